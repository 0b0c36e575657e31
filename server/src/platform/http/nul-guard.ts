import type { FastifyInstance } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { AppError } from "../errors";

/**
 * PostgreSQL refuses the NUL character (0x00) in text, so a NUL anywhere in a request would surface as a
 * database error (a 500). It is refused up front instead, for every route: one hook before validation looks at
 * the parsed body, query and path parameters; multipart text fields are checked where they are read
 * (platform/http/multipart.ts). Why a hook and not a schema helper: docs/decisions/0010-refuse-nul-in-one-hook.md.
 */

export const INVALID_CHARACTERS = "INVALID_CHARACTERS";
export const INVALID_CHARACTERS_MESSAGE = msg("errors.INVALID_CHARACTERS");
export const INVALID_CHARACTER_FIELD = msg("errors.INVALID_CHARACTER_FIELD");

const NUL = "\u0000";
/** Enough to point at the problem; a body full of NULs does not make a huge answer. */
const MAX_REPORTED = 20;

/** A path as the error's `fields` name it (`unitTypes.0.name`); a NUL inside a key is shown as `\0`. */
const fieldName = (path: readonly (string | number)[]) => path.join(".").replaceAll(NUL, "\\0");

/**
 * The paths of every string (value or object key) containing a NUL, at most MAX_REPORTED of them. Walks with
 * an explicit stack: a deeply nested JSON body cannot overflow the call stack.
 */
export function findNul(value: unknown, prefix: readonly (string | number)[] = []): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: readonly (string | number)[] }[] = [{ value, path: prefix }];
  while (stack.length && found.length < MAX_REPORTED) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes(NUL)) found.push(fieldName(path));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, i] });
    } else if (v !== null && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const [key, child] of Object.entries(v).reverse()) {
        if (key.includes(NUL)) found.push(fieldName([...path, key]));
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

export function invalidCharacters(fields: string[]): AppError {
  return new AppError(
    400,
    INVALID_CHARACTERS,
    INVALID_CHARACTERS_MESSAGE,
    Object.fromEntries(fields.map((f) => [f || "body", INVALID_CHARACTER_FIELD])),
  );
}

/** Throws the 400 when any string of `value` holds a NUL. */
export function refuseNul(value: unknown, prefix: readonly (string | number)[] = []): void {
  const found = findNul(value, prefix);
  if (found.length) throw invalidCharacters(found);
}

/** Every route, current and future: runs after parsing and before the route's schema validation. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    const found = [req.params, req.query, req.body].flatMap((part) => findNul(part));
    if (found.length) throw invalidCharacters(found.slice(0, MAX_REPORTED));
  });
}
