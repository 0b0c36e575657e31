import { PDFDocument } from "pdf-lib";
import { PAYMENT_METHOD_LABELS } from "../../../../../common/payment-methods";
import type { StatementView } from "../../../../../common/schemas/statements";
import type { Translator } from "../../../platform/i18n";
import { ACCENT, MUTED, PdfWriter } from "../../../platform/pdf/writer";
import { csvField } from "../../payments";
import { formatReceiptAmount } from "../../tenancy";

/** "October 2026" in the reader's language. */
export function monthName(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

const percent = (s: StatementView) =>
  s.occupancy.units === 0 ? 0 : Math.round((s.occupancy.occupied / s.occupancy.units) * 100);

/** The statement as a PDF (A4 pages; a long arrears list continues on the next page). */
export async function statementPdf(s: StatementView, tr: Translator, now = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const month = monthName(s.month, tr.locale);
  doc.setTitle(tr.t("statements.docTitle", { month, property: s.propertyName }));
  doc.setAuthor(s.landlordName);
  doc.setCreator("Nyumba");
  doc.setProducer("Nyumba");
  doc.setCreationDate(now);
  const w = await PdfWriter.create(doc);
  w.text(s.propertyName, { size: 16, font: w.bold });
  w.text(tr.t("statements.heading"), { size: 16, font: w.bold, color: ACCENT, right: true });
  w.y -= 18;
  w.text(s.propertyLocation, { size: 10, color: MUTED });
  w.text(month, { size: 12, font: w.bold, right: true });
  w.y -= 20;
  w.rule();
  w.y -= 26;

  const heading = (text: string) => {
    w.ensureSpace(60);
    w.text(text, { size: 12, font: w.bold, color: ACCENT });
    w.y -= 20;
  };
  heading(tr.t("statements.sectionRent"));
  for (const t of s.totals) {
    const money = (n: number) => formatReceiptAmount(n, t.currency);
    w.row(tr.t("statements.expected"), money(t.expected), { bold: true });
    w.row(tr.t("statements.collected"), money(t.collected), { bold: true });
    for (const c of t.collectedByMethod)
      w.row(tr.t(PAYMENT_METHOD_LABELS[c.method]), money(c.amount), { indent: 12 });
    w.row(tr.t("statements.outstanding"), money(t.outstanding));
    w.row(tr.t("statements.platformFees"), money(t.platformFees));
  }
  heading(tr.t("statements.sectionArrears"));
  if (s.arrears.length === 0) w.row("", tr.t("statements.noArrears"));
  for (const a of s.arrears) {
    w.ensureSpace(24);
    w.row(
      tr.t("statements.arrearsLine", { tenant: a.tenantName, unit: a.unitNumber }),
      formatReceiptAmount(a.amount, a.currency),
    );
  }
  heading(tr.t("statements.sectionOccupancy"));
  w.row(
    "",
    tr.t("statements.occupancyValue", {
      occupied: s.occupancy.occupied,
      units: s.occupancy.units,
      percent: percent(s),
    }),
  );
  heading(tr.t("statements.sectionMaintenance"));
  w.row(tr.t("statements.maintenanceOpened"), String(s.maintenance.opened));
  w.row(tr.t("statements.maintenanceClosed"), String(s.maintenance.closed));
  w.ensureSpace(30);
  w.rule();
  w.y -= 18;
  w.text(tr.t("statements.generated", { date: now.toISOString().slice(0, 10) }), { size: 9, color: MUTED });
  return doc.save({ useObjectStreams: false });
}

/** The statement as CSV: one row per figure (section, item, currency, value), amounts in the currency's units. */
export function statementCsv(s: StatementView, tr: Translator): string {
  const rows: (string | number | null)[][] = [
    [
      tr.t("statements.csvSection"),
      tr.t("statements.csvItem"),
      tr.t("statements.csvCurrency"),
      tr.t("statements.csvValue"),
    ],
  ];
  const rent = tr.t("statements.sectionRent");
  const major = (n: number, currency: string) => (currency === "USD" ? (n / 100).toFixed(2) : n);
  for (const t of s.totals) {
    rows.push([rent, tr.t("statements.expected"), t.currency, major(t.expected, t.currency)]);
    rows.push([rent, tr.t("statements.collected"), t.currency, major(t.collected, t.currency)]);
    for (const c of t.collectedByMethod)
      rows.push([
        rent,
        tr.t("statements.collectedBy", { method: tr.t(PAYMENT_METHOD_LABELS[c.method]) }),
        t.currency,
        major(c.amount, t.currency),
      ]);
    rows.push([rent, tr.t("statements.outstanding"), t.currency, major(t.outstanding, t.currency)]);
    rows.push([rent, tr.t("statements.platformFees"), t.currency, major(t.platformFees, t.currency)]);
  }
  for (const a of s.arrears)
    rows.push([
      tr.t("statements.sectionArrears"),
      tr.t("statements.arrearsLine", { tenant: a.tenantName, unit: a.unitNumber }),
      a.currency,
      major(a.amount, a.currency),
    ]);
  const occupancy = tr.t("statements.sectionOccupancy");
  rows.push(
    [occupancy, tr.t("statements.csvUnits"), null, s.occupancy.units],
    [occupancy, tr.t("statements.csvOccupied"), null, s.occupancy.occupied],
  );
  const maintenance = tr.t("statements.sectionMaintenance");
  rows.push(
    [maintenance, tr.t("statements.maintenanceOpened"), null, s.maintenance.opened],
    [maintenance, tr.t("statements.maintenanceClosed"), null, s.maintenance.closed],
  );
  return `${rows.map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}
