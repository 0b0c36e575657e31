// After the client build (`npm run build:client`): renders the public pages for a visitor in every language with
// React's static prerender (decision 0056) and writes them to dist/client/.vite/prerendered.json, which the server
// puts into those pages' HTML for the browser to hydrate. The prerender is built for Node into dist/prerender.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { ROOT } from "./build-if-stale.mjs";

const OUT = join(ROOT, "dist", "prerender");
// React's production build, as the client's (vite.config.ts sets it only for `vite build`).
process.env.NODE_ENV = "production";

await build({
  configFile: join(ROOT, "vite.config.ts"),
  logLevel: "warn",
  build: {
    ssr: join(ROOT, "client", "src", "app", "prerender.tsx"),
    outDir: OUT,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

const { renderPage, PRERENDERED_PATHS, PRERENDERED_LOCALES } = await import(
  pathToFileURL(join(OUT, "prerender.js")).href
);
const pages = {};
for (const path of PRERENDERED_PATHS) {
  pages[path] = {};
  for (const locale of PRERENDERED_LOCALES) pages[path][locale] = await renderPage(path, locale);
}
const file = join(ROOT, "dist", "client", ".vite", "prerendered.json");
mkdirSync(join(file, ".."), { recursive: true });
writeFileSync(file, `${JSON.stringify(pages)}\n`);
console.log(
  `prerendered ${PRERENDERED_PATHS.length} pages in ${PRERENDERED_LOCALES.length} languages: ${file}`,
);
