import { QueryClientProvider } from "@tanstack/react-query";
import { Fragment, type ReactNode, StrictMode, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary } from "@/app/ErrorBoundary";
import { AppRoutes } from "@/app/routes";
import { Toaster } from "./components/ui/toast";
import "./index.css";
import { currentLocale, loadLocale, onLocaleChange } from "./lib/i18n";
import { queryClient } from "./lib/query-client";

// The language's catalogue starts loading now, beside the first page's chunk (each page waits for both).
void loadLocale().catch(() => {});

/** The whole app again in another language when the switch changes it (every text is read while rendering). */
function InLocale({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(onLocaleChange, currentLocale);
  return <Fragment key={locale}>{children}</Fragment>;
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary fullScreen onRetry={() => window.location.reload()}>
      <QueryClientProvider client={queryClient}>
        <InLocale>
          <AppRoutes />
        </InLocale>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
