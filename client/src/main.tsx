// First: it starts a worker while the rest evaluates.
import "./lib/intl-warmup";
import "./lib/zod-jitless";
import { QueryClientProvider } from "@tanstack/react-query";
import { Fragment, lazy, type ReactNode, StrictMode, Suspense, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary } from "@/app/ErrorBoundary";
import { AppRoutes, preloadRoute } from "@/app/routes";
import { Toaster } from "./components/ui/toast";
import "./index.css";
import { takeBootstrappedUser } from "./lib/auth";
import { currentLocale, loadLocale, onLocaleChange } from "./lib/i18n";
import { queryClient } from "./lib/query-client";

// The signed-in user comes with the HTML; the page's chunks and the language's catalogue start loading now,
// side by side (each page waits for both).
const user = takeBootstrappedUser(queryClient);
preloadRoute(window.location.pathname, user?.role);
void loadLocale().catch(() => {});

// Offline support loads after the first screen (it is not needed to show it).
const OfflineLayer = lazy(() => import("@/app/OfflineLayer"));

/** The whole app again in another language when the switch changes it (every text is read while rendering). */
function InLocale({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(onLocaleChange, currentLocale);
  return <Fragment key={locale}>{children}</Fragment>;
}

// The first render a task later: on a slow phone the entry's evaluation (the requests above already on their
// way) and the first render are two tasks instead of one long one that input would wait behind.
setTimeout(() => createRoot(document.getElementById("root")!).render(<App />), 0);

function App() {
  return (
    <StrictMode>
      <ErrorBoundary fullScreen onRetry={() => window.location.reload()}>
        <QueryClientProvider client={queryClient}>
          <InLocale>
            <AppRoutes />
          </InLocale>
          <Toaster />
          <Suspense fallback={null}>
            <OfflineLayer />
          </Suspense>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
