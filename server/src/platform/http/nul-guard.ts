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

/** A value met on the walk: its key in its parent, and the parent, so a path is built only for a hit. */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathTo(visit: Visit, prefix: readonly (string | number)[]): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) path.push(v.key);
  return [...prefix, ...path.reverse()];
}

/**
 * The paths of every string (value or object key) containing a NUL, at most MAX_REPORTED of them. One visit per
 * value with an explicit stack (a deep value cannot overflow the call stack); a value knows only its key and
 * parent, and the path is spelled out for the few that hold a NUL, so the walk is linear in the value's size
 * whatever its depth (JSON bodies are at most MAX_JSON_DEPTH deep anyway: json-body.ts).
 */
export function findNul(value: unknown, prefix: readonly (string | number)[] = []): string[] {
  const found: string[] = [];
  const stack: Visit[] = [{ value }];
  while (stack.length && found.length < MAX_REPORTED) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === "string") {
      if (v.includes(NUL)) found.push(fieldName(pathTo(visit, prefix)));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: visit });
    } else if (v !== null && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const [key, child] of Object.entries(v).reverse()) {
        if (key.includes(NUL)) found.push(fieldName(pathTo({ value: child, key, parent: visit }, prefix)));
        else stack.push({ value: child, key, parent: visit });
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
