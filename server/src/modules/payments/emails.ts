import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { payments, users } from "../../db/schema";
import type { Mailer } from "../../platform/notify/mailer";
import type { ProviderLog } from "../../platform/payments/http";
import { receiptData } from "../rent/receipts";
import { amountText } from "./rules";

/**
 * The emails of a payment that has just succeeded (sent once, by the settle call that applied the success,
 * after its transaction committed): the tenant's receipt and the landlord's "rent received". Without SMTP the
 * mailer delivers nothing. Failures are logged and never fail the settlement.
 */
export async function sendPaymentEmails(
  deps: { db: DbOrTx; mailer?: Mailer; config: { publicUrl: string } },
  paymentId: string,
  log?: ProviderLog,
): Promise<void> {
  const { mailer } = deps;
  if (!mailer) return;
  try {
    const r = await receiptData(deps.db, paymentId);
    const [p] = await deps.db
      .select({ tenantId: payments.tenantId, landlordId: payments.landlordId })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .limit(1);
    if (!r || !p) return;
    const [tenant] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, p.tenantId));
    const [landlord] = await deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, p.landlordId));
    const money = amountText(r.amount, r.currency);
    const period = r.periods.length
      ? r.periods.map((x) => x.description).join(", ")
      : "Credit in advance (not yet allocated to a rent period)";
    const lines = [
      `Amount: ${money}`,
      `Property: ${r.propertyName}`,
      `Unit: ${r.unitNumber}`,
      `Period: ${period}`,
      `Reference: ${r.reference}`,
      `Paid by: ${r.providerLabel}`,
    ];
    const receiptUrl = `${deps.config.publicUrl}/api/payments/${paymentId}/receipt.pdf`;
    const messages = [
      tenant?.email && {
        to: tenant.email,
        subject: `Payment received — receipt ${r.number}`,
        text: [
          `Dear ${r.tenantName},`,
          "",
          `We received your rent payment. Receipt No. ${r.number}.`,
          "",
          ...lines,
          "",
          `Download your receipt: ${receiptUrl}`,
        ].join("\n"),
      },
      landlord?.email && {
        to: landlord.email,
        subject: `Rent payment received from ${r.tenantName} (${r.unitNumber})`,
        text: [
          `${r.tenantName} paid ${money} for unit ${r.unitNumber}, ${r.propertyName}.`,
          "",
          ...lines,
          `Receipt No. ${r.number}`,
          "",
          `Receipt: ${receiptUrl}`,
        ].join("\n"),
      },
    ].filter((m) => !!m);
    for (const m of messages) {
      try {
        await mailer.send(m);
      } catch (err) {
        log?.warn({ paymentId, subject: m.subject, err: (err as Error).message }, "payment email failed");
      }
    }
  } catch (err) {
    log?.error({ paymentId, err: (err as Error).message }, "payment emails failed");
  }
}
