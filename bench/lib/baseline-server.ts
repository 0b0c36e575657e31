// The minimal server bench/api-baseline.ts measures the app against: Fastify and a node-postgres Pool of 10, no
// ORM, no validation, no plugins, JSON replies of the rows. Each endpoint sends exactly the SQL the app sends
// (captured with log_statement = all), with the same parameters and the same round trips: what runs in
// parallel in the app (Promise.all over the pool) runs in parallel here. A statement is named (prepared once per
// connection) when the app names it: APP_PREPARES must follow the server's code. BASELINE_PREPARED=1 names every
// statement (what preparing all of them would buy).
import { createHash } from "node:crypto";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const prepareAll = process.env.BASELINE_PREPARED === "1";
/** The statements the app sends as named (prepared) ones: drizzle's .prepare(name). */
const APP_PREPARES = new Set([
  "session_lookup",
  "current_user",
  "tenant_lease_rent",
  "lease_ledger",
  "landlord_dashboard",
]);

async function q(name: string, text: string, values: unknown[]) {
  const named = prepareAll || APP_PREPARES.has(name);
  return (await pool.query(named ? { name, text, values } : { text, values })).rows;
}

const SQL = {
  session_lookup: `select "users"."id", "users"."role", "users"."locale", "sessions"."expires_at", "sessions"."last_seen_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2) limit $3`,
  session_seen: `update "sessions" set "last_seen_at" = $1 where "sessions"."token_hash" = $2`,
  current_user: `select "users"."id", "users"."role", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "users"."profile_image_url", "users"."is_demo", "users"."locale", "users"."national_id_photo_key" is not null, "properties"."id", "properties"."name", "units"."unit_number", (select count(*) from "passkeys" where "passkeys"."user_id" = "users"."id") from "users" left join "leases" on ("leases"."tenant_id" = "users"."id" and "leases"."status" = $1) left join "units" on "units"."id" = "leases"."unit_id" left join "properties" on "properties"."id" = "leases"."property_id" where "users"."id" = $2 limit $3`,
  tenant_lease_rent: `select "leases"."id", "leases"."property_id", "properties"."name", "leases"."unit_id", "units"."unit_number", "properties"."landlord_id", "users"."first_name" || ' ' || "users"."last_name", "leases"."monthly_rent", "leases"."currency", "leases"."start_date", "leases"."end_date", "leases"."payment_reference", "payout"."bank_name", "payout"."bank_account_number", "payout"."bank_account_name", "payout"."bank_branch", "payout"."mobile_money_number" from "leases" inner join "units" on "units"."id" = "leases"."unit_id" inner join "properties" on "properties"."id" = "leases"."property_id" inner join "users" on "users"."id" = "properties"."landlord_id" left join lateral (select "bank_name", "bank_account_number", "bank_account_name", "bank_branch", "mobile_money_number" from "payout_accounts" where ("payout_accounts"."property_id" = "leases"."property_id" or ("payout_accounts"."landlord_id" = "properties"."landlord_id" and "payout_accounts"."property_id" is null)) order by "payout_accounts"."property_id" is null limit $1) "payout" on true where ("leases"."tenant_id" = $2 and "leases"."status" = $3) order by "leases"."created_at" desc limit $4`,
  lease_ledger: `select r.lease_id, r.charge_id, r.due_date, r.amount, r.allocated from (select "charges"."lease_id" as lease_id, "charges"."id" as charge_id, "charges"."due_date" as due_date,
          "charges"."amount" as amount, coalesce(sum("allocations"."amount"), 0) as allocated
        from "charges" left join "allocations" on "allocations"."charge_id" = "charges"."id"
        where "charges"."lease_id" = any($1) group by "charges"."id"
      union all
        select "payments"."lease_id", null, null, coalesce(sum("payments"."amount"), 0), 0 from "payments"
        where "payments"."lease_id" = any($2) and "payments"."status" = 'succeeded'
        group by "payments"."lease_id") as r`,
  landlord_dashboard: `select d.requested_id, d.dashboard from (
with target as (
  select coalesce($1::int, (select "landlord_profiles"."selected_property_id" from "landlord_profiles"
    where "landlord_profiles"."user_id" = $2::uuid)) as id
),
"p" as (
  select "properties".* from "properties"
  where "properties"."id" = (select id from target)
    and "properties"."landlord_id" = $3::uuid and "properties"."status" = 'active'
),
active as (
  select "leases"."id" as id, "leases"."currency" as currency, "leases"."monthly_rent" as monthly_rent
  from "leases" where "leases"."property_id" = (select id from "p") and "leases"."status" = 'active'
),
-- Each active lease as computeStanding sees it on today: dueOutstanding, the open amounts of the charges due by
-- today; overdue, a charge past its due date still open of which nothing is allocated.
standing as (
  select a.id, a.currency, a.monthly_rent,
    coalesce(sum(greatest(c.amount - c.allocated, 0)), 0) as due_outstanding,
    coalesce(bool_or(c.due_date < $4::date and c.amount > c.allocated and c.allocated <= 0), false) as overdue
  from active a
  left join lateral (
    select "charges"."amount" as amount, "charges"."due_date" as due_date,
      coalesce((select sum("allocations"."amount") from "allocations"
        where "allocations"."charge_id" = "charges"."id"), 0) as allocated
    from "charges" where "charges"."lease_id" = a.id and "charges"."due_date" <= $5::date
  ) c on true
  group by a.id, a.currency, a.monthly_rent
),
rent as (
  select currency, sum(monthly_rent) as expected, sum(due_outstanding) as outstanding,
    count(*) filter (where overdue) as overdue
  from standing group by currency
),
received as (
  select "payments"."currency" as currency, sum("payments"."amount") as amount from "payments"
  where "payments"."property_id" = (select id from "p") and "payments"."status" = 'succeeded'
    and "payments"."settled_at" >= $6::timestamptz and "payments"."settled_at" < $7::timestamptz
  group by "payments"."currency"
)
select (select id from target) as requested_id, (select json_build_object(
  'property', json_build_object(
    'id', "p"."id", 'name', "p".name, 'location', "p".location, 'description', "p".description,
    'propertyType', "p".property_type, 'amenities', "p".amenities, 'imageUrl', "p".image_url,
    'listed', "p".listed, 'createdAt', floor(extract(epoch from "p".created_at) * 1000),
    'updatedAt', floor(extract(epoch from "p".updated_at) * 1000)),
  'photos', coalesce((select json_agg(json_build_object('id', "property_photos"."id",
      'propertyId', "property_photos"."property_id", 'width', "property_photos"."width",
      'height', "property_photos"."height") order by "property_photos"."position", "property_photos"."id")
    from "property_photos" where "property_photos"."property_id" = "p"."id"), '[]'::json),
  'unitTypes', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name,
      'bedrooms', t.bedrooms, 'bathrooms', t.bathrooms, 'sqft', t.sqft, 'rentPrice', t.rent_amount,
      'rentCurrency', t.rent_currency, 'quantity', t.quantity) order by t.id)
    from (select "unit_types".*, (select count(*) from "units" where "units"."unit_type_id" = "unit_types"."id")
      as quantity from "unit_types" where "unit_types"."property_id" = "p"."id") t), '[]'::json),
  'payout', (select json_build_object('bankName', "payout_accounts"."bank_name",
      'bankAccountNumber', "payout_accounts"."bank_account_number",
      'bankAccountName', "payout_accounts"."bank_account_name", 'bankBranch', "payout_accounts"."bank_branch",
      'mobileMoneyNumber', "payout_accounts"."mobile_money_number",
      'mobileMoneyProvider', "payout_accounts"."mobile_money_provider",
      'updatedAt', floor(extract(epoch from "payout_accounts"."updated_at") * 1000))
    from "payout_accounts" where "payout_accounts"."property_id" = "p"."id" limit 1),
  'totalUnits', (select count(*) from "units" where "units"."property_id" = "p"."id"),
  -- A pending or active lease occupies its unit (one per unit by the leases_unit_current_key index).
  'occupiedUnits', (select count(*) from "leases"
    where "leases"."property_id" = "p"."id" and "leases"."status" <> 'ended'),
  'hasHistory', (exists (select 1 from "leases" where "leases"."property_id" = "p"."id")
    or exists (select 1 from "charges" where "charges"."property_id" = "p"."id")
    or exists (select 1 from "payments" where "payments"."property_id" = "p"."id")),
  'maintenance', (select count(*) from "maintenance_requests"
    where "maintenance_requests"."property_id" = "p"."id" and "maintenance_requests"."status" in ($8, $9, $10)),
  'applications', (select count(*) from "rental_applications"
    where "rental_applications"."property_id" = "p"."id" and "rental_applications"."status" = 'pending'),
  -- By landlord and status first: the payments_landlord_status_idx index.
  'paymentsToVerify', (select count(*) from "payments"
    where "payments"."landlord_id" = "p".landlord_id and "payments"."status" = 'verifying'
      and "payments"."property_id" = "p"."id"),
  'rent', coalesce((select json_agg(json_build_object('currency', currency, 'expected', expected,
      'outstanding', outstanding, 'overdue', overdue)) from rent), '[]'::json),
  'received', coalesce((select json_agg(json_build_object('currency', currency, 'amount', amount))
    from received), '[]'::json),
  'activity', coalesce((select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'message', e.message,
      'createdAt', floor(extract(epoch from e.created_at) * 1000)) order by e.created_at desc, e.id desc)
    from (select "activity_log"."id" as id, "activity_log"."kind" as kind, "activity_log"."message" as message,
        "activity_log"."created_at" as created_at
      from "activity_log" where "activity_log"."property_id" = "p"."id"
      order by "activity_log"."created_at" desc, "activity_log"."id" desc limit 10) e),
    '[]'::json)
) from "p") as dashboard) as d`,
};

