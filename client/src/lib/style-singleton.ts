import { useEffect } from "react";

// Stands in for `react-style-singleton` (vite.config.ts points it here), which Radix Dialog's scroll lock
// (react-remove-scroll) uses to add its rules: the body's lock and the scrollbar's width kept as a margin, so
// the page does not shift under an open dialog. The library adds them as a <style> element, which our
// Content-Security-Policy (style-src 'self', no 'unsafe-inline') refuses with a console error at every dialog.
// A constructed stylesheet (document.adoptedStyleSheets) is the CSS Object Model, which the policy does not
// govern: the same rules apply, and nothing is refused. Same exports and behaviour as the library's: the rules
// are added when the first user mounts and removed when the last one unmounts.

interface Sheet {
  add(css: string): void;
  remove(): void;
}

/** One stylesheet shared by its users: added with the first, taken away with the last. */
export function stylesheetSingleton(): Sheet {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css) {
      if (users++ > 0 || typeof document === "undefined") return;
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    remove() {
      if (--users > 0 || !sheet) return;
      const gone = sheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
      sheet = null;
    },
  };
}

/** A hook that keeps `styles` applied while the component using it is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the library's own rule: styles change only when dynamic
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

/** A component that keeps `styles` applied while mounted (renders nothing). */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  // biome-ignore lint/correctness/noComponentHookFactories: the library's API: called once, where its user loads
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
