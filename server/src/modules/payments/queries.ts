import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentEvents, payments, receipts } from "../../db/schema";
import { notFound } from "../../platform/errors";

export type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_NOT_FOUND = "Payment not found.";
export const paymentNotFound = () => notFound(PAYMENT_NOT_FOUND, "PAYMENT_NOT_FOUND");

export type { TenantLease } from "../leases/queries";

export async function paymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/** The tenant's own payment by reference; anyone else's answers 404 (existence must not leak). */
export async function requireOwnPayment(db: DbOrTx, tenantId: string, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.tenantId, tenantId)))
    .limit(1);
  if (!row) throw paymentNotFound();
  return row;
}

export async function paymentByIdempotencyKey(db: DbOrTx, tenantId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Frees a derived key whose payment is no longer a repeat target (payments/idempotency.ts). */
export async function retireIdempotencyKey(db: DbOrTx, paymentId: string, key: string): Promise<void> {
  await db
    .update(payments)
    .set({ idempotencyKey: `retired:${paymentId}` })
    .where(and(eq(payments.id, paymentId), eq(payments.idempotencyKey, key)));
}

export async function receiptNumberOf(db: DbOrTx, paymentId: string): Promise<number | null> {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId))
    .limit(1);
  return row?.number ?? null;
}

/** What initiate stored for replays of the same idempotency key (the checkout URL, Stripe's client secret). */
export interface InitiateDetail {
  authorizationUrl?: string | null;
  clientSecret?: string | null;
  message?: string;
}

export async function recordEvent(
  db: DbOrTx,
  paymentId: string | null,
  source: (typeof paymentEvents.$inferInsert)["source"],
  status: string | null,
  detail?: string | InitiateDetail | null,
): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId,
    source,
    status,
    detail:
      detail == null ? null : typeof detail === "string" ? detail.slice(0, 1000) : JSON.stringify(detail),
  });
}

export async function initiateDetailOf(db: DbOrTx, paymentId: string): Promise<InitiateDetail> {
  const [row] = await db
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.source, "initiate")))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  if (!row?.detail) return {};
  try {
    return JSON.parse(row.detail) as InitiateDetail;
  } catch {
    return {};
  }
}
