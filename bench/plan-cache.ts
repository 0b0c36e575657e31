// Which of the app's statements PostgreSQL plans again at every run. A named (prepared) statement is planned once
// per connection and its plan kept (a generic plan) only when that plan is estimated no dearer than planning for
// each run's parameters; otherwise PostgreSQL plans it at every run (custom plans), as it does every unnamed
// statement. Planning a statement of the dashboards costs 0.2-1 ms of PostgreSQL's CPU, often more than running it.
//
//   npx tsx bench/plan-cache.ts [--only dashboard,chat]
//
// Captures the statements of the list and dashboard endpoints on the bench data set (bench/lib/replay-capture.ts),
// then on one connection runs each named statement with every captured set of parameters (at least 10 runs) and
// reads pg_prepared_statements: how many runs used the kept plan and how many were planned again. It also lists
// the endpoints' unnamed statements (planned at every run by definition).
import { parseArgs } from "node:util";
import pg from "pg";
import { ENDPOINTS } from "./lib/endpoints";
import { captureReplay } from "./lib/replay-capture";
import type { ReplayStatement } from "./lib/replay-format";
import { DB_URL, ensureDatabase } from "./lib/scale-app";

const { values: args } = parseArgs({ options: { only: { type: "string" } } });
const selected = ENDPOINTS.filter(
  ([, path]) => !args.only || args.only.split(",").some((part) => path.includes(part)),
);

await ensureDatabase();
const replay = await captureReplay(selected);

const named = new Map<string, ReplayStatement[]>();
const unnamed = new Map<number, Set<string>>();
for (const [key, list] of Object.entries(replay.requests))
  for (const s of list) {
    if (s.name) named.set(s.name, [...(named.get(s.name) ?? []), s]);
    else unnamed.set(s.text, (unnamed.get(s.text) ?? new Set()).add(key.split(" ")[1]!.split("?")[0]!));
  }

const client = new pg.Client({ connectionString: DB_URL });
await client.connect();
const timing = new Map<string, number>();
for (const [name, runs] of named) {
  const started = process.hrtime.bigint();
  const count = Math.max(10, runs.length);
  for (let i = 0; i < count; i++) {
    const s = runs[i % runs.length]!;
    await client.query({
      text: replay.texts[s.text]!,
      values: s.params,
      name,
      rowMode: s.rowMode as "array",
    });
  }
  timing.set(name, Number(process.hrtime.bigint() - started) / 1000 / count);
}
const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
  "select name, generic_plans, custom_plans from pg_prepared_statements order by name",
);
await client.end();

console.log(
  "| named statement | runs | kept plan | planned again | µs a run (one connection, with its round trip) |",
);
console.log(
  "| --------------- | ---: | --------: | ------------: | ---------------------------------------------: |",
);
for (const r of rows)
  console.log(
    `| ${r.name} | ${Number(r.generic_plans) + Number(r.custom_plans)} | ${r.generic_plans} | ${r.custom_plans} | ${timing.get(r.name)!.toFixed(0)} |`,
  );
const again = rows.filter((r) => Number(r.custom_plans) > 5).map((r) => r.name);
console.log(`\nplanned again at every run: ${again.length ? again.join(", ") : "none"}`);
console.log(`unnamed statements: ${unnamed.size}`);
for (const [text, paths] of unnamed)
  console.log(`- ${[...paths].join(", ")}: ${replay.texts[text]!.replace(/\s+/g, " ").slice(0, 140)}…`);
