import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { addMonths, kampalaToday } from "../../../common/kampala-calendar";
import type { mobileMoneyTransferInput } from "../../../common/schemas/rent";
import { loadConfig } from "../config";
import type { Db } from "../db/client";
import { landlordProfiles, leases, paymentEvents, payments, payoutAccounts } from "../db/schema";
import type { SettleDeps, SettleSource } from "../modules/payments/service/settle";
import { generateRentCharges } from "../modules/rent/charges";
import { leaseStanding } from "../modules/tenancy/ledger";
import type { PaymentProvider } from "../platform/payments/provider";
import { createPaymentProviders } from "../platform/payments/registry";
import { clientFor, makeLandlord, makeProperty, makeTenant } from "./lease-factories";
import type { TestApp } from "./test-app";
import type { TestClient } from "./test-client";

/** Payment test helpers: a tenant with an active lease and rent charges, and the calls of the payment flow. */

const unique = () => randomBytes(4).toString("hex");

/** A date `days` days before `date` ('YYYY-MM-DD'). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export interface RentSetupOptions {
  monthlyRent?: number;
  currency?: "UGX" | "USD";
  /** How many monthly charges are already due (default 1: one month's rent, due 5 days ago). */
  monthsDue?: number;
  /** A payout account for the landlord (default true). */
  payout?: boolean;
  tenantPhone?: string;
}

/**
 * A landlord with a property (selected), a tenant with an active lease in unit 1A whose rent charges are
 * generated up to today, and signed-in clients for both.
 */
export async function rentSetup(t: TestApp, opts: RentSetupOptions = {}) {
  const world = await makeRentWorld(t.database.db, opts);
  const tenantClient = await clientFor(t, world.tenant.id);
  const landlordClient = await clientFor(t, world.landlord.id);
  return { ...world, tenantClient, landlordClient };
}

/** rentSetup's rows, made straight in the database (a server started on it afterwards serves them). */
export async function makeRentWorld(db: Db, opts: RentSetupOptions = {}) {
  const today = kampalaToday();
  const monthlyRent = opts.monthlyRent ?? 1_500_000;
  const landlord = await makeLandlord(db, { firstName: "Robert", lastName: "Ssentongo" });
  const { property, units } = await makeProperty(db, landlord.id, { name: `Kampala Heights ${unique()}` });
  await db
    .update(landlordProfiles)
    .set({ selectedPropertyId: property.id })
    .where(eq(landlordProfiles.userId, landlord.id));
  if (opts.payout !== false) {
    await db.insert(payoutAccounts).values({
      landlordId: landlord.id,
      propertyId: null,
      bankName: "Stanbic Bank Uganda",
      bankAccountNumber: "9030012345678",
      bankAccountName: "Ssentongo Properties Ltd",
      mobileMoneyNumber: "+256772100200",
      mobileMoneyProvider: "MTN Mobile Money",
    });
  }
  const tenant = await makeTenant(db, {
    firstName: "Amina",
    lastName: "Nakitto",
    phone: opts.tenantPhone ?? `+25677${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
  });
  // The first charge is due a month after the start: start it (monthsDue) months and 5 days ago.
  const startDate = addMonths(daysBefore(today, 5), -(opts.monthsDue ?? 1));
  const [lease] = await db
    .insert(leases)
    .values({
      propertyId: property.id,
      unitId: units[0]!.id,
      tenantId: tenant.id,
      startDate,
      endDate: addMonths(startDate, 12),
      monthlyRent,
      currency: opts.currency ?? "UGX",
      deposit: monthlyRent,
      status: "active",
    })
    .returning();
  await generateRentCharges(db, { today, leaseId: lease!.id });
  return { landlord, property, units, tenant, lease: lease!, today };
}
export type RentSetup = Awaited<ReturnType<typeof rentSetup>>;

type MomoInput = z.output<typeof mobileMoneyTransferInput>;

/** A valid mobile money transfer body (MTN, a fresh idempotency key). */
export function momoBody(overrides: Partial<MomoInput> = {}): MomoInput {
  return {
    phoneNumber: "0772 123 456",
    provider: "MTN Mobile Money",
    accountName: "Amina Nakitto",
    idempotencyKey: `key-${unique()}-${unique()}`,
    ...overrides,
  };
}

/** Starts a mobile money payment and returns the answer's body (throws unless 200). */
export async function startMomo(client: TestClient, overrides: Partial<MomoInput> = {}) {
  const res = await client.post("/api/direct-mobile-money-transfer", momoBody(overrides));
  if (res.status !== 200) throw new Error(`transfer ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as {
    success: boolean;
    reference: string;
    authorization_url: string | null;
    message: string;
  };
}

/** The payer presses a button on the sandbox page (a urlencoded form post, like the browser's). */
export function sandboxPost(
  t: TestApp,
  reference: string,
  action: "approve" | "decline",
  form: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: `/pay/sandbox/${reference}/${action}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function paymentRow(db: Db, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row!;
}

/** Reads `read` until `done` holds for its answer (work in the background), failing after `timeoutMs`. */
async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the payment leaves pending (the sandbox settles a moment after the payer's decision). */
export function waitForSettled(db: Db, reference: string, timeoutMs = 5000) {
  return readUntil(
    () => paymentRow(db, reference),
    (row) => row.status !== "pending",
    `payment ${reference} still pending`,
    timeoutMs,
  );
}

/**
 * Waits until the payment has `count` events from `source`. Every settle records one event, so this is the
 * moment the settles that provider callbacks started in the background are done.
 */
export function waitForEvents(
  db: Db,
  reference: string,
  source: SettleSource,
  count: number,
  timeoutMs = 5000,
) {
  return readUntil(
    async () => {
      const { id } = await paymentRow(db, reference);
      const rows = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, id), eq(paymentEvents.source, source)));
      return rows.length;
    },
    (n) => n >= count,
    `payment ${reference} has fewer than ${count} ${source} events`,
    timeoutMs,
  );
}

/** The app's dependencies for calling services directly (settlePayment, the reconcile job) in tests. */
export async function depsOf(t: TestApp, overrides: Partial<SettleDeps> = {}): Promise<SettleDeps> {
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000" });
  const db = t.database.db;
  return { config, db, payments: await createPaymentProviders(config, { db }), ...overrides };
}

export const standingOf = (db: Db, leaseId: string) => leaseStanding(db, leaseId, kampalaToday());

/** The deps with the sandbox's status() replaced (a provider that answers what the test wants). */
export function withSandboxStatus(deps: SettleDeps, status: PaymentProvider["status"]): SettleDeps {
  const real = deps.payments.byName("sandbox")!;
  const stub: PaymentProvider = { ...real, status };
  return {
    ...deps,
    payments: {
      mobileMoney: stub,
      card: stub,
      byName: (name) => (name === "sandbox" ? stub : deps.payments.byName(name)),
    },
  };
}
