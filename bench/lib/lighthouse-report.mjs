// The markdown table bench/lighthouse.mjs prints at the end: one row per page, this build's medians and, with a
// baseline, the baseline's next to them (the difference in score, the ratio of bytes transferred).

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (x) => `${Math.round(x)} ms`;

/** Prints the table of `results` (rows of bench/lighthouse.mjs), with the baseline's columns when `withBaseline`. */
export function printTable(results, withBaseline) {
  const columns = withBaseline
    ? [
        ["page", (r) => r.page],
        ["budget", (r) => r.budget],
        ["performance", (r) => r.score],
        ["baseline", (r) => r.baseline.score],
        ["difference", (r) => `${r.score - r.baseline.score >= 0 ? "+" : ""}${r.score - r.baseline.score}`],
        ["transferred", (r) => kb(r.transferred)],
        ["baseline", (r) => kb(r.baseline.transferred)],
        ["ratio", (r) => (r.transferred / r.baseline.transferred).toFixed(2)],
        ["requests", (r) => `${r.requests} / ${r.baseline.requests}`],
        ["FCP", (r) => `${seconds(r.fcp)} / ${seconds(r.baseline.fcp)}`],
        ["LCP", (r) => `${seconds(r.lcp)} / ${seconds(r.baseline.lcp)}`],
        ["TBT", (r) => `${ms(r.tbt)} / ${ms(r.baseline.tbt)}`],
      ]
    : [
        ["page", (r) => r.page],
        ["budget", (r) => r.budget],
        ["performance", (r) => r.score],
        ["transferred", (r) => kb(r.transferred)],
        ["uncompressed", (r) => kb(r.uncompressed)],
        ["requests", (r) => r.requests],
        ["FCP", (r) => seconds(r.fcp)],
        ["LCP", (r) => seconds(r.lcp)],
        ["TBT", (r) => ms(r.tbt)],
      ];
  if (withBaseline) console.log("(requests, FCP, LCP and TBT: this build / the baseline)");
  console.log(`| ${columns.map(([name]) => name).join(" | ")} |`);
  console.log(
    `| ${columns.map(([name], i) => (i ? `${"-".repeat(name.length - 1)}:` : "----")).join(" | ")} |`,
  );
  for (const r of results) console.log(`| ${columns.map(([, cell]) => cell(r)).join(" | ")} |`);
}
