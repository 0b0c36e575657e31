import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useLayoutEffect,
  useReducer,
} from "react";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { removeFirstPaint } from "@/lib/first-paint";
import { loadLocale } from "@/lib/i18n";
import { ErrorBoundary } from "./ErrorBoundary";

type Loader = () => Promise<{ default: ComponentType }>;

interface PageState {
  Page: LazyExoticComponent<ComponentType>;
  failures: number;
}

const pages = new Map<Loader, PageState>();
/** Rendered with the page: the server's first paint goes in the frame the page comes in (before it is painted). */
function FirstPaintReplaced() {
  useLayoutEffect(removeFirstPaint, []);
  return null;
}

const lazyOf = (load: Loader) => lazy(() => Promise.all([loadLocale(), load()]).then(([, page]) => page));

/**
 * A route's page: its own lazy chunk, loaded together with the language's catalogue, inside its own error
 * boundary. React keeps a failed lazy import failed for good, so 'Try again' makes a new one and the browser asks
 * for the chunk again; if that keeps failing (a browser that remembers the failed module), the page reloads.
 */
function RoutePage({ load }: { load: Loader }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  let state = pages.get(load);
  if (!state) {
    state = { Page: lazyOf(load), failures: 0 };
    pages.set(load, state);
  }
  const retry = () => {
    const s = pages.get(load)!;
    s.failures += 1;
    if (s.failures > 2) window.location.reload();
    s.Page = lazyOf(load);
    rerender();
  };
  const { Page } = state;
  return (
    <ErrorBoundary onRetry={retry}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Page />
        <FirstPaintReplaced />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A route's component whose page loads lazily (see RoutePage); `preload` starts loading it before it renders. */
export type LazyPage = ComponentType & { preload: () => void };

export function lazyPage(load: Loader): LazyPage {
  return Object.assign(() => <RoutePage load={load} />, {
    // The browser keeps one module per URL: the render's own import() later gets this same download.
    preload: () => void load().catch(() => {}),
  });
}
