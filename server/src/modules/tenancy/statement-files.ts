import { PDFDocument } from "pdf-lib";
import type { Currency } from "../../../../common/constants";
import { longDate } from "../../../../common/kampala-calendar";
import type { AccountStatementView, StatementLine } from "../../../../common/schemas/account-statement";
import { toCsv } from "../../platform/csv";
import type { Translator } from "../../platform/i18n";
import { A4, ACCENT, MARGIN, MUTED, PdfWriter } from "../../platform/pdf/writer";

/** The statement of account as a file (decision 0061): a PDF to keep or print, CSV for a spreadsheet. */

/** A figure in the currency's units, without its code (the heading names it): 1,250,000; USD with cents. */
export function statementFigure(amount: number, currency: Currency): string {
  return currency === "USD"
    ? (amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : amount.toLocaleString("en-US");
}

/** "statement-1a-2026-01-01-2026-03-31.pdf" */
export const statementFileName = (s: AccountStatementView, ext: "pdf" | "csv") =>
  `statement-${s.unitNumber.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${s.from}-${s.to}.${ext}`;

const TYPE_LABEL = {
  charge: "tenancy-account.statementTypeCharge",
  correction: "tenancy-account.statementTypeCorrection",
  payment: "tenancy-account.statementTypePayment",
} as const;

/** Columns of the PDF's table: where each starts, or where a figure column ends. */
const COL = { date: MARGIN, description: MARGIN + 78, charged: 398, paid: 468, balance: A4[0] - MARGIN };
const DESCRIPTION_WIDTH = COL.charged - 70 - COL.description;
const SIZE = 9;

/** The statement as A4 pages: heading, opening balance, one row per line (continued on new pages), totals. */
export async function statementPdf(
  s: AccountStatementView,
  tr: Translator,
  now = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const day = (date: string) => longDate(date, tr.locale);
  const period = tr.t("tenancy-account.statementPeriod", { from: day(s.from), to: day(s.to) });
  doc.setTitle(tr.t("tenancy-account.statementDocTitle", { from: day(s.from), to: day(s.to) }));
  doc.setAuthor(s.landlordName);
  doc.setCreator("Nyumba");
  doc.setProducer("Nyumba");
  doc.setCreationDate(now);
  const w = await PdfWriter.create(doc);
  const figure = (n: number) => statementFigure(n, s.currency);

  w.text(s.propertyName, { size: 15, font: w.bold });
  w.text(tr.t("tenancy-account.statementTitle"), { size: 15, font: w.bold, color: ACCENT, right: true });
  w.y -= 18;
  w.text(
    tr.t("tenancy-account.statementFor", {
      tenant: s.tenantName,
      property: s.propertyName,
      unit: s.unitNumber,
    }),
    { size: 10, color: MUTED },
  );
  w.text(period, { size: 10, font: w.bold, right: true });
  w.y -= 16;
  w.rule();
  w.y -= 22;

  const header = () => {
    w.text(tr.t("tenancy-account.statementDate"), { x: COL.date, size: SIZE, font: w.bold, color: MUTED });
    w.text(tr.t("tenancy-account.statementDescription"), {
      x: COL.description,
      size: SIZE,
      font: w.bold,
      color: MUTED,
    });
    for (const [key, end] of [
      ["tenancy-account.statementCharged", COL.charged],
      ["tenancy-account.statementPaid", COL.paid],
      ["tenancy-account.statementBalance", COL.balance],
    ] as const)
      w.text(tr.t(key), { endAt: end, size: SIZE, font: w.bold, color: MUTED });
    w.y -= 16;
  };
  const summary = (label: string, value: number) => {
    w.ensureSpace(24);
    w.text(label, { x: COL.description, size: 10, font: w.bold });
    w.text(figure(value), { endAt: COL.balance, size: 10, font: w.bold });
    w.y -= 18;
  };

  summary(tr.t("tenancy-account.statementOpening"), s.openingBalance);
  header();
  for (const line of s.lines) drawLine(w, line, day, figure, header);
  if (!s.lines.length) {
    w.text(tr.t("tenancy-account.statementEmpty"), { x: COL.description, size: SIZE, color: MUTED });
    w.y -= 16;
  }
  w.ensureSpace(60);
  w.rule();
  w.y -= 16;
  w.text(tr.t("tenancy-account.statementTotals"), { x: COL.description, size: SIZE, font: w.bold });
  w.text(figure(s.totalCharged), { endAt: COL.charged, size: SIZE, font: w.bold });
  w.text(figure(s.totalPaid), { endAt: COL.paid, size: SIZE, font: w.bold });
  w.y -= 18;
  summary(tr.t("tenancy-account.statementClosing"), s.closingBalance);
  w.y -= 8;
  w.text(
    tr.t("tenancy-account.statementGenerated", {
      date: day(now.toISOString().slice(0, 10)),
      currency: s.currency,
    }),
    { size: 8, color: MUTED },
  );
  return doc.save({ useObjectStreams: false });
}

/** One row: its description (and reference) wrapped in its column, the figures on its first line. */
function drawLine(
  w: PdfWriter,
  line: StatementLine,
  day: (date: string) => string,
  figure: (n: number) => string,
  header: () => void,
) {
  const text = line.reference ? `${line.description} (${line.reference})` : line.description;
  const wrapped = w.wrap(text, w.regular, SIZE, DESCRIPTION_WIDTH);
  const height = wrapped.length * 11 + 5;
  if (w.y - height < MARGIN) {
    w.ensureSpace(height + 40);
    header();
  }
  w.text(day(line.date), { x: COL.date, size: SIZE });
  if (line.charged) w.text(figure(line.charged), { endAt: COL.charged, size: SIZE });
  if (line.paid) w.text(figure(line.paid), { endAt: COL.paid, size: SIZE });
  w.text(figure(line.balance), { endAt: COL.balance, size: SIZE });
  for (const [i, part] of wrapped.entries()) {
    if (i > 0) w.y -= 11;
    w.text(part, { x: COL.description, size: SIZE });
  }
  w.y -= 16;
}

/**
 * The statement as CSV (platform/csv.ts: BOM, CRLF, formulas escaped): a header row in the reader's language, the
 * opening balance, one row per line, the closing balance. Figures are numbers in the currency's units.
 */
export function statementCsv(s: AccountStatementView, tr: Translator): string {
  const major = (n: number) => (s.currency === "USD" ? Number((n / 100).toFixed(2)) : n);
  const rows: (string | number | null)[][] = [
    [
      tr.t("tenancy-account.statementDate"),
      tr.t("tenancy-account.statementType"),
      tr.t("tenancy-account.statementDescription"),
      tr.t("tenancy-account.statementReference"),
      tr.t("tenancy-account.statementCharged"),
      tr.t("tenancy-account.statementPaid"),
      tr.t("tenancy-account.statementBalance"),
      tr.t("tenancy-account.statementCurrency"),
    ],
    [
      s.from,
      null,
      tr.t("tenancy-account.statementOpening"),
      null,
      null,
      null,
      major(s.openingBalance),
      s.currency,
    ],
  ];
  for (const l of s.lines)
    rows.push([
      l.date,
      tr.t(TYPE_LABEL[l.type]),
      l.description,
      l.reference,
      l.charged ? major(l.charged) : null,
      l.paid ? major(l.paid) : null,
      major(l.balance),
      s.currency,
    ]);
  rows.push([
    s.to,
    null,
    tr.t("tenancy-account.statementClosing"),
    null,
    major(s.totalCharged),
    major(s.totalPaid),
    major(s.closingBalance),
    s.currency,
  ]);
  return toCsv(rows);
}
