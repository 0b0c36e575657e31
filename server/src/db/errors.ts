/** True when `err` (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505" && (e.constraint === constraint || String(e).includes(constraint))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
