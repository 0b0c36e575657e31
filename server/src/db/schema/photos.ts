import { integer, text } from "drizzle-orm/pg-core";

/** The columns of a stored photo (platform/storage/photos.ts StoredPhoto): the file, its thumbnail and size. */
export const storedPhotoColumns = () => ({
  storageKey: text("storage_key").notNull(),
  thumbKey: text("thumb_key").notNull(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
});
