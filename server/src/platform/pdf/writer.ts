import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/** Text on A4 pages with the standard Helvetica fonts: receipts and statements. */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const INK = rgb(0.11, 0.13, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.47);
export const ACCENT = rgb(0.05, 0.45, 0.33);

export class PdfWriter {
  y = A4[1] - MARGIN;
  private readonly charset: Set<number>;
  constructor(
    private readonly doc: PDFDocument,
    public page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet());
  }

  /** An A4 document with the standard Helvetica fonts (no font files to ship), ready to write on. */
  static async create(doc: PDFDocument): Promise<PdfWriter> {
    return new PdfWriter(
      doc,
      doc.addPage(A4),
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  /** Starts a new page when less than `height` is left on this one. */
  ensureSpace(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
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

  /** `right`: ends at the right margin; `endAt`: ends at that x (a column of figures); else starts at `x`. */
  text(
    text: string,
    opts: { x?: number; size?: number; font?: PDFFont; color?: typeof INK; right?: boolean; endAt?: number },
  ) {
    const size = opts.size ?? 11;
    const font = opts.font ?? this.regular;
    const safe = this.safe(text);
    const end = opts.right ? A4[0] - MARGIN : opts.endAt;
    const x = end !== undefined ? end - font.widthOfTextAtSize(safe, size) : (opts.x ?? MARGIN);
    this.page.drawText(safe, { x, y: this.y, size, font, color: opts.color ?? INK });
  }

  /**
   * A label on the left (`indent` points further in: a part of the row above) and its value (wrapped) on the
   * right; moves down past both.
   */
  row(label: string, value: string, opts: { bold?: boolean; indent?: number } = {}) {
    const valueX = MARGIN + 140;
    const width = A4[0] - MARGIN - valueX;
    const font = opts.bold ? this.bold : this.regular;
    this.text(label, { size: 10, color: MUTED, x: MARGIN + (opts.indent ?? 0) });
    const lines = this.wrap(value, font, 11, width);
    for (const [i, line] of lines.entries()) {
      if (i > 0) this.y -= 15;
      this.page.drawText(line, { x: valueX, y: this.y, size: 11, font, color: INK });
    }
    this.y -= 22;
  }

  /** Text across the page's width, wrapped, starting a new page when needed; moves down past it. */
  paragraph(text: string, opts: { size?: number; color?: typeof INK } = {}) {
    const size = opts.size ?? 10;
    for (const line of this.wrap(text, this.regular, size, A4[0] - 2 * MARGIN)) {
      this.ensureSpace(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font: this.regular, color: opts.color ?? INK });
      this.y -= size + 4;
    }
    this.y -= 6;
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
