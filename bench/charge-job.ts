// The daily charge job on its busiest day: every one of the 100,000 bench leases needs its next monthly charge.
// Runs on a throwaway copy of the api-latency data set (run that benchmark once first), open-ended leases,
// one month after today, and reports how long generateRentCharges took and how many charges it created.
//
//   npx tsx bench/charge-job.ts
import pg from "pg";
import { addMonths, kampalaToday } from "../common/kampala-calendar";
import { openDatabase } from "../server/src/db/client";
import { generateRentCharges } from "../server/src/modules/rent/charges";

const SOURCE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/nyumba_bench";
const copyUrl = Object.assign(new URL(SOURCE), { pathname: "/nyumba_bench_job" }).href;
const adminUrl = Object.assign(new URL(SOURCE), { pathname: "/postgres" }).href;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

await admin("drop database if exists nyumba_bench_job");
await admin(`create database nyumba_bench_job template "${new URL(SOURCE).pathname.slice(1)}"`);
const database = await openDatabase({ kind: "postgres", url: copyUrl });
try {
  // Open-ended leases, a month on: each lease is due exactly one more charge.
  await database.db.execute("update leases set end_date = null");
  const today = addMonths(kampalaToday(), 1);
  const started = performance.now();
  const created = await generateRentCharges(database.db, { today });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `generateRentCharges(today ${today}): ${created} charges in ${seconds.toFixed(1)} s (${(created / seconds).toFixed(0)} per second)`,
  );
} finally {
  await database.close();
  await admin("drop database if exists nyumba_bench_job");
}
