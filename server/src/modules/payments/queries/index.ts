import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { leases, paymentEvents, paymentProofs, payments, receipts, units, users } from "../../../db/schema";
import { logFailure } from "../../../platform/http/request-context";
import { afterCursor, type Keyset, keysetAt } from "../../notifications";

/** All SQL of the payments module: payments, their events, and the lists of them. */

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatus = PaymentRow["status"];

export type { TenantLease } from "../../leases";

export async function paymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/** The tenant's own payment by reference; null for anyone else's (its existence must not leak). */
export async function ownPaymentByReference(db: DbOrTx, tenantId: string, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The tenant's own card payment by id; null for any other. */
export async function ownCardPayment(db: DbOrTx, tenantId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.tenantId, tenantId), eq(payments.method, "card")))
    .limit(1);
  return row ?? null;
}

export async function paymentByIdempotencyKey(db: DbOrTx, tenantId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Inserts the payment unless (tenant, idempotency key) exists already: then null. */
export async function insertPaymentOnce(db: DbOrTx, values: NewPaymentRow): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.tenantId, payments.idempotencyKey] })
    .returning();
  return row ?? null;
}

/** Frees a derived key whose payment is no longer a repeat target (payments/service/idempotency.ts). */
export async function retireIdempotencyKey(db: DbOrTx, paymentId: string, key: string): Promise<void> {
  await db
    .update(payments)
    .set({ idempotencyKey: `retired:${paymentId}` })
    .where(and(eq(payments.id, paymentId), eq(payments.idempotencyKey, key)));
}

/** Keeps the provider's id of the payment unless one is kept already; the row when it was set. */
export async function setProviderReference(db: DbOrTx, paymentId: string, providerReference: string) {
  const [row] = await db
    .update(payments)
    .set({ providerReference })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerReference)))
    .returning();
  return row ?? null;
}

/** Fails the payment if it is still pending; the row when it did. */
export async function failPendingPayment(db: DbOrTx, paymentId: string, failureReason: string) {
  const [row] = await db
    .update(payments)
    .set({ status: "failed", failureReason, settledAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return row ?? null;
}

/** Locks the payment's row for the rest of the transaction. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row ?? null;
}

/** Writes a settled payment's final state (the row must be locked). */
export async function updatePayment(
  tx: Tx,
  paymentId: string,
  change: Partial<
    Pick<NewPaymentRow, "status" | "failureReason" | "settledAt" | "platformFee" | "providerReference">
  >,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(change).where(eq(payments.id, paymentId)).returning();
  return row!;
}

/** Pending payments created before `before`, oldest first. */
export async function pendingPaymentsBefore(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ reference: payments.reference, expiresAt: payments.expiresAt })
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function receiptNumberOf(db: DbOrTx, paymentId: string): Promise<number | null> {
  const [row] = await db
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId))
    .limit(1);
  return row?.number ?? null;
}

/** A user's name as shown ("Robert Ssentongo"); null for an unknown id. */
export async function userName(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : null;
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
  } catch (err) {
    // The replay still answers (without the checkout URL or secret); the row is for someone to look at.
    logFailure(err, "payments: the stored initiate detail is not JSON", { paymentId });
    return {};
  }
}

/** The tenant's own payments, newest first, with their receipt numbers. */
export async function tenantPaymentRows(db: DbOrTx, tenantId: string, limit: number) {
  return tenantPaymentsStatement(db).execute({ tenantId, limit });
}

const tenantPaymentsStatement = preparedPerDb((db) =>
  db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      method: payments.providerLabel,
      description: payments.description,
      reference: payments.reference,
      receiptNumber: receipts.number,
      note: paymentProofs.rejectReason,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .leftJoin(paymentProofs, eq(paymentProofs.paymentId, payments.id))
    .where(eq(payments.tenantId, sql.placeholder("tenantId")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(sql.placeholder("limit"))
    .prepare("tenant_payments"),
);

export interface LandlordPaymentFilter {
  landlordId: string;
  propertyId: number;
  status?: PaymentStatus;
  /** Created in [from, to). */
  created?: { from: Date; to: Date };
  after?: Keyset;
}

/**
 * One property's payments for its landlord, newest first, after the cursor; `limit` rows at most, each with
 * its tenant, unit, method, who received it (recorded payments), receipt number and keyset position.
 */
export async function landlordPaymentRows(db: DbOrTx, f: LandlordPaymentFilter, limit: number) {
  if (!f.status && !f.created && !f.after)
    return landlordFirstPage(db).execute({ landlordId: f.landlordId, propertyId: f.propertyId, limit });
  const where: SQL[] = [eq(payments.propertyId, f.propertyId), eq(payments.landlordId, f.landlordId)];
  if (f.status) where.push(eq(payments.status, f.status));
  if (f.created) where.push(gte(payments.createdAt, f.created.from), lt(payments.createdAt, f.created.to));
  if (f.after) where.push(afterCursor(payments.createdAt, payments.id, f.after));
  return landlordPaymentsStatement(db, where).limit(limit);
}

const landlordPaymentsStatement = (db: DbOrTx, where: SQL[]) =>
  db
    .select({
      id: payments.id,
      firstName: users.firstName,
      lastName: users.lastName,
      unitNumber: units.unitNumber,
      amount: payments.amount,
      currency: payments.currency,
      platformFee: payments.platformFee,
      method: payments.providerLabel,
      provider: payments.provider,
      paymentMethod: payments.method,
      receivedBy: payments.receivedBy,
      status: payments.status,
      createdAt: payments.createdAt,
      reference: payments.reference,
      receiptNumber: receipts.number,
      keysetAt: keysetAt(payments.createdAt),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.tenantId))
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(and(...where))
    .orderBy(desc(payments.createdAt), desc(payments.id));

/** The payments screen as it opens (no filter, no cursor): prepared. */
const landlordFirstPage = preparedPerDb((db) =>
  landlordPaymentsStatement(db, [
    eq(payments.propertyId, sql.placeholder("propertyId")),
    eq(payments.landlordId, sql.placeholder("landlordId")),
  ])
    .limit(sql.placeholder("limit"))
    .prepare("landlord_payments_first_page"),
);
