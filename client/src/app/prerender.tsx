// The build's prerender of the public pages (decision 0056), run in Node by scripts/prerender.mjs: each page's
// HTML as the browser's first render makes it for a visitor in each language, which the browser then hydrates.
import { LOCALES } from "virtual:messages";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { CURRENT_USER_KEY } from "@/lib/auth";
import { loadLocale, pinLocale } from "@/lib/i18n";
import { queryClient } from "@/lib/query-client";
import { App } from "./App";

export { PRERENDERED_PATHS } from "@common/prerendered";
export const PRERENDERED_LOCALES: readonly string[] = LOCALES;

/** The HTML of `#root` on `path` for a visitor (nobody signed in, as the server's HTML says) in `locale`. */
export async function renderPage(path: string, locale: string): Promise<string> {
  pinLocale(locale);
  await loadLocale(locale);
  queryClient.clear();
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  const app = (
    <Router ssrPath={path} ssrSearch="">
      <App />
    </Router>
  );
  // Every part written in place: a part written apart (React does so past a size, to stream) comes with an inline
  // script to move it, which the Content-Security-Policy refuses.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (/<script|<!--\$[?!]-->/.test(html))
    throw new Error(`prerender of ${path} (${locale}) left a part to stream`);
  return html;
}
