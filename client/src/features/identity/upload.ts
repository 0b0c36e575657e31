import type { ApiErrorBody } from "@common/schemas/errors";
import { ApiError } from "@/lib/api";

/** The server's limit (server/src/platform/storage/images.ts MAX_UPLOAD_BYTES): 10 MB. */
export const MAX_ID_PHOTO_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = "The file is too large. Please upload a file of at most 10 MB.";
export const ID_PHOTO_ACCEPT = "image/png,image/jpeg,image/webp,application/pdf";

/**
 * POST /api/me/national-id-photo (multipart field `file`) with XMLHttpRequest, because fetch reports no
 * upload progress. `onProgress` gets 0–100. Fails with an ApiError carrying the server's message.
 */
export function uploadNationalIdPhoto(file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/me/national-id-photo");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let body: Partial<ApiErrorBody> = {};
      try {
        body = JSON.parse(xhr.responseText) as ApiErrorBody;
      } catch {
        /* not JSON: the status text below */
      }
      reject(
        new ApiError(
          xhr.status,
          body.code ?? "HTTP_ERROR",
          body.error ?? (xhr.statusText || "Upload failed"),
          body.fields,
        ),
      );
    };
    const networkError = () =>
      reject(new ApiError(0, "NETWORK_ERROR", "Network error. Check your connection and try again."));
    xhr.onerror = networkError;
    xhr.onabort = networkError;
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
