import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `md` breakpoint: where a page's phone layout gives way to its wide one. */
export const MD_UP = "(min-width: 48rem)";

/**
 * Whether the window matches `query`, following it as the window is resized or turned. For a part whose two
 * layouts differ in their markup, not only in their classes: render the one that shows, not both with one hidden.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
