import { and, asc, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client";
import { leases, paymentProofs, payments, properties, units, users } from "../../../db/schema";
import type { NewPaymentRow, PaymentRow } from "./index";

/** SQL of proofs of payments made outside the app: the tenant's upload, the landlord's queue and decision. */

export type NewProofRow = typeof paymentProofs.$inferInsert;
export type ProofRow = typeof paymentProofs.$inferSelect;

/**
 * Inserts the 'verifying' payment and its proof once per (tenant, idempotency key); null when the key was used
 * (the caller answers with that payment).
 */
export async function insertProofOnce(
  tx: Tx,
  payment: NewPaymentRow,
  proof: Omit<NewProofRow, "paymentId">,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .insert(payments)
    .values(payment)
    .onConflictDoNothing({ target: [payments.tenantId, payments.idempotencyKey] })
    .returning();
  if (!row) return null;
  await tx.insert(paymentProofs).values({ ...proof, paymentId: row.id });
  return row;
}

/** The proof's files, for the tenant who sent it or the landlord it was sent to; null for anyone else. */
export async function proofFileKeys(db: DbOrTx, paymentId: string, userId: string) {
  const [row] = await db
    .select({ fileKey: paymentProofs.fileKey, thumbKey: paymentProofs.thumbKey })
    .from(paymentProofs)
    .innerJoin(payments, eq(payments.id, paymentProofs.paymentId))
    .where(
      and(
        eq(paymentProofs.paymentId, paymentId),
        sql`(${payments.tenantId} = ${userId} or ${payments.landlordId} = ${userId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

const QUEUE_LIMIT = 50;

/** The landlord's proofs waiting for a decision in one property, oldest first (at most 50), and how many. */
export async function verifyingProofs(db: DbOrTx, landlordId: string, propertyId: number) {
  const where = and(
    eq(payments.landlordId, landlordId),
    eq(payments.status, "verifying"),
    eq(payments.propertyId, propertyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        paymentId: payments.id,
        leaseId: payments.leaseId,
        firstName: users.firstName,
        lastName: users.lastName,
        unitNumber: units.unitNumber,
        propertyName: properties.name,
        amount: payments.amount,
        currency: payments.currency,
        method: payments.method,
        bank: paymentProofs.bank,
        reference: paymentProofs.tenantReference,
        leaseReference: leases.paymentReference,
        paidOn: paymentProofs.paidOn,
        submittedAt: payments.createdAt,
        contentType: paymentProofs.contentType,
      })
      .from(payments)
      .innerJoin(paymentProofs, eq(paymentProofs.paymentId, payments.id))
      .innerJoin(leases, eq(leases.id, payments.leaseId))
      .innerJoin(units, eq(units.id, leases.unitId))
      .innerJoin(properties, eq(properties.id, payments.propertyId))
      .innerJoin(users, eq(users.id, payments.tenantId))
      .where(where)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(QUEUE_LIMIT),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Leases (of `leaseIds`) that had a payment of the same amount credited between the two dates: a proof of one of
 * them may be the same money (shown to the landlord as a warning, not refused).
 */
export async function leasesWithSimilarCredit(
  db: DbOrTx,
  items: { leaseId: string; amount: number; paymentId: string }[],
  from: Date,
  to: Date,
): Promise<Set<string>> {
  if (!items.length) return new Set();
  const rows = await db
    .select({ leaseId: payments.leaseId, amount: payments.amount, id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.leaseId, [...new Set(items.map((i) => i.leaseId))]),
        eq(payments.status, "succeeded"),
        gte(payments.settledAt, from),
        lte(payments.settledAt, to),
      ),
    );
  const found = new Set<string>();
  for (const i of items) {
    if (rows.some((r) => r.leaseId === i.leaseId && r.amount === i.amount && r.id !== i.paymentId))
      found.add(i.paymentId);
  }
  return found;
}

/** The payment and its proof, locked, if it is the landlord's; null otherwise. */
export async function lockLandlordProof(tx: Tx, landlordId: string, paymentId: string) {
  const [row] = await tx
    .select({ payment: payments, proof: paymentProofs })
    .from(payments)
    .innerJoin(paymentProofs, eq(paymentProofs.paymentId, payments.id))
    .where(and(eq(payments.id, paymentId), eq(payments.landlordId, landlordId)))
    .for("update", { of: payments });
  return row ?? null;
}

/** Records the landlord's decision on a proof. */
export async function decideProof(
  tx: Tx,
  paymentId: string,
  decision: { decidedBy: string; rejectReason?: string },
): Promise<void> {
  await tx
    .update(paymentProofs)
    .set({
      decidedBy: decision.decidedBy,
      decidedAt: new Date(),
      rejectReason: decision.rejectReason ?? null,
    })
    .where(eq(paymentProofs.paymentId, paymentId));
}

/** Moves a 'verifying' payment to its final state; null when it is not verifying any more. */
export async function settleVerifying(
  tx: Tx,
  paymentId: string,
  change: { status: "succeeded" | "failed"; settledAt: Date; failureReason?: string },
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ ...change, failureReason: change.failureReason ?? null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "verifying")))
    .returning();
  return row ?? null;
}
