import type { FastifyInstance } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { AppError } from "../errors";

/**
 * How deep arrays and objects may nest in a JSON body or socket frame. Our deepest body nests 3 levels (a
 * property's `unitTypes[i]`, a passkey's `response`), the providers' callbacks about 8 (Stripe's event); 20 is
 * far above both and still small. What is deeper is refused before it is parsed, so nothing that walks a
 * request (the NUL guard, zod, the error's field names) ever sees it: docs/decisions/0037.
 */
export const MAX_JSON_DEPTH = 20;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, in one pass over the text and
 * without parsing it (brackets inside strings do not count; a string is skipped to its closing quote at once).
 * Text that is not JSON may be counted wrongly; the parser refuses it afterwards.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i);
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** Where the string opened at `open` ends (a quote after an even run of backslashes), or the text's end. */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

export const nestedTooDeeply = () =>
  new AppError(400, "NESTED_TOO_DEEPLY", msg("errors.NESTED_TOO_DEEPLY", { max: MAX_JSON_DEPTH }));

/**
 * JSON bodies: the depth is checked on the raw text first (a 400 NESTED_TOO_DEEPLY), then Fastify's own parser
 * (secure-json-parse, which refuses `__proto__` and `constructor.prototype` keys) reads it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(nestedTooDeeply(), undefined);
    parse(req, body as string, done);
  });
}
