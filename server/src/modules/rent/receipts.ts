import { and, asc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
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
} from "../../db/schema";
import { notFound } from "../../platform/errors";
import { kampalaDate } from "./dates";
import { renderReceiptPdf } from "./receipt-pdf";

export { amountInWords } from "./amount-in-words";

export const RECEIPT_NOT_FOUND = "Receipt not found.";

export interface IssuedReceipt {
  id: string;
  number: number;
  landlordId: string;
  issuedAt: Date;
}

/**
 * Numbers the receipt of a succeeded payment: the landlord's counter row is bumped (and so locked) in the
 * caller's transaction, so numbers are unique and gap-free per landlord (a rolled back payment gives its
 * number back). Idempotent: the payment row is locked first and an existing receipt is returned as is.
 */
export async function issueReceipt(tx: DbOrTx, paymentId: string): Promise<IssuedReceipt> {
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
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  if (payment.status !== "succeeded")
    throw new Error(`payment ${paymentId} is ${payment.status}: no receipt`);
  const columns = {
    id: receipts.id,
    number: receipts.number,
    landlordId: receipts.landlordId,
    issuedAt: receipts.issuedAt,
  };
  const [existing] = await tx
    .select(columns)
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId))
    .limit(1);
  if (existing) return existing;
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ landlordId: payment.landlordId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.landlordId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  const [receipt] = await tx
    .insert(receipts)
    .values({
      paymentId,
      landlordId: payment.landlordId,
      number: counter!.number,
      // Dated when the money arrived (the settling transaction issues it at that moment anyway).
      issuedAt: payment.settledAt ?? new Date(),
    })
    .returning(columns);
  return receipt!;
}

/**
 * The succeeded payment's id when `userId` may have its receipt: the tenant who paid, or the landlord of the
 * property. Anyone else, and a payment that has not succeeded, gets the same 404.
 */
export async function requireReceiptAccess(db: DbOrTx, userId: string, paymentId: string): Promise<string> {
  const [row] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .where(
      and(eq(payments.id, paymentId), or(eq(payments.tenantId, userId), eq(properties.landlordId, userId))),
    )
    .limit(1);
  if (row?.status !== "succeeded") throw notFound(RECEIPT_NOT_FOUND, "RECEIPT_NOT_FOUND");
  return row.id;
}

export interface ReceiptData {
  number: number;
  /** 'YYYY-MM-DD' in Kampala. */
  date: string;
  /** 'HH:MM' in Kampala. */
  time: string;
  amount: number;
  currency: "UGX" | "USD";
  method: "mobile_money" | "card";
  providerLabel: string;
  phone: string | null;
  reference: string;
  providerReference: string | null;
  tenantName: string;
  unitNumber: string;
  propertyName: string;
  propertyLocation: string;
  landlordName: string;
  landlordCompany: string | null;
  /** What the payment paid for, from its allocations (oldest first). */
  periods: { description: string; dueDate: string; amount: number }[];
  /** The part of the payment not allocated to any charge yet: credit in advance. */
  credit: number;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Kampala",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** Everything a receipt shows; null without a receipt (a payment that has not succeeded). */
export async function receiptData(db: DbOrTx, paymentId: string): Promise<ReceiptData | null> {
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
      unitNumber: units.unitNumber,
      propertyName: properties.name,
      propertyLocation: properties.location,
      landlordName: sql<string>`${landlord.firstName} || ' ' || ${landlord.lastName}`,
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
  if (!row) return null;
  const periods = await db
    .select({ description: charges.description, dueDate: charges.dueDate, amount: allocations.amount })
    .from(allocations)
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(eq(allocations.paymentId, paymentId))
    .orderBy(asc(charges.dueDate), asc(allocations.createdAt));
  const at = row.settledAt ?? row.issuedAt;
  const allocated = periods.reduce((s, p) => s + p.amount, 0);
  return {
    number: row.number,
    date: kampalaDate(at),
    time: timeFormat.format(at),
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    providerLabel: row.providerLabel,
    phone: row.phone,
    reference: row.reference,
    providerReference: row.providerReference,
    tenantName: row.tenantName,
    unitNumber: row.unitNumber,
    propertyName: row.propertyName,
    propertyLocation: row.propertyLocation,
    landlordName: row.landlordName,
    landlordCompany: row.companyName,
    periods,
    credit: Math.max(0, row.amount - allocated),
  };
}

/**
 * The receipt of a succeeded payment as a PDF (pdf-lib, standard Helvetica): number, tenant, unit, property,
 * periods covered, amount in words and figures, method, provider reference, date (Kampala), landlord.
 */
export async function receiptPdf(
  db: DbOrTx,
  paymentId: string,
): Promise<{ number: number; pdf: Uint8Array }> {
  const data = await receiptData(db, paymentId);
  if (!data) throw notFound(RECEIPT_NOT_FOUND, "RECEIPT_NOT_FOUND");
  return { number: data.number, pdf: await renderReceiptPdf(data) };
}

export const receiptFileName = (number: number) => `receipt-${number}.pdf`;
