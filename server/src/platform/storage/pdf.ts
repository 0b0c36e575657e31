import { PDFDocument } from "pdf-lib";

export class UnreadablePdfError extends Error {}

/**
 * Checks that a file sniffed as PDF (it starts with `%PDF-`) is a document that parses: pdf-lib reads its
 * cross-reference table and every object, and it has at least one page. A damaged file, a file that only
 * starts like a PDF, and an encrypted one (nobody could open it without the password) are refused.
 */
export async function checkReadablePdf(bytes: Buffer): Promise<void> {
  let pages: number;
  try {
    // The default parse speed yields to the event loop every 100 objects: a large file does not block it.
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    pages = doc.getPageCount();
  } catch (e) {
    throw new UnreadablePdfError((e as Error).message);
  }
  if (pages < 1) throw new UnreadablePdfError("the document has no pages");
}
