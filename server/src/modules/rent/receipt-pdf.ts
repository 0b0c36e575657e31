import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Currency } from "../../../../common/constants";
import { amountInWords } from "./amount-in-words";
import { longDate } from "./dates";
import type { ReceiptData } from "./receipts";

/** Draws a rent receipt on one A4 page with the standard Helvetica fonts (no font files to ship). */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.4, 0.43, 0.47);
const ACCENT = rgb(0.05, 0.45, 0.33);

/** Figures as the receipt prints them: UGX whole shillings, USD with cents. */
export function formatReceiptAmount(amount: number, currency: Currency): string {
  if (currency === "UGX") return `UGX ${amount.toLocaleString("en-US")}`;
  return `USD ${(amount / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const METHOD_LABELS = { mobile_money: "Mobile money", card: "Card" } as const;

class Writer {
  y = A4[1] - MARGIN;
  private readonly charset: Set<number>;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet());
  }

  /** Helvetica speaks WinAnsi only: other characters (narrow spaces from Intl, emoji ...) become plain ones. */
  safe(text: string): string {
    return [...text.replace(/[\u00a0\u2007\u202f\u2009]/g, " ")]
      .map((c) => (this.charset.has(c.codePointAt(0)!) ? c : "?"))
      .join("");
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of this.safe(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(
    text: string,
    opts: { x?: number; size?: number; font?: PDFFont; color?: typeof INK; right?: boolean },
  ) {
    const size = opts.size ?? 11;
    const font = opts.font ?? this.regular;
    const safe = this.safe(text);
    const x = opts.right ? A4[0] - MARGIN - font.widthOfTextAtSize(safe, size) : (opts.x ?? MARGIN);
    this.page.drawText(safe, { x, y: this.y, size, font, color: opts.color ?? INK });
  }

  /** A label on the left and its value (wrapped) on the right; moves down past both. */
  row(label: string, value: string, opts: { bold?: boolean } = {}) {
    const valueX = MARGIN + 140;
    const width = A4[0] - MARGIN - valueX;
    const font = opts.bold ? this.bold : this.regular;
    this.text(label, { size: 10, color: MUTED });
    const lines = this.wrap(value, font, 11, width);
    for (const [i, line] of lines.entries()) {
      if (i > 0) this.y -= 15;
      this.page.drawText(line, { x: valueX, y: this.y, size: 11, font, color: INK });
    }
    this.y -= 22;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.8,
      color: rgb(0.82, 0.84, 0.86),
    });
  }
}

export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const issuer = data.landlordCompany ?? data.landlordName;
  doc.setTitle(`Receipt ${data.number}`);
  doc.setSubject(`Rent receipt No. ${data.number} from ${issuer} to ${data.tenantName}`);
  doc.setAuthor(issuer);
  doc.setCreator("Nyumba");
  doc.setProducer("Nyumba");
  doc.setCreationDate(new Date(`${data.date}T00:00:00+03:00`));
  const page = doc.addPage(A4);
  const w = new Writer(
    page,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  // Heading: who issues it on the left, the receipt number on the right.
  w.text(issuer, { size: 16, font: w.bold });
  w.text("RENT RECEIPT", { size: 18, font: w.bold, color: ACCENT, right: true });
  w.y -= 18;
  w.text(data.propertyName, { size: 10, color: MUTED });
  w.text(`No. ${data.number}`, { size: 13, font: w.bold, right: true });
  w.y -= 14;
  w.text(data.propertyLocation, { size: 10, color: MUTED });
  w.text(longDate(data.date), { size: 10, color: MUTED, right: true });
  w.y -= 20;
  w.rule();
  w.y -= 28;

  const money = (n: number) => formatReceiptAmount(n, data.currency);
  w.row("Received from", data.tenantName, { bold: true });
  w.row("Property", `${data.propertyName}, unit ${data.unitNumber}`);
  w.row("Amount", money(data.amount), { bold: true });
  w.row("Amount in words", amountInWords(data.amount, data.currency));
  const covered = data.periods.map(
    (p) => `${p.description} (due ${longDate(p.dueDate)}): ${money(p.amount)}`,
  );
  if (data.credit > 0) covered.push(`Paid in advance (credit): ${money(data.credit)}`);
  for (const [i, line] of covered.entries()) w.row(i === 0 ? "Payment for" : "", line);
  w.row(
    "Payment method",
    `${data.providerLabel} (${METHOD_LABELS[data.method]}${data.phone ? `, ${data.phone}` : ""})`,
  );
  w.row("Reference", data.reference);
  if (data.providerReference) w.row("Provider reference", data.providerReference);
  w.row("Date", `${longDate(data.date)}, ${data.time} EAT`);
  w.y -= 6;
  w.rule();
  w.y -= 26;
  w.row(
    "Received by",
    data.landlordCompany ? `${data.landlordName}, for ${data.landlordCompany}` : data.landlordName,
  );
  w.y -= 10;
  for (const line of w.wrap(
    "Issued under the Landlord and Tenant Act 2022 of Uganda, which requires a receipt for every rent payment. " +
      "Receipt numbers run in sequence for each landlord. Generated by Nyumba.",
    w.regular,
    9,
    A4[0] - 2 * MARGIN,
  )) {
    w.text(line, { size: 9, color: MUTED });
    w.y -= 12;
  }
  // Object streams off: the document metadata stays readable by simple tools.
  return doc.save({ useObjectStreams: false });
}
