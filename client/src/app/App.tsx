import { QueryClientProvider } from "@tanstack/react-query";
import {
  Fragment,
  lazy,
  type ReactNode,
  StrictMode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { ErrorBoundary } from "@/app/ErrorBoundary";
import { AppRoutes } from "@/app/routes";
import { Toaster } from "@/components/ui/toast";
import { currentLocale, onLocaleChange } from "@/lib/i18n";
import { queryClient } from "@/lib/query-client";

// Offline support loads after the first screen (it is not needed to show it).
const OfflineLayer = lazy(() => import("@/app/OfflineLayer"));

/** The whole app again in another language when the switch changes it (every text is read while rendering). */
function InLocale({ children }: { children: ReactNode }) {
  // The server's snapshot is the language the page was prerendered in, which hydration checks it is (main.tsx).
  const locale = useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
  return <Fragment key={locale}>{children}</Fragment>;
}

/** Offline support, after the first render: a prerendered page has none of it, and its hydration must match. */
function AfterFirstRender() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <OfflineLayer />
    </Suspense>
  ) : null;
}

/** The app: the same tree in the browser and in the build's prerender of the public pages (app/prerender.tsx). */
export function App() {
  return (
    <StrictMode>
      <ErrorBoundary fullScreen onRetry={() => window.location.reload()}>
        <QueryClientProvider client={queryClient}>
          <InLocale>
            <AppRoutes />
          </InLocale>
          <Toaster />
          <AfterFirstRender />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
