import { msg } from "../../../../../common/i18n/message";
import { KAMPALA_TZ, kampalaDay } from "../../../../../common/kampala-calendar";
import type { PaymentMethod } from "../../../../../common/schemas/rent";
import type { ChargeKind } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import { notFound } from "../../../platform/errors";
import { type Translator, translator } from "../../../platform/i18n";
import {
  chargesPaidBy,
  insertReceipt,
  lockPaymentForReceipt,
  nextReceiptNumber,
  paymentSeenBy,
  receiptOfPayment,
  receiptRow,
} from "../queries/receipts";
import { renderReceiptPdf } from "../receipt-pdf";

const receiptNotFound = () => notFound(msg("rent.receiptNotFound"), "RECEIPT_NOT_FOUND");

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
  const payment = await lockPaymentForReceipt(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  if (payment.status !== "succeeded")
    throw new Error(`payment ${paymentId} is ${payment.status}: no receipt`);
  const existing = await receiptOfPayment(tx, paymentId);
  if (existing) return existing;
  return insertReceipt(tx, {
    paymentId,
    landlordId: payment.landlordId,
    number: await nextReceiptNumber(tx, payment.landlordId),
    // Dated when the money arrived (the settling transaction issues it at that moment anyway).
    issuedAt: payment.settledAt ?? new Date(),
  });
}

/**
 * The succeeded payment's id when `userId` may have its receipt: the tenant who paid, or the landlord of the
 * property. Anyone else, and a payment that has not succeeded, gets the same 404.
 */
export async function requireReceiptAccess(db: DbOrTx, userId: string, paymentId: string): Promise<string> {
  const row = await paymentSeenBy(db, userId, paymentId);
  if (row?.status !== "succeeded") throw receiptNotFound();
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
  method: PaymentMethod;
  providerLabel: string;
  phone: string | null;
  reference: string;
  providerReference: string | null;
  tenantName: string;
  tenantEmail: string | null;
  tenantLocale: string | null;
  /** A demo world's payment: nothing about it leaves the app. */
  demo: boolean;
  unitNumber: string;
  propertyName: string;
  propertyLocation: string;
  landlordName: string;
  landlordEmail: string | null;
  landlordLocale: string | null;
  landlordCompany: string | null;
  /**
   * What the payment paid: one line per charge (its allocations added up), in the order allocation took them;
   * `chargeDescription` puts each into the reader's words.
   */
  chargesPaid: {
    chargeId: string;
    kind: ChargeKind;
    period: string | null;
    description: string;
    dueDate: string;
    amount: number;
  }[];
  /** The part of the payment not allocated to any charge yet: credit in advance. */
  credit: number;
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: KAMPALA_TZ,
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** Everything a receipt shows; null without a receipt (a payment that has not succeeded). */
export async function receiptData(db: DbOrTx, paymentId: string): Promise<ReceiptData | null> {
  const row = await receiptRow(db, paymentId);
  if (!row) return null;
  const chargesPaid = await chargesPaidBy(db, paymentId);
  const at = row.settledAt ?? row.issuedAt;
  const allocated = chargesPaid.reduce((s, p) => s + p.amount, 0);
  const { settledAt: _, issuedAt: __, companyName, ...rest } = row;
  return {
    ...rest,
    date: kampalaDay(at),
    time: timeFormat.format(at),
    landlordCompany: companyName,
    chargesPaid,
    credit: Math.max(0, row.amount - allocated),
  };
}

/**
 * The receipt of a succeeded payment as a PDF (pdf-lib, standard Helvetica): number, tenant, unit, property,
 * each charge paid and how much of it, amount in words and figures, method, provider reference, date (Kampala),
 * landlord. In the reader's language (`tr`: the request's); the figures are the same in every language.
 */
export async function receiptPdf(
  db: DbOrTx,
  paymentId: string,
  tr: Translator = translator(),
): Promise<{ number: number; pdf: Uint8Array }> {
  const data = await receiptData(db, paymentId);
  if (!data) throw receiptNotFound();
  return { number: data.number, pdf: await renderReceiptPdf(data, tr) };
}

export const receiptFileName = (number: number) => `receipt-${number}.pdf`;
