import { msg } from "../../../../common/i18n/message";
import { badRequest } from "../errors";
import {
  CONTENT_TYPES,
  fileTooLarge,
  imageSize,
  MAX_UPLOAD_BYTES,
  makeThumbnail,
  reencodeImage,
  sniffFileType,
  UnreadableImageError,
} from "./images";
import { newStorageKey, type Storage } from "./storage";

const WRONG_TYPE = msg("photos.wrongType");
const UNREADABLE = msg("photos.unreadable");
const EMPTY = msg("photos.empty");

export interface PreparedPhoto {
  image: Buffer;
  thumb: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

export interface StoredPhoto extends Omit<PreparedPhoto, "image" | "thumb"> {
  storageKey: string;
  thumbKey: string;
  bytes: number;
}

/** The form field photos come in: `photos` where a form takes several, `photo` where it takes one. */
export type PhotoField = "photos" | "photo";

/**
 * Checks and re-encodes every photo before anything is stored: one bad photo rejects the whole request, its
 * error naming the form's `field`. The type comes from the bytes; images lose their metadata, are scaled to
 * 1600 px and get a WebP thumbnail.
 */
export async function preparePhotos(files: Buffer[], field: PhotoField = "photos"): Promise<PreparedPhoto[]> {
  const out: PreparedPhoto[] = [];
  for (const bytes of files) {
    if (bytes.length === 0) throw badRequest("EMPTY_FILE", EMPTY, { [field]: EMPTY });
    if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
    const type = sniffFileType(bytes);
    if (!type || type === "pdf")
      throw badRequest("UNSUPPORTED_FILE_TYPE", WRONG_TYPE, { [field]: WRONG_TYPE });
    try {
      const image = await reencodeImage(bytes, type);
      const [thumb, size] = await Promise.all([makeThumbnail(image), imageSize(image)]);
      out.push({
        image,
        thumb,
        contentType: CONTENT_TYPES[type],
        ext: type === "jpeg" ? "jpg" : type,
        ...size,
      });
    } catch (e) {
      if (!(e instanceof UnreadableImageError)) throw e;
      throw badRequest("UNREADABLE_IMAGE", UNREADABLE, { [field]: UNREADABLE });
    }
  }
  return out;
}

/** Puts the prepared photos into storage; if one write fails, the ones written are deleted again. */
export async function storePhotos(storage: Storage, requestFolder: string, photos: PreparedPhoto[]) {
  const stored: StoredPhoto[] = [];
  try {
    for (const { image, thumb, ...p } of photos) {
      const photo = {
        ...p,
        storageKey: newStorageKey(requestFolder, p.ext),
        thumbKey: newStorageKey(requestFolder, "thumb.webp"),
        bytes: image.length,
      };
      await storage.put(photo.storageKey, image, p.contentType);
      stored.push(photo); // from here a failure deletes it again (a missing thumbnail is no error)
      await storage.put(photo.thumbKey, thumb, "image/webp");
    }
  } catch (e) {
    await deleteStoredPhotos(storage, stored);
    throw e;
  }
  return stored;
}

export async function deleteStoredPhotos(
  storage: Storage,
  photos: { storageKey: string; thumbKey: string }[],
) {
  await Promise.all(
    photos.flatMap((p) => [
      storage.delete(p.storageKey),
      ...(p.thumbKey ? [storage.delete(p.thumbKey)] : []),
    ]),
  );
}

/** The multipart reader's answer to one photo more than a form allows. */
export function tooManyPhotos(max: number, field: PhotoField = "photos") {
  const message = msg("photos.tooMany", { max });
  return badRequest("TOO_MANY_FILES", message, { [field]: message });
}