const QUARTER_HOUR_MS = 15 * 60_000;

/** The session cookie's user, as the app's onRequest hook finds it; replies 401/403 itself otherwise. */
async function caller(req: FastifyRequest, reply: FastifyReply, role: string) {
  const token = /(?:^|;\s*)nyumba_session=([^;]*)/.exec(req.headers.cookie ?? "")?.[1];
  const now = new Date();
  const hash = token && createHash("sha256").update(token).digest("hex");
  const [user] = hash ? await q("session_lookup", SQL.session_lookup, [hash, now, 1]) : [];
  if (!user) return void reply.code(401).send({ message: "Sign in first" });
  if (now.getTime() - user.last_seen_at.getTime() > QUARTER_HOUR_MS)
    await q("session_seen", SQL.session_seen, [now, hash]);
  if (user.role !== role) return void reply.code(403).send({ message: "Forbidden" });
  return user as { id: string };
}

/** The current Kampala (UTC+3, no daylight saving) day and month, as the app's kampalaToday and kampalaMonthRange. */
function kampala(): { today: string; from: Date; to: Date } {
  const k = new Date(Date.now() + 3 * 3600_000);
  const start = Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), 1) - 3 * 3600_000;
  const end = Date.UTC(k.getUTCFullYear(), k.getUTCMonth() + 1, 1) - 3 * 3600_000;
  return { today: k.toISOString().slice(0, 10), from: new Date(start), to: new Date(end) };
}

