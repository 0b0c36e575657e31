import { and, asc, eq, min, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client";
import {
  allocations,
  charges,
  landlordProfiles,
  leases,
  payments,
  properties,
  receiptCounters,
  receipts,
  units,
  users,
} from "../../../db/schema";

/** The SQL of receipts: gap-free numbers per landlord, who may read one, and what it shows. */

const receiptColumns = {
  id: receipts.id,
  number: receipts.number,
  landlordId: receipts.landlordId,
  issuedAt: receipts.issuedAt,
};

/** Locks the payment's row and reads what a receipt needs of it; null for an unknown id. */
export async function lockPaymentForReceipt(tx: DbOrTx, paymentId: string) {
  const [payment] = await tx
    .select({
      id: payments.id,
      landlordId: payments.landlordId,
      status: payments.status,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("update");
  return payment ?? null;
}

export async function receiptOfPayment(tx: DbOrTx, paymentId: string) {
  const [existing] = await tx
    .select(receiptColumns)
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId))
    .limit(1);
  return existing ?? null;
}

/** The landlord's next receipt number: the counter row is bumped, and so locked until the transaction ends. */
export async function nextReceiptNumber(tx: DbOrTx, landlordId: string): Promise<number> {
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ landlordId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.landlordId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  return counter!.number;
}

export async function insertReceipt(
  tx: DbOrTx,
  receipt: { paymentId: string; landlordId: string; number: number; issuedAt: Date },
) {
  const [row] = await tx.insert(receipts).values(receipt).returning(receiptColumns);
  return row!;
}

/** The payment's status when `userId` is its tenant or the landlord of its property; null otherwise. */
export async function paymentSeenBy(db: DbOrTx, userId: string, paymentId: string) {
  const [row] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .where(
      and(eq(payments.id, paymentId), or(eq(payments.tenantId, userId), eq(properties.landlordId, userId))),
    )
    .limit(1);
  return row ?? null;
}

/** A receipted payment with its tenant, unit, property and landlord; null without a receipt. */
export async function receiptRow(db: DbOrTx, paymentId: string) {
  const tenant = alias(users, "tenant");
  const landlord = alias(users, "landlord");
  const [row] = await db
    .select({
      number: receipts.number,
      issuedAt: receipts.issuedAt,
      settledAt: payments.settledAt,
      amount: payments.amount,
      currency: payments.currency,
      method: payments.method,
      providerLabel: payments.providerLabel,
      phone: payments.phone,
      reference: payments.reference,
      providerReference: payments.providerReference,
      tenantName: sql<string>`${tenant.firstName} || ' ' || ${tenant.lastName}`,
      tenantEmail: tenant.email,
      tenantLocale: tenant.locale,
      /** A demo world's payment: nothing about it leaves the app. */
      demo: tenant.isDemo,
      unitNumber: units.unitNumber,
      propertyName: properties.name,
      propertyLocation: properties.location,
      landlordName: sql<string>`${landlord.firstName} || ' ' || ${landlord.lastName}`,
      landlordEmail: landlord.email,
      landlordLocale: landlord.locale,
      companyName: landlordProfiles.companyName,
    })
    .from(payments)
    .innerJoin(receipts, eq(receipts.paymentId, payments.id))
    .innerJoin(tenant, eq(tenant.id, payments.tenantId))
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .innerJoin(landlord, eq(landlord.id, payments.landlordId))
    .leftJoin(landlordProfiles, eq(landlordProfiles.userId, payments.landlordId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row ?? null;
}

/**
 * The charges a payment paid, one row per charge (a payment's allocations to one charge added up), in the order
 * allocation takes them (due date, then kind: allocation.ts), with the amount that went to each.
 */
export async function chargesPaidBy(db: DbOrTx, paymentId: string) {
  return db
    .select({
      chargeId: charges.id,
      kind: charges.kind,
      period: charges.period,
      description: charges.description,
      dueDate: charges.dueDate,
      amount: sql<number>`sum(${allocations.amount})`.mapWith(Number),
    })
    .from(allocations)
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(eq(allocations.paymentId, paymentId))
    .groupBy(charges.id)
    .orderBy(asc(charges.dueDate), asc(min(allocations.createdAt)), asc(charges.id));
}
