/**
 * Whether asking again may succeed: the request never reached the server (offline, timed out; an ApiError of
 * status 0), or the server failed or was busy. A refusal (not signed in, not a resident, not found, a bad
 * request) stays a refusal, so a screen shows its message without a Retry that cannot help.
 */
export function mayPassOnRetry(error: unknown): boolean {
  const status = error instanceof Error && "status" in error ? error.status : undefined;
  if (typeof status !== "number") return true;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
