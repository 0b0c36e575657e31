// Measures what the first visit to `/` downloads: the entry script, its static imports, the CSS, and the
// landing page's lazy chunk (with the English copy they use), gzipped. Budget (DESIGN.md section 9): 100 KB JS, 30 KB CSS.
// Then a direct visit to every other screen (the entry with the screen's chunks): 110 KB JS each (issue 15).
// Run after `npm run build:client`. Also prints the size of the brotli copies the build writes, which is what a
// browser that accepts brotli gets.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = process.env.BUNDLE_DIR ?? "dist/client";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const br = (file) => statSync(join(dist, existsSync(join(dist, `${file}.br`)) ? `${file}.br` : file)).size;

const PAGE_BUDGET_KB = 110;
const seen = new Set();
const css = new Set();
function collect(key, files = seen, styles = css) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const c of entry.css ?? []) styles.add(c);
  for (const imp of entry.imports ?? []) collect(imp, files, styles);
}
collect("index.html");
collect("src/features/landing/LandingPage.tsx");

const js = [...seen].map((f) => ({ file: f, gzip: gz(f), brotli: br(f) }));
const cssFiles = [...css].map((f) => ({ file: f, gzip: gz(f), brotli: br(f) }));
const total = (xs, key = "gzip") => xs.reduce((s, x) => s + x[key], 0);
for (const x of [...js, ...cssFiles]) console.log(`${(x.gzip / 1024).toFixed(1).padStart(7)} KB  ${x.file}`);
const jsKb = total(js) / 1024;
const cssKb = total(cssFiles) / 1024;
console.log(
  `first visit to /: ${jsKb.toFixed(1)} KB JS (budget 100), ${cssKb.toFixed(1)} KB CSS (budget 30), gzipped`,
);
console.log(
  `as sent to a browser that accepts brotli: ${(total(js, "brotli") / 1024).toFixed(1)} KB JS, ${(total(cssFiles, "brotli") / 1024).toFixed(1)} KB CSS`,
);
// The socket client (client/src/lib/realtime.ts) belongs to the screens that listen, loaded on demand.
const withSocket = js.filter((x) => readFileSync(join(dist, x.file), "utf8").includes("new WebSocket("));
for (const x of withSocket)
  console.log(`the socket client is in the first visit's ${x.file}: import it from lazy screens only`);

// A direct visit to each screen: the entry, then everything the screen's lazy chunk imports.
const gzCache = new Map();
const gzOnce = (f) => gzCache.get(f) ?? gzCache.set(f, gz(f)).get(f);
// The screens: what the entry's chunks import lazily.
const entryChunks = new Set();
collect("index.html", entryChunks, new Set());
const keyOf = new Map(Object.entries(manifest).map(([key, e]) => [e.file, key]));
const screens = new Set([...entryChunks].flatMap((f) => manifest[keyOf.get(f)]?.dynamicImports ?? []));
const pages = [...screens].map((key) => {
  const files = new Set();
  collect("index.html", files, new Set());
  collect(key, files, new Set());
  return { key, chunks: files.size, kb: [...files].reduce((sum, f) => sum + gzOnce(f), 0) / 1024 };
});
pages.sort((a, b) => b.kb - a.kb);
console.log(`\na direct visit to each screen (budget ${PAGE_BUDGET_KB} KB gzipped JS), largest first:`);
for (const p of pages.slice(0, 8))
  console.log(`${p.kb.toFixed(1).padStart(7)} KB  ${String(p.chunks).padStart(3)} files  ${p.key}`);
const overBudget = pages.filter((p) => p.kb > PAGE_BUDGET_KB);
for (const p of overBudget) console.log(`over budget: ${p.key} ${p.kb.toFixed(1)} KB`);
process.exitCode = jsKb > 100 || cssKb > 30 || withSocket.length || overBudget.length ? 1 : 0;
