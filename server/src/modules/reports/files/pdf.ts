import { PDFDocument } from "pdf-lib";
import { longDate } from "../../../../../common/kampala-calendar";
import type { ReportScope } from "../../../../../common/schemas/reports";
import type { Translator } from "../../../platform/i18n";
import { A4, ACCENT, INK, MARGIN, MUTED, PdfWriter } from "../../../platform/pdf/writer";
import type { Cell, CellKind, Table } from "./tables";

/** A report as a PDF: its title, what it covers, its tables (A4, a long table continues on the next page). */

const SIZE = 8;
const ROW = 13;

const shown = (cell: Cell, kind: CellKind) =>
  cell === null
    ? ""
    : typeof cell === "number" && kind === "money"
      ? cell.toLocaleString("en-US")
      : String(cell);

/** Fits `text` into `width` points, cutting it with an ellipsis-like '..' when too long. */
function fitText(w: PdfWriter, text: string, width: number, bold: boolean) {
  const font = bold ? w.bold : w.regular;
  let s = w.safe(text);
  while (s.length > 1 && font.widthOfTextAtSize(s, SIZE) > width) s = s.slice(0, -1);
  return s === w.safe(text) ? s : `${s.slice(0, -1)}..`;
}

function drawTable(w: PdfWriter, table: Table) {
  const width = A4[0] - 2 * MARGIN;
  // The first column (names, periods) gets twice the width of a figure's.
  const unit = width / (table.columns.length + 1);
  const xs = table.columns.map((_, i) => MARGIN + (i === 0 ? 0 : unit * (i + 1)));
  const widths = table.columns.map((_, i) => (i === 0 ? 2 * unit : unit) - 4);
  const line = (cells: string[], bold: boolean) => {
    w.ensureSpace(ROW);
    cells.forEach((c, i) => {
      const text = fitText(w, c, widths[i]!, bold);
      const font = bold ? w.bold : w.regular;
      const numeric = table.columns[i]!.kind !== "text";
      const x = numeric ? xs[i]! + widths[i]! - font.widthOfTextAtSize(text, SIZE) : xs[i]!;
      w.page.drawText(text, { x, y: w.y, size: SIZE, font, color: bold ? ACCENT : INK });
    });
    w.y -= ROW;
  };
  if (table.heading) {
    w.ensureSpace(40);
    w.text(table.heading, { size: 11, font: w.bold, color: ACCENT });
    w.y -= 18;
  }
  line(
    table.columns.map((c) => c.label),
    true,
  );
  for (const row of table.rows)
    line(
      row.map((cell, i) => shown(cell, table.columns[i]!.kind)),
      false,
    );
  w.y -= 12;
}

export async function reportPdf(
  file: { title: string; scope: ReportScope & { asOf?: string }; tables: Table[]; note: string },
  tr: Translator,
  now = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const who = file.scope.propertyName ?? tr.t("reports.scopeAll", { landlord: file.scope.landlordName });
  doc.setTitle(`${file.title}: ${who}`);
  doc.setAuthor(file.scope.landlordName);
  doc.setCreator("Nyumba");
  doc.setProducer("Nyumba");
  doc.setCreationDate(now);
  const w = await PdfWriter.create(doc);
  w.text(file.title, { size: 16, font: w.bold, color: ACCENT });
  w.y -= 20;
  w.text(who, { size: 12, font: w.bold });
  w.y -= 16;
  const when = file.scope.asOf
    ? tr.t("reports.asOfLine", { date: longDate(file.scope.asOf, tr.locale) })
    : tr.t("reports.rangeLine", {
        from: longDate(file.scope.from, tr.locale),
        to: longDate(file.scope.to, tr.locale),
      });
  w.text(when, { size: 10, color: MUTED });
  w.y -= 14;
  w.text(tr.t("reports.amountsNote"), { size: 9, color: MUTED });
  w.y -= 12;
  w.rule();
  w.y -= 20;
  for (const table of file.tables) drawTable(w, table);
  w.paragraph(file.note, { size: 9, color: MUTED });
  w.ensureSpace(24);
  w.rule();
  w.y -= 14;
  w.text(tr.t("reports.generated", { date: now.toISOString().slice(0, 10) }), { size: 8, color: MUTED });
  return doc.save({ useObjectStreams: false });
}
