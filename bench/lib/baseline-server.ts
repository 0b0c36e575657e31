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
const APP_PREPARES = new Set(["session_lookup"]);

async function q(name: string, text: string, values: unknown[]) {
  const named = prepareAll || APP_PREPARES.has(name);
  return (await pool.query(named ? { name, text, values } : { text, values })).rows;
}

const SQL = {
  session_lookup: `select "users"."id", "users"."role", "users"."locale", "sessions"."expires_at", "sessions"."last_seen_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2) limit $3`,
  session_seen: `update "sessions" set "last_seen_at" = $1 where "sessions"."token_hash" = $2`,
  current_user: `select "users"."id", "users"."role", "users"."first_name", "users"."last_name", "users"."email", "users"."phone", "users"."profile_image_url", "users"."is_demo", "users"."locale", "users"."national_id_photo_key" is not null, "properties"."id", "properties"."name", "units"."unit_number", (select count(*) from "passkeys" where "passkeys"."user_id" = "users"."id") from "users" left join "leases" on ("leases"."tenant_id" = "users"."id" and "leases"."status" = $1) left join "units" on "units"."id" = "leases"."unit_id" left join "properties" on "properties"."id" = "leases"."property_id" where "users"."id" = $2 limit $3`,
  tenant_lease: `select "leases"."id", "leases"."property_id", "properties"."name", "leases"."unit_id", "units"."unit_number", "properties"."landlord_id", "users"."first_name" || ' ' || "users"."last_name", "leases"."monthly_rent", "leases"."currency", "leases"."start_date", "leases"."end_date" from "leases" inner join "units" on "units"."id" = "leases"."unit_id" inner join "properties" on "properties"."id" = "leases"."property_id" inner join "users" on "users"."id" = "properties"."landlord_id" where ("leases"."tenant_id" = $1 and "leases"."status" = $2) order by "leases"."created_at" desc limit $3`,
  charges_allocated: (n: number) =>
    `select "charges"."lease_id", "charges"."id", "charges"."due_date", "charges"."amount", coalesce(sum("allocations"."amount"), 0) from "charges" left join "allocations" on "allocations"."charge_id" = "charges"."id" where "charges"."lease_id" in (${params(1, n)}) group by "charges"."id"`,
  paid_totals: (n: number) =>
    `select "lease_id", coalesce(sum("amount"), 0) from "payments" where ("payments"."lease_id" in (${params(1, n)}) and "payments"."status" = $${n + 1}) group by "payments"."lease_id"`,
  payment_reference: `select "payment_reference" from "leases" where "leases"."id" = $1 limit $2`,
  payout_account: `select "id", "landlord_id", "property_id", "bank_name", "bank_account_number", "bank_account_name", "bank_branch", "mobile_money_number", "mobile_money_provider", "flutterwave_subaccount_id", "updated_at" from "payout_accounts" where ("payout_accounts"."property_id" = $1 or ("payout_accounts"."landlord_id" = $2 and "payout_accounts"."property_id" is null))`,
  owned_property: `select "id", "landlord_id", "name", "location", "description", "property_type", "amenities", "image_url", "status", "listed", "created_at", "updated_at" from "properties" where ("properties"."id" = $1 and "properties"."landlord_id" = $2 and "properties"."status" = $3) limit $4`,
  property_figures: `select "id", (select count(*) from "units" where "property_id" = "properties"."id"), (select count(*) from "leases"
	        where "property_id" = "properties"."id" and "status" <> 'ended'), (exists (select 1 from "leases" where "property_id" = "properties"."id")
	        or exists (select 1 from "charges" where "property_id" = "properties"."id")
	        or exists (select 1 from "payments" where "property_id" = "properties"."id")) from "properties" where "properties"."id" in ($1)`,
  property_payouts: `select "id", "landlord_id", "property_id", "bank_name", "bank_account_number", "bank_account_name", "bank_branch", "mobile_money_number", "mobile_money_provider", "flutterwave_subaccount_id", "updated_at" from "payout_accounts" where ("payout_accounts"."property_id" in ($1) and "payout_accounts"."property_id" is not null)`,
  unit_types: `select "unit_types"."property_id", "unit_types"."id", "unit_types"."name", "unit_types"."bedrooms", "unit_types"."bathrooms", "unit_types"."sqft", "unit_types"."rent_amount", "unit_types"."rent_currency", count("units"."id") from "unit_types" left join "units" on "units"."unit_type_id" = "unit_types"."id" where "unit_types"."property_id" in ($1) group by "unit_types"."id" order by "unit_types"."id" asc`,
  photos: `select "id", "property_id", "width", "height" from "property_photos" where "property_photos"."property_id" in ($1) order by "property_photos"."property_id" asc, "property_photos"."position" asc, "property_photos"."id" asc`,
  active_leases: `select "id", "start_date", "end_date", "monthly_rent", "currency" from "leases" where ("leases"."property_id" = $1 and "leases"."status" = $2)`,
  activity: `select "id", "kind", "message", "created_at" from "activity_log" where "activity_log"."property_id" = $1 order by "activity_log"."created_at" desc, "activity_log"."id" desc limit $2`,
  waiting: `select (select count(*) from "maintenance_requests"
	        where "property_id" = "properties"."id"
	          and "maintenance_requests"."status" in ($1, $2, $3)), (select count(*) from "rental_applications"
	        where "property_id" = "properties"."id"
	          and "status" = 'pending'), (select count(*) from "payments"
	        where "landlord_id" = "properties"."landlord_id" and "status" = 'verifying'
	          and "property_id" = "properties"."id") from "properties" where "properties"."id" = $4`,
  received: `select "currency", coalesce(sum("amount"), 0) from "payments" where ("payments"."property_id" = $1 and "payments"."status" = $2 and "payments"."settled_at" >= $3 and "payments"."settled_at" < $4) group by "payments"."currency"`,
};

