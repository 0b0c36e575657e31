import { upload } from "@/lib/upload";

/** The server's limit (server/src/platform/storage/images.ts MAX_UPLOAD_BYTES): 10 MB. */
export const MAX_ID_PHOTO_BYTES = 10 * 1024 * 1024;
export const ID_PHOTO_ACCEPT = "image/png,image/jpeg,image/webp,application/pdf";

/**
 * POST /api/me/national-id-photo (multipart field `file`), with upload progress 0-100. Fails with an ApiError
 * carrying the server's message.
 */
export async function uploadNationalIdPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append("file", file);
  await upload("tenants.uploadNationalIdPhoto", form, { onProgress });
}
