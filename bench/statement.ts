// The statement of account (issue 32, decision 0061): how long GET /api/tenancy/statement's work takes for a lease
// with five years of monthly charges and payments, among many such leases, in PostgreSQL. Budget: p95 < 50 ms.
// Self-contained: a throwaway database (nyumba_bench_statement on BENCH_DATABASE_URL's server) is migrated and
// filled with 2,000 leases in 200 properties, each with a security deposit, 60 monthly rent charges, 60 payments
// with their receipts, and one voided charge; then the service the route calls (the access check, the statement's
// one query, the lines in the reader's language) runs for random leases as their tenant, one at a time and
// 10 at once, and the PDF and CSV are made from its answers.
//
//   npx tsx bench/statement.ts [--runs 400] [--keep]
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { addMonths, kampalaToday } from "../common/kampala-calendar";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { accountStatement } from "../server/src/modules/tenancy/service/statement";
import { statementCsv, statementPdf } from "../server/src/modules/tenancy/statement-files";
import { loadCatalogues, translator } from "../server/src/platform/i18n";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "400" }, keep: { type: "boolean", default: false } },
});
const SOURCE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/nyumba_bench";
const NAME = "nyumba_bench_statement";
const url = Object.assign(new URL(SOURCE), { pathname: `/${NAME}` }).href;
const adminUrl = Object.assign(new URL(SOURCE), { pathname: "/postgres" }).href;
const LEASES = 2_000;
const MONTHS = 60;
const BUDGET_P95_MS = 50;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