function params(from: number, n: number) {
  return Array.from({ length: n }, (_, i) => `$${from + i}`).join(", ");
}

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

/** The current Kampala (UTC+3, no daylight saving) month as UTC instants, as the app's kampalaMonthRange. */
function kampalaMonth(): [Date, Date] {
  const k = new Date(Date.now() + 3 * 3600_000);
  const start = Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), 1) - 3 * 3600_000;
  const end = Date.UTC(k.getUTCFullYear(), k.getUTCMonth() + 1, 1) - 3 * 3600_000;
  return [new Date(start), new Date(end)];
}

async function standings(ids: string[]) {
  const [charges, paid] = await Promise.all([
    q(`charges_allocated_${ids.length}`, SQL.charges_allocated(ids.length), ids),
    q(`paid_totals_${ids.length}`, SQL.paid_totals(ids.length), [...ids, "succeeded"]),
  ]);
  return { charges, paid };
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
  const [lease] = await q("tenant_lease", SQL.tenant_lease, [user.id, "active", 1]);
  if (!lease) return reply.code(404).send({ code: "NO_LEASE" });
  const [standing, payout, [reference]] = await Promise.all([
    standings([lease.id]),
    q("payout_account", SQL.payout_account, [lease.property_id, lease.landlord_id]),
    q("payment_reference", SQL.payment_reference, [lease.id, 1]),
  ]);
  return { lease, standing, payout, reference };
});

app.get("/api/landlord/dashboard", async (req, reply) => {
  const user = await caller(req, reply, "landlord");
  if (!user) return reply;
  const id = Number((req.query as { propertyId?: string }).propertyId);
  const [property] = await q("owned_property", SQL.owned_property, [id, user.id, "active", 1]);
  if (!property) return reply.code(404).send({ code: "NOT_FOUND" });
  const [figures, types, payouts, photos, active, [waiting], activity] = await Promise.all([
    q("property_figures", SQL.property_figures, [id]),
    q("unit_types", SQL.unit_types, [id]),
    q("property_payouts", SQL.property_payouts, [id]),
    q("photos", SQL.photos, [id]),
    q("active_leases", SQL.active_leases, [id, "active"]),
    q("waiting", SQL.waiting, ["open", "scheduled", "in_progress", id]),
    q("activity", SQL.activity, [id, 10]),
  ]);
  const [received, standing] = await Promise.all([
    q("received", SQL.received, [id, "succeeded", ...kampalaMonth()]),
    active.length ? standings(active.map((l) => l.id)) : null,
  ]);
  return { property, figures, types, payouts, photos, active, waiting, activity, received, standing };
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
// A clean exit on SIGTERM, so that node --cpu-prof writes its profile.
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
