import type { ApiErrorBody } from "@common/schemas/errors";

/** An API failure with the server's message for a person (DESIGN.md section 5 error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "include",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Network error. Check your connection and try again.");
  }
  const text = await res.text();
  if (!res.ok) {
    let parsed: Partial<ApiErrorBody> = {};
    try {
      parsed = JSON.parse(text) as ApiErrorBody;
    } catch {
      /* not JSON: fall back to the status text */
    }
    throw new ApiError(
      res.status,
      parsed.code ?? "HTTP_ERROR",
      parsed.error ?? (text || res.statusText),
      parsed.fields,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(url: string) => api<T>("GET", url);
export const apiPost = <T>(url: string, body?: unknown) => api<T>("POST", url, body ?? {});
