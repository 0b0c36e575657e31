import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PRERENDERED_ATTRIBUTE } from "../../../../common/prerendered";
import { withScriptsAfterPaint } from "./app-shell";

/** Written by scripts/prerender.mjs after the client build (decision 0056). */
export const PRERENDERED_FILE = join(".vite", "prerendered.json");

const EMPTY_ROOT = '<div id="root"></div>';

/** Per path, per language, the HTML the build rendered into `#root` for a visitor. */
export type Prerendered = ReadonlyMap<string, Readonly<Record<string, string>>>;

/** The build's prerendered pages, or an empty map when the build has none (API tests, an older build). */
export function readPrerendered(root: string): Prerendered {
  let pages: Record<string, Record<string, string>>;
  try {
    pages = JSON.parse(readFileSync(join(root, PRERENDERED_FILE), "utf8"));
  } catch {
    return new Map();
  }
  return new Map(Object.entries(pages));
}

/**
 * The app's HTML with a page's prerendered HTML in `#root`, saying its language for the browser's entry, which
 * hydrates it only when it is the language that browser shows (client/src/main.tsx). The HTML is the build's own.
 * Painted by its HTML, the page's scripts wait behind its stylesheet (as a first paint's: app-shell.ts). It is
 * `inert` until the app has it (client/src/lib/first-paint.ts, releasePrerendered): nothing in it reacts before.
 */
export function withPrerendered(shell: string, html: string, locale: string): string {
  if (!/^[a-z]{2,3}$/.test(locale)) throw new Error(`prerendered: not a language tag ${locale}`);
  return withScriptsAfterPaint(
    shell.replace(
      EMPTY_ROOT,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${locale}" inert>${html}</div>`,
    ),
  );
}
