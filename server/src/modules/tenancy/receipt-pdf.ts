import { PDFDocument } from "pdf-lib";
import type { Currency } from "../../../../common/constants";
import { kampalaDayStart, longDate } from "../../../../common/kampala-calendar";
import { PAYMENT_METHOD_LABELS } from "../../../../common/payment-methods";
import type { Translator } from "../../platform/i18n";
import { A4, ACCENT, MARGIN, MUTED, PdfWriter } from "../../platform/pdf/writer";
import { amountInWords } from "./amount-in-words";
import { chargeDescription } from "./charge-description";
import type { ReceiptData } from "./service/receipts";

/** Draws a rent receipt on one A4 page. */

/** Figures as the receipt prints them: UGX whole shillings, USD with cents. */
export function formatReceiptAmount(amount: number, currency: Currency): string {
  if (currency === "UGX") return `UGX ${amount.toLocaleString("en-US")}`;
  return `USD ${(amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The receipt in `tr`'s language (its words from the catalogue; dates in that language too). */
export async function renderReceiptPdf(data: ReceiptData, tr: Translator): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issuer = data.landlordCompany ?? data.landlordName;
  const day = (date: string) => longDate(date, tr.locale);
  doc.setTitle(tr.t("rent.receiptDocTitle", { number: data.number }));
  doc.setSubject(tr.t("rent.receiptDocSubject", { number: data.number, issuer, tenant: data.tenantName }));
  doc.setAuthor(issuer);
  doc.setCreator("Nyumba");
  doc.setProducer("Nyumba");
  doc.setCreationDate(kampalaDayStart(data.date));
  const w = await PdfWriter.create(doc);

  // Heading: who issues it on the left, the receipt number on the right.
  w.text(issuer, { size: 16, font: w.bold });
  w.text(tr.t("rent.receiptHeading"), { size: 18, font: w.bold, color: ACCENT, right: true });
  w.y -= 18;
  w.text(data.propertyName, { size: 10, color: MUTED });
  w.text(tr.t("rent.receiptNumber", { number: data.number }), { size: 13, font: w.bold, right: true });
  w.y -= 14;
  w.text(data.propertyLocation, { size: 10, color: MUTED });
  w.text(day(data.date), { size: 10, color: MUTED, right: true });
  w.y -= 20;
  w.rule();
  w.y -= 28;

  const money = (n: number) => formatReceiptAmount(n, data.currency);
  w.row(tr.t("rent.receiptReceivedFrom"), data.tenantName, { bold: true });
  w.row(
    tr.t("rent.receiptProperty"),
    tr.t("rent.receiptPropertyValue", { property: data.propertyName, unit: data.unitNumber }),
  );
  w.row(tr.t("rent.receiptAmount"), money(data.amount), { bold: true });
  w.row(tr.t("rent.receiptAmountInWords"), amountInWords(data.amount, data.currency));
  const covered = data.chargesPaid.map((p) =>
    tr.t("rent.receiptPeriodLine", {
      description: chargeDescription(tr, p),
      dueDate: day(p.dueDate),
      amount: money(p.amount),
    }),
  );
  if (data.credit > 0) covered.push(tr.t("rent.receiptCreditLine", { amount: money(data.credit) }));
  for (const [i, line] of covered.entries()) w.row(i === 0 ? tr.t("rent.receiptPaymentFor") : "", line);
  const method = tr.t(PAYMENT_METHOD_LABELS[data.method]);
  w.row(
    tr.t("rent.receiptPaymentMethod"),
    data.phone
      ? tr.t("rent.receiptMethodWithPhone", { provider: data.providerLabel, method, phone: data.phone })
      : tr.t("rent.receiptMethodValue", { provider: data.providerLabel, method }),
  );
  w.row(tr.t("rent.receiptReference"), data.reference);
  if (data.providerReference) w.row(tr.t("rent.receiptProviderReference"), data.providerReference);
  w.row(tr.t("rent.receiptDate"), tr.t("rent.receiptDateValue", { date: day(data.date), time: data.time }));
  w.y -= 6;
  w.rule();
  w.y -= 26;
  w.row(
    tr.t("rent.receiptReceivedBy"),
    data.landlordCompany
      ? tr.t("rent.receiptReceivedByCompany", { landlord: data.landlordName, company: data.landlordCompany })
      : data.landlordName,
  );
  w.y -= 10;
  for (const line of w.wrap(tr.t("rent.receiptFooter"), w.regular, 9, A4[0] - 2 * MARGIN)) {
    w.text(line, { size: 9, color: MUTED });
    w.y -= 12;
  }
  // Object streams off: the document metadata stays readable by simple tools.
  return doc.save({ useObjectStreams: false });
}