/** 10 landlords, 20 properties each of 10 units, every unit let for five years up to today. */
const DATA = `
create function pg_temp.u(x text) returns uuid language sql immutable
  as $$ select overlay(overlay(md5(x) placing '4' from 13) placing '8' from 17)::uuid $$;
insert into users (id, role, email, first_name, last_name)
  select pg_temp.u('landlord' || n), 'landlord', 'landlord' || n || '@bench.nyumba.ug', 'Landlord', 'No ' || n
  from generate_series(1, 10) n;
insert into properties (id, landlord_id, name, location, property_type)
  select p, pg_temp.u('landlord' || ((p - 1) / 20 + 1)), 'Bench Court ' || p, 'Kampala', 'apartment'
  from generate_series(1, 200) p;
insert into units (id, property_id, unit_number, floor, rent_amount)
  select u, (u - 1) / 10 + 1, 'U' || u, 1, 1000000 from generate_series(1, ${LEASES}) u;
insert into users (id, role, email, first_name, last_name)
  select pg_temp.u('tenant' || t), 'tenant', 'tenant' || t || '@bench.nyumba.ug', 'Tenant', 'No ' || t
  from generate_series(1, ${LEASES}) t;
insert into leases (id, property_id, unit_id, tenant_id, start_date, end_date, monthly_rent, deposit, status)
  select pg_temp.u('lease' || t), (t - 1) / 10 + 1, t, pg_temp.u('tenant' || t), $1::date, null, 1000000, 1000000,
    'active'
  from generate_series(1, ${LEASES}) t;
insert into charges (lease_id, property_id, kind, source_key, period, description, amount, currency, due_date)
  select pg_temp.u('lease' || t), (t - 1) / 10 + 1, 'deposit', 'deposit:lease', null,
    'tenancy-account.depositCharge', 1000000, 'UGX', $1::date
  from generate_series(1, ${LEASES}) t;
insert into charges (lease_id, property_id, kind, source_key, period, description, amount, currency, due_date)
  select pg_temp.u('lease' || t), (t - 1) / 10 + 1, 'rent', 'rent:' || to_char(d, 'YYYY-MM'), to_char(d, 'YYYY-MM'),
    'Rent for ' || to_char(d, 'FMMonth YYYY'), 1000000, 'UGX', d
  from generate_series(1, ${LEASES}) t,
    lateral (select ($1::date + make_interval(months => m))::date as d from generate_series(1, ${MONTHS}) m) months
  where d <= current_date;
insert into voided_charges (id, lease_id, property_id, kind, source_key, period, description, amount, currency,
    due_date, created_at, voided_at, voided_by, reason)
  select gen_random_uuid(), pg_temp.u('lease' || t), (t - 1) / 10 + 1, 'one_off', 'one_off:key', null,
    'Replaced key', 50000, 'UGX', $1::date + 400, now() - interval '3 years', now() - interval '3 years',
    pg_temp.u('landlord' || ((t - 1) / 200 + 1)), 'Charged twice'
  from generate_series(1, ${LEASES}) t;
insert into payments (id, lease_id, tenant_id, property_id, landlord_id, amount, currency, platform_fee, method,
    provider, provider_label, reference, idempotency_key, status, created_at, expires_at, settled_at)
  select pg_temp.u('payment' || t || '-' || m), pg_temp.u('lease' || t), pg_temp.u('tenant' || t), (t - 1) / 10 + 1,
    pg_temp.u('landlord' || ((t - 1) / 200 + 1)), case when m = 0 then 2000000 else 1000000 end, 'UGX', 15000,
    'mobile_money', 'sandbox', 'MTN Mobile Money', 'NYB-' || t || '-' || m, 'bench-' || m, 'succeeded',
    d - interval '1 day', d, d - interval '1 day' + interval '9 hours'
  from generate_series(1, ${LEASES}) t,
    lateral (select m, ($1::date + make_interval(months => m))::timestamptz as d
      from generate_series(0, ${MONTHS - 1}) m) months
  where d <= now();
insert into receipts (payment_id, landlord_id, number, issued_at)
  select id, landlord_id, row_number() over (partition by landlord_id order by settled_at, id), settled_at
  from payments;
analyze;
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
function summary(name: string, ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const p95 = percentile(s, 0.95);
  const verdict = name.startsWith("statement") ? (p95 <= BUDGET_P95_MS ? "ok" : "over") : "";
  return `| ${name.padEnd(34)} | ${String(s.length).padStart(5)} | ${percentile(s, 0.5).toFixed(1).padStart(6)} | ${p95.toFixed(1).padStart(6)} | ${percentile(s, 0.99).toFixed(1).padStart(6)} | ${s.at(-1)!.toFixed(1).padStart(6)} | ${verdict.padEnd(6)} |`;
}

await admin(`drop database if exists ${NAME}`);
await admin(`create database ${NAME}`);
const database = await openDatabase({ kind: "postgres", url });
try {
  await migrate(database);
  const start = addMonths(kampalaToday(), -MONTHS);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const filled = performance.now();
  await client.query("begin");
  for (const statement of DATA.split(";\n").filter((s) => s.trim()))
    await client.query(statement, statement.includes("$1") ? [start] : []);
  await client.query("commit");
  const { rows } = await client.query<{ charges: string; payments: string }>(
    "select (select count(*) from charges) as charges, (select count(*) from payments) as payments",
  );
  await client.end();
  console.log(
    `${LEASES} leases, ${rows[0]!.charges} charges, ${rows[0]!.payments} payments (filled in ${((performance.now() - filled) / 1000).toFixed(1)} s)`,
  );

  loadCatalogues();
  const tr = translator("en");
  const lease = (t: number) => ({
    tenantId: uuid(`tenant${t}`),
    query: { leaseId: uuid(`lease${t}`), from: start, to: kampalaToday() },
  });
  const one = async (t: number) => {
    const { tenantId, query } = lease(t);
    const began = performance.now();
    const s = await accountStatement(database.db, tenantId, query, tr);
    return { ms: performance.now() - began, s };
  };
  const random = () => 1 + Math.floor(Math.random() * LEASES);
  const runs = Number(args.runs);
  for (let i = 0; i < 30; i++) await one(random()); // warm-up: the pool, the plans, PostgreSQL's caches
  const sequential: number[] = [];
  let lines = 0;
  for (let i = 0; i < runs; i++) {
    const { ms, s } = await one(random());
    sequential.push(ms);
    lines = s.lines.length;
  }
  const concurrent: number[] = [];
  for (let i = 0; i < runs / 10; i++)
    concurrent.push(...(await Promise.all(Array.from({ length: 10 }, () => one(random())))).map((r) => r.ms));
  const pdf: number[] = [];
  const csv: number[] = [];
  for (let i = 0; i < 50; i++) {
    const { s } = await one(random());
    let began = performance.now();
    await statementPdf(s, tr);
    pdf.push(performance.now() - began);
    began = performance.now();
    statementCsv(s, tr);
    csv.push(performance.now() - began);
  }
  console.log(
    `\nfive years (${start} to today), ${lines} lines a statement; latencies in ms, budget p95 ≤ ${BUDGET_P95_MS} ms`,
  );
  console.log("| measured                           |  runs |    p50 |    p95 |    p99 |    max | budget |");
  console.log("| ---------------------------------- | ----: | -----: | -----: | -----: | -----: | ------ |");
  console.log(summary("statement, one at a time", sequential));
  console.log(summary("statement, 10 at once", concurrent));
  console.log(summary("PDF from a statement (pdf-lib)", pdf));
  console.log(summary("CSV from a statement", csv));
} finally {
  await database.close();
  if (!args.keep) await admin(`drop database if exists ${NAME}`);
}

/** The data set's ids: md5-derived version-4 UUIDs (as bench/scale-data.sql's). */
function uuid(text: string): string {
  const hex = createHash("md5").update(text).digest("hex");
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}
