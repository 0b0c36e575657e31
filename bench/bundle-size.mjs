// Measures what the first visit to `/` downloads: the entry script, its static imports, the CSS, and the
// landing page's lazy chunk (with the English copy they use), gzipped. Budget (issue 31, React 19 in the browser):
// 110 KB JS, 30 KB CSS. Then a direct visit to every screen of client/src/app/pages.json (the entry with the
// screen's chunks): 170 KB JS each (issue 31). Also prints the size of the brotli copies the build writes, which
// is what a browser that accepts brotli gets. Run after `npm run build:client`.
//
//   node bench/bundle-size.mjs [--baseline /work/preact-base/dist/client]
//
// --baseline: the dist/client folder of another build, measured the same way and printed side by side (this build,
// the baseline, this / baseline), screens matched by their manifest key. The exit code is this build's budgets only.
// BUNDLE_DIR: this build's dist/client (default dist/client).
import { parseArgs } from "node:util";
import { measureBuild, screensOf, total } from "./lib/bundle.mjs";

const FIRST_VISIT_JS_KB = 110;
const FIRST_VISIT_CSS_KB = 30;
const SCREEN_JS_KB = 170;

const { values: args } = parseArgs({ options: { baseline: { type: "string" } } });
const screens = screensOf(new URL("../client/src/app/pages.json", import.meta.url));
const landingKey = [...screens].find(([, path]) => path === "/")[0];
const measure = (dist) => measureBuild(dist, landingKey, [...screens.keys()]);
const self = measure(process.env.BUNDLE_DIR ?? "dist/client");
const base = args.baseline ? measure(args.baseline) : null;

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** One line: this build's figure, and with a baseline, the baseline's and their ratio. */
const row = (label, mine, theirs, width = 9) => {
  const cell = (x) => (x == null ? "-" : kb(x)).padStart(width);
  const ratio = base ? (mine != null && theirs ? (mine / theirs).toFixed(2) : "-").padStart(7) : "";
  return `${cell(mine)}${base ? cell(theirs) + ratio : ""}  ${label}`;
};
const header = `${"this".padStart(9)}${base ? `${"baseline".padStart(9)}${"ratio".padStart(7)}` : ""}`;

for (const x of [...self.first.js, ...self.first.css]) console.log(`${kb(x.gzip).padStart(7)} KB  ${x.file}`);
console.log(`\nthe first visit to / (KB)${base ? `, against ${args.baseline}` : ""}:\n${header}`);
console.log(
  row(`JS gzipped (budget ${FIRST_VISIT_JS_KB})`, total(self.first.js), base && total(base.first.js)),
);
console.log(
  row(`CSS gzipped (budget ${FIRST_VISIT_CSS_KB})`, total(self.first.css), base && total(base.first.css)),
);
const brotli = (build) => total(build.first.js, "brotli");
console.log(row("JS as sent to a browser that accepts brotli", brotli(self), base && brotli(base)));
for (const f of self.withSocket)
  console.log(`the socket client is in the first visit's ${f}: import it from lazy screens only`);

const order = [...screens.keys()].sort(
  (a, b) => (self.screens.get(b)?.gzip ?? 0) - (self.screens.get(a)?.gzip ?? 0),
);
console.log(
  `\na direct visit to each screen (KB of gzipped JS, budget ${SCREEN_JS_KB}), largest first:\n${header}`,
);
for (const key of order) {
  const files = self.screens.get(key)?.files ?? "-";
  const label = `${String(files).padStart(3)} files  ${screens.get(key)}  ${key}`;
  console.log(row(label, self.screens.get(key)?.gzip, base?.screens.get(key)?.gzip));
}
const summed = (build) => [...build.screens.values()].reduce((s, x) => s + (x?.gzip ?? 0), 0);
console.log(`\ntotals (KB of gzipped JS):\n${header}`);
console.log(row("every screen's direct visit, summed", summed(self), base && summed(base)));
console.log(row("every chunk of the build, once", self.allJs, base?.allJs));

const missing = [...self.screens].filter(([, x]) => x == null).map(([key]) => key);
for (const key of missing) console.log(`no chunk for the screen ${key} in this build`);
const overBudget = [...self.screens].filter(([, x]) => x && x.gzip / 1024 > SCREEN_JS_KB);
for (const [key, x] of overBudget) console.log(`over budget: ${screens.get(key)} (${key}) ${kb(x.gzip)} KB`);
const firstOver =
  total(self.first.js) / 1024 > FIRST_VISIT_JS_KB || total(self.first.css) / 1024 > FIRST_VISIT_CSS_KB;
if (firstOver) console.log("over budget: the first visit to /");
const failed = firstOver || self.withSocket.length || overBudget.length || missing.length;
console.log(failed ? "this build is over its budgets" : "this build is within its budgets");
process.exitCode = failed ? 1 : 0;
