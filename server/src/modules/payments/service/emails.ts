import { amountText } from "../../../../../common/money";
import type { DbOrTx } from "../../../db/client";
import { type Translator, translator } from "../../../platform/i18n";
import type { Mailer } from "../../../platform/notify/mailer";
import { queueEmail } from "../../outbox";
import type { ReceiptData } from "../../tenancy";
import { chargeDescription } from "../../tenancy";

/** The lines both emails of a receipt list, in the reader's words. */
function receiptLines(tr: Translator, r: ReceiptData): string[] {
  const period = r.chargesPaid.length
    ? r.chargesPaid.map((x) => chargeDescription(tr, x)).join(", ")
    : tr.t("payments.emailCreditInAdvance");
  return [
    tr.t("payments.emailLineAmount", { amount: amountText(r.amount, r.currency) }),
    tr.t("payments.emailLineProperty", { property: r.propertyName }),
    tr.t("payments.emailLineUnit", { unit: r.unitNumber }),
    tr.t("payments.emailLinePeriod", { period }),
    tr.t("payments.emailLineReference", { reference: r.reference }),
    tr.t("payments.emailLinePaidBy", { provider: r.providerLabel }),
  ];
}

function tenantEmail(tr: Translator, r: ReceiptData, url: string) {
  return {
    subject: tr.t("payments.emailTenantSubject", { number: r.number }),
    text: [
      tr.t("payments.emailTenantGreeting", { name: r.tenantName }),
      "",
      tr.t("payments.emailTenantIntro", { number: r.number }),
      "",
      ...receiptLines(tr, r),
      "",
      tr.t("payments.emailTenantReceiptLink", { url }),
    ].join("\n"),
  };
}

function landlordEmail(tr: Translator, r: ReceiptData, url: string) {
  return {
    subject: tr.t("payments.emailLandlordSubject", { tenant: r.tenantName, unit: r.unitNumber }),
    text: [
      tr.t("payments.emailLandlordIntro", {
        tenant: r.tenantName,
        amount: amountText(r.amount, r.currency),
        unit: r.unitNumber,
        property: r.propertyName,
      }),
      "",
      ...receiptLines(tr, r),
      tr.t("payments.emailLandlordReceiptNumber", { number: r.number }),
      "",
      tr.t("payments.emailLandlordReceiptLink", { url }),
    ].join("\n"),
  };
}

/**
 * The emails of a payment that has just succeeded, queued in the transaction that settled it (docs/decisions/0040):
 * the tenant's receipt and the landlord's "rent received", each in its reader's language. They are the payment
 * notices' emails (richer), so the notices themselves are not emailed. None without a mail server, to an account
 * without an address, or in a demo world. Returns the queued messages' ids.
 */
export async function queueReceiptEmails(
  tx: DbOrTx,
  deps: { mailer?: Mailer; config: { publicUrl: string } },
  payment: { id: string; tenantId: string; landlordId: string },
  r: ReceiptData,
): Promise<{ tenant: string | null; landlord: string | null }> {
  const ids = { tenant: null as string | null, landlord: null as string | null };
  if (!deps.mailer?.enabled || r.demo) return ids;
  const url = `${deps.config.publicUrl}/api/payments/${payment.id}/receipt.pdf`;
  const readers = [
    {
      who: "tenant",
      to: r.tenantEmail,
      userId: payment.tenantId,
      locale: r.tenantLocale,
      write: tenantEmail,
    },
    {
      who: "landlord",
      to: r.landlordEmail,
      userId: payment.landlordId,
      locale: r.landlordLocale,
      write: landlordEmail,
    },
  ] as const;
  for (const { who, to, userId, locale, write } of readers) {
    if (!to) continue;
    const mail = write(translator(locale ?? undefined), r, url);
    // One receipt email per payment and reader, however often a settle runs.
    const dedupeKey = `receipt-email:${payment.id}:${who}`;
    ids[who] = (await queueEmail(tx, { to, userId, purpose: "receipt", dedupeKey, ...mail }))?.id ?? null;
  }
  return ids;
}
