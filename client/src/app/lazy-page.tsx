import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useReducer } from "react";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { loadLocale } from "@/lib/i18n";
import { ErrorBoundary } from "./ErrorBoundary";

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A route's page as its own lazy chunk, loaded together with the language's catalogue, inside its own error
 * boundary. React keeps a failed lazy import failed for good, so 'Try again' makes a new one: the browser asks
 * for the chunk again (a reload only if it keeps failing).
 */
export function lazyPage(load: Loader): ComponentType {
  const make = () => lazy(() => Promise.all([loadLocale(), load()]).then(([, page]) => page));
  let Page: LazyExoticComponent<ComponentType> = make();
  let failures = 0;
  return function RoutePage() {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const retry = () => {
      failures += 1;
      // A browser that cached the failed module answers the same failure: the whole page starts over.
      if (failures > 2) window.location.reload();
      Page = make();
      rerender();
    };
    return (
      <ErrorBoundary onRetry={retry}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