const app = Fastify();

app.get("/api/health", async () => ({ ok: true }));

app.get("/api/auth/user", async (req, reply) => {
  const user = await caller(req, reply, "tenant");
  if (!user) return reply;
  const [row] = await q("current_user", SQL.current_user, ["active", user.id, 1]);
  return row;
});

app.get("/api/rent/summary", async (req, reply) => {
  const user = await caller(req, reply, "tenant");
  if (!user) return reply;
  const [lease] = await q("tenant_lease_rent", SQL.tenant_lease_rent, [1, user.id, "active", 1]);
  if (!lease) return reply.code(404).send({ code: "NO_LEASE" });
  const ledger = await q("lease_ledger", SQL.lease_ledger, [[lease.id], [lease.id]]);
  return { lease, ledger };
});

app.get("/api/landlord/dashboard", async (req, reply) => {
  const user = await caller(req, reply, "landlord");
  if (!user) return reply;
  const id = Number((req.query as { propertyId?: string }).propertyId);
  const { today, from, to } = kampala();
  const [row] = await q("landlord_dashboard", SQL.landlord_dashboard, [
    id,
    user.id,
    user.id,
    today,
    today,
    from.toISOString(),
    to.toISOString(),
    "open",
    "scheduled",
    "in_progress",
  ]);
  if (!row?.dashboard) return reply.code(404).send({ code: "NOT_FOUND" });
  return row;
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
// A clean exit on SIGTERM, so that node --cpu-prof writes its profile.
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
