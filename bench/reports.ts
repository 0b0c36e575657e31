// The landlord's reports at scale (issue 32, section 5): one landlord with 50 properties of 20 units, 2,000
// tenancies over five years (each unit let twice, 30 months each), rent and a utility charge every month, paid by
// one payment a month (every 20th tenancy stops paying for its last 4 months), a deposit per tenancy, and 9,000
// expenses; then each report's p95 over 40 runs, on PostgreSQL, through the services the routes call.
//
//   npx tsx bench/reports.ts
import pg from "pg";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { readArrears } from "../server/src/modules/reports/service/arrears";
import { readCollection, readIncome } from "../server/src/modules/reports/service/books";
import { readMaintenance, readOccupancy } from "../server/src/modules/reports/service/units";
import type { SessionUser } from "../server/src/platform/auth/session";

const BASE = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "nyumba_bench_reports";
const url = Object.assign(new URL(BASE), { pathname: `/${NAME}` }).href;
const adminUrl = Object.assign(new URL(BASE), { pathname: "/postgres" }).href;
const RUNS = 40;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

const SEED = `
insert into users (id, role, email, first_name, last_name)
values ('00000000-0000-4000-8000-000000000001', 'landlord', 'reports@bench.nyumba.ug', 'Bench', 'Landlord');
insert into properties (id, landlord_id, name, location, property_type)
select p, '00000000-0000-4000-8000-000000000001', 'Bench Court ' || p, 'Kampala', 'apartment'
from generate_series(1, 50) p;
insert into units (id, property_id, unit_number, rent_amount)
select u, (u - 1) / 20 + 1, 'U' || u, 1000000 from generate_series(1, 1000) u;
-- Tenancy t (1..2000): unit (t + 1) / 2, the first of a unit's two from 60 months ago, the second 30 months on.
create temporary table let as
select t, (t + 1) / 2 as unit_id, ((t + 1) / 2 - 1) / 20 + 1 as property_id,
       (date_trunc('month', current_date) - interval '59 months')::date
         + make_interval(months => case when t % 2 = 0 then 30 else 0 end) as start_date,
       800000 + (t % 5) * 100000 as rent
from generate_series(1, 2000) t;
insert into users (id, role, email, first_name, last_name)
select md5('tenant' || t)::uuid, 'tenant', 'tenant' || t || '@bench.nyumba.ug', 'Tenant', 'Number ' || t from let;
insert into leases (id, property_id, unit_id, tenant_id, start_date, end_date, monthly_rent, deposit, status, ended_at)
select md5('lease' || t)::uuid, property_id, unit_id, md5('tenant' || t)::uuid, start_date,
       (start_date + interval '30 months' - interval '1 day')::date, rent, rent,
       case when t % 2 = 1 then 'ended'::lease_status else 'active'::lease_status end,
       case when t % 2 = 1 then start_date + interval '30 months' - interval '1 day' end
from let;
create temporary table months as
select l.*, m, (l.start_date + make_interval(months => m))::date as due from let l, generate_series(0, 29) m
where l.start_date + make_interval(months => m) <= current_date;
insert into charges (id, lease_id, property_id, kind, source_key, period, description, amount, currency, due_date)
select md5('rent' || t || '-' || m)::uuid, md5('lease' || t)::uuid, property_id, 'rent', 'rent:' || m,
       to_char(due, 'YYYY-MM'), 'Rent', rent, 'UGX'::currency, due from months
union all
select md5('water' || t || '-' || m)::uuid, md5('lease' || t)::uuid, property_id, 'utility', 'utility:' || m,
       to_char(due, 'YYYY-MM'), 'Water', 40000 + (t % 7) * 5000, 'UGX', due + 14 from months
union all
select md5('deposit' || t)::uuid, md5('lease' || t)::uuid, property_id, 'deposit', 'deposit:lease', null,
       'Deposit', rent, 'UGX', start_date from let;
create temporary table paid as
select * from months where not (t % 20 = 0 and m >= 26) and due + 20 <= current_date;
insert into payments (id, lease_id, tenant_id, property_id, landlord_id, amount, currency, method, provider,
                      provider_label, reference, idempotency_key, status, expires_at, settled_at)
select md5('pay' || t || '-' || m)::uuid, md5('lease' || t)::uuid, md5('tenant' || t)::uuid, property_id,
       '00000000-0000-4000-8000-000000000001',
       rent + 40000 + (t % 7) * 5000 + case when m = 0 then rent else 0 end, 'UGX', 'mobile_money', 'sandbox', 'MTN',
       'BR-' || t || '-' || m, 'bench-' || t || '-' || m, 'succeeded', due + 20, due + 20
from paid;
insert into allocations (payment_id, charge_id, amount)
select md5('pay' || t || '-' || m)::uuid, md5('rent' || t || '-' || m)::uuid, rent from paid
union all
select md5('pay' || t || '-' || m)::uuid, md5('water' || t || '-' || m)::uuid, 40000 + (t % 7) * 5000 from paid
union all
select md5('pay' || t || '-0')::uuid, md5('deposit' || t)::uuid, rent from paid where m = 0;
insert into expenses (landlord_id, property_id, unit_id, category, amount, spent_on, payee)
select '00000000-0000-4000-8000-000000000001', p, case when k = 1 then (p - 1) * 20 + 1 + m % 20 end,
       (array['repairs', 'wages', 'security']::expense_category[])[k], 100000 + k * 50000,
       (date_trunc('month', current_date) - make_interval(months => m))::date + 5, 'Payee'
from generate_series(1, 50) p, generate_series(0, 59) m, generate_series(1, 3) k;
analyze;
`;

await admin(`drop database if exists ${NAME}`);
await admin(`create database ${NAME}`);
const database = await openDatabase({ kind: "postgres", url });
try {
  await migrate(database);
  const seeded = performance.now();
  await database.db.execute(SEED);
  const counts = await database.db.execute(
    "select (select count(*) from charges) charges, (select count(*) from payments) payments, (select count(*) from allocations) allocations, (select count(*) from expenses) expenses",
  );
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, counts.rows[0]);
  const caller = { id: "00000000-0000-4000-8000-000000000001", role: "landlord" } as SessionUser;
  const deps = { db: database.db };
  const now = new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const fiveYears = { period: "month" as const, from: shift(month, -59), to: month };
  const byYear = { ...fiveYears, period: "year" as const };
  const cases: [string, () => Promise<unknown>][] = [
    ["income, 60 months", () => readIncome(deps, caller, fiveYears)],
    ["income, 5 years by year", () => readIncome(deps, caller, byYear)],
    ["income, 12 months, one property", () => readIncome(deps, caller, { period: "month", propertyId: 7 })],
    ["collection, 60 months", () => readCollection(deps, caller, fiveYears)],
    ["arrears today", () => readArrears(deps, caller, {})],
    ["arrears today, one property", () => readArrears(deps, caller, { propertyId: 7 })],
    ["occupancy, 60 months", () => readOccupancy(deps, caller, fiveYears)],
    ["maintenance, 60 months", () => readMaintenance(deps, caller, fiveYears)],
  ];
  console.log(`\n| report | p50 ms | p95 ms |\n| --- | ---: | ---: |`);
  for (const [name, run] of cases) {
    await run(); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
  }
} finally {
  await database.close();
  if (!process.env.KEEP) await admin(`drop database if exists ${NAME}`);
}

function shift(month: string, by: number) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}
