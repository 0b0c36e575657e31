import { methodAndPath, type RouteId } from "@common/contract/route-table";
import {
  ApiError,
  type ApiOutput,
  errorFromResponse,
  href,
  type InputArgs,
  type LooseInput,
  networkError,
} from "./api";
import { t } from "./i18n";

// Uploads live apart from api.ts, which every page loads with the entry: only the screens that upload need this.

/**
 * Sends a multipart form to a route (uploads) with XMLHttpRequest, because fetch reports no upload progress.
 * `onProgress` gets 0-100; `idempotencyKey` is sent as the Idempotency-Key header (a retry uploads once).
 */
export function upload<Id extends RouteId>(
  id: Id,
  form: FormData,
  {
    onProgress,
    idempotencyKey,
    ...input
  }: { onProgress?: (percent: number) => void; idempotencyKey?: string } & Omit<LooseInput, "body"> = {},
): Promise<ApiOutput<Id>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(methodAndPath(id).method, href(id, ...([input] as InputArgs<Id>)));
    xhr.withCredentials = true;
    if (idempotencyKey) xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const requestId = xhr.getResponseHeader("x-request-id") ?? undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, xhr.responseText, requestId));
        return;
      }
      onProgress?.(100);
      try {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as ApiOutput<Id>);
      } catch {
        reject(new ApiError(xhr.status, "HTTP_ERROR", t("common.genericError"), undefined, requestId));
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(networkError());
    xhr.send(form);
  });
}
