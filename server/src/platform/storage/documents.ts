import type { Message } from "../../../../common/i18n/message";
import { badRequest } from "../errors";
import {
  CONTENT_TYPES,
  fileTooLarge,
  MAX_UPLOAD_BYTES,
  makeThumbnail,
  reencodeImage,
  type SniffedType,
  sniffFileType,
  UnreadableImageError,
} from "./images";
import { checkReadablePdf, UnreadablePdfError } from "./pdf";

/** What can be wrong with an uploaded document; each caller says it in its own words. */
export type DocumentProblem = "EMPTY_FILE" | "UNSUPPORTED_FILE_TYPE" | "UNREADABLE_PDF" | "UNREADABLE_IMAGE";

export interface PreparedDocument {
  bytes: Buffer;
  /** A small WebP of an image (when asked for); null for a PDF. */
  thumb: Buffer | null;
  type: SniffedType;
  contentType: string;
  ext: string;
}

/**
 * Checks a photo or PDF before anything is stored (an identity document, a deposit slip): the type comes from the
 * bytes; images are re-encoded (no metadata, at most 1600 px) and may get a thumbnail; PDFs must parse and are
 * kept as they are. A problem is a 400 with `messages[problem]` on `field`.
 */
export async function prepareDocument(
  bytes: Buffer,
  opts: { field: string; messages: Record<DocumentProblem, Message>; thumbnail?: boolean },
): Promise<PreparedDocument> {
  const fail = (code: DocumentProblem) =>
    badRequest(code, opts.messages[code], { [opts.field]: opts.messages[code] });
  if (bytes.length === 0) throw fail("EMPTY_FILE");
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
  const type = sniffFileType(bytes);
  if (!type) throw fail("UNSUPPORTED_FILE_TYPE");
  const described = { type, contentType: CONTENT_TYPES[type], ext: type === "jpeg" ? "jpg" : type };
  if (type === "pdf") {
    try {
      await checkReadablePdf(bytes);
    } catch (e) {
      if (!(e instanceof UnreadablePdfError)) throw e;
      throw fail("UNREADABLE_PDF");
    }
    return { ...described, bytes, thumb: null };
  }
  try {
    const image = await reencodeImage(bytes, type);
    return { ...described, bytes: image, thumb: opts.thumbnail ? await makeThumbnail(image) : null };
  } catch (e) {
    if (!(e instanceof UnreadableImageError)) throw e;
    throw fail("UNREADABLE_IMAGE");
  }
}
