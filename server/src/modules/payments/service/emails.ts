import type { DbOrTx } from "../../../db/client";
import { translator } from "../../../platform/i18n";
import type { Mailer } from "../../../platform/notify/mailer";
import type { ProviderLog } from "../../../platform/payments/http";
import { chargeDescription } from "../../rent/charge-description";
import { receiptData } from "../../rent/service/receipts";
import { amountText } from "../rules";

/**
 * The emails of a payment that has just succeeded (sent once, by the settle call that applied the success,
 * after its transaction committed): the tenant's receipt and the landlord's "rent received". Without SMTP the
 * mailer delivers nothing. Failures are logged and never fail the settlement. In the source language until
 * accounts have one.
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
    if (!r) return;
    const tr = translator();
    const money = amountText(r.amount, r.currency);
    const period = r.periods.length
      ? r.periods.map((x) => chargeDescription(tr, x)).join(", ")
      : tr.t("payments.emailCreditInAdvance");
    const lines = [
      tr.t("payments.emailLineAmount", { amount: money }),
      tr.t("payments.emailLineProperty", { property: r.propertyName }),
      tr.t("payments.emailLineUnit", { unit: r.unitNumber }),
      tr.t("payments.emailLinePeriod", { period }),
      tr.t("payments.emailLineReference", { reference: r.reference }),
      tr.t("payments.emailLinePaidBy", { provider: r.providerLabel }),
    ];
    const url = `${deps.config.publicUrl}/api/payments/${paymentId}/receipt.pdf`;
    const messages = [
      r.tenantEmail && {
        to: r.tenantEmail,
        subject: tr.t("payments.emailTenantSubject", { number: r.number }),
        text: [
          tr.t("payments.emailTenantGreeting", { name: r.tenantName }),
          "",
          tr.t("payments.emailTenantIntro", { number: r.number }),
          "",
          ...lines,
          "",
          tr.t("payments.emailTenantReceiptLink", { url }),
        ].join("\n"),
      },
      r.landlordEmail && {
        to: r.landlordEmail,
        subject: tr.t("payments.emailLandlordSubject", { tenant: r.tenantName, unit: r.unitNumber }),
        text: [
          tr.t("payments.emailLandlordIntro", {
            tenant: r.tenantName,
            amount: money,
            unit: r.unitNumber,
            property: r.propertyName,
          }),
          "",
          ...lines,
          tr.t("payments.emailLandlordReceiptNumber", { number: r.number }),
          "",
          tr.t("payments.emailLandlordReceiptLink", { url }),
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
