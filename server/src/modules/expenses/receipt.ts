import { msg } from "../../../../common/i18n/message";
import { type PreparedDocument, prepareDocument } from "../../platform/storage/documents";
import { newStorageKey, type Storage } from "../../platform/storage/storage";

const RECEIPT_MESSAGES = {
  EMPTY_FILE: msg("expenses.receiptEmpty"),
  UNSUPPORTED_FILE_TYPE: msg("expenses.receiptType"),
  UNREADABLE_PDF: msg("expenses.receiptPdfUnreadable"),
  UNREADABLE_IMAGE: msg("expenses.receiptImageUnreadable"),
};

export const RECEIPT_ONE_FILE = msg("expenses.receiptOneFile");

/** A receipt checked before anything is stored: the type from its bytes, a photo re-encoded, a PDF that parses. */
export async function prepareReceipt(bytes: Buffer | undefined): Promise<PreparedDocument | null> {
  return bytes ? prepareDocument(bytes, { field: "receipt", messages: RECEIPT_MESSAGES }) : null;
}

export interface StoredReceipt {
  key: string;
  contentType: string;
}

/** Stores a checked receipt under the landlord's folder; the caller deletes it again if its transaction fails. */
export async function storeReceipt(
  storage: Storage,
  landlordId: string,
  doc: PreparedDocument | null,
): Promise<StoredReceipt | null> {
  if (!doc) return null;
  const key = newStorageKey(`expense-receipts/${landlordId}`, doc.ext);
  await storage.put(key, doc.bytes, doc.contentType);
  return { key, contentType: doc.contentType };
}

export const receiptKind = (contentType: string | null) =>
  contentType === null ? null : contentType === "application/pdf" ? ("pdf" as const) : ("image" as const);
