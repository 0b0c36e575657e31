import sharp from "sharp";
import { msg } from "../../../../common/i18n/message";
import { AppError } from "../errors";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = msg("errors.FILE_TOO_LARGE", { max: MAX_UPLOAD_BYTES / (1024 * 1024) });
export const fileTooLarge = () => new AppError(413, "FILE_TOO_LARGE", FILE_TOO_LARGE);
/** Full images are capped at this many pixels on their longest side (DESIGN section 9). */
export const MAX_IMAGE_PX = 1600;

export type SniffedType = "png" | "jpeg" | "webp" | "pdf";

export const CONTENT_TYPES: Record<SniffedType, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** The file's real type from its first bytes (never from its name or the browser's claim), or null. */
export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  return null;
}

export class UnreadableImageError extends Error {}

/**
 * Decodes and encodes the image again in its own format: applies the camera's orientation, drops every bit
 * of metadata (EXIF with GPS position, XMP, ICC comments), and scales it down to MAX_IMAGE_PX.
 */
export async function reencodeImage(bytes: Buffer, type: Exclude<SniffedType, "pdf">): Promise<Buffer> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 60_000_000, failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_PX, height: MAX_IMAGE_PX, fit: "inside", withoutEnlargement: true });
    if (type === "png") return await pipeline.png({ compressionLevel: 9 }).toBuffer();
    if (type === "webp") return await pipeline.webp({ quality: 85 }).toBuffer();
    return await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch (e) {
    throw new UnreadableImageError((e as Error).message);
  }
}

/** Thumbnails (for slow networks) are at most this many pixels on their longest side and this many bytes. */
export const THUMB_PX = 320;
export const MAX_THUMB_BYTES = 30 * 1024;

/** The image's size in pixels (after re-encoding, so the orientation is already applied). */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** A small WebP of the image, stepped down in quality and then size until it fits in MAX_THUMB_BYTES. */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    let px = THUMB_PX;
    let out = Buffer.alloc(0);
    for (let attempt = 0; attempt < 6; attempt++) {
      for (const quality of [70, 55, 40]) {
        out = await sharp(bytes, { limitInputPixels: 60_000_000 })
          .rotate()
          .resize({ width: px, height: px, fit: "inside", withoutEnlargement: true })
          .webp({ quality })
          .toBuffer();
        if (out.length <= MAX_THUMB_BYTES) return out;
      }
      px = Math.round(px * 0.75);
    }
    return out;
  } catch (e) {
    throw new UnreadableImageError((e as Error).message);
  }
}
