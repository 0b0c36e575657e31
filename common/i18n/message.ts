import type { MessageKey } from "./keys";

/** Values of a message's placeholders ({name}, {count, plural, ...}). */
export type MessageValues = Record<string, string | number>;

declare const MESSAGE: unique symbol;

/**
 * Text fit to show a person (decision 0052): a catalogue message, as made by `msg()` (put into words where it is
 * shown) or already in words (the client's `t()`, a translator's `text()`, the server's error answer), or free text
 * marked by `literal()`. Error messages, field errors, toasts and headings take only this, so an English sentence
 * written in the code does not compile there. A `string` at run time: the brand costs nothing.
 */
export type Message = string & { readonly [MESSAGE]: true };

/**
 * Text that is already a message in the reader's language, by a route that the types cannot follow: words the
 * server or a catalogue put together (an API error's text, a message read back from a form library). Never for
 * copy written in the code: that is `msg()`, or `literal()` for free text a person typed.
 */
export const asMessage = (words: string): Message => words as Message;

/** Between a key and its values in a message's text form. A control character no copy contains. */
const SEPARATOR = "\u001f";
const KEY = /^[a-z][a-zA-Z0-9-]*\.[a-zA-Z0-9_.]+$/;
const MAX_TEXT = 2000;

/**
 * A message to put into words later, in the reader's language: its catalogue key and values, as text, so it can
 * travel where only text fits — a zod schema's message, an API error — and be translated where it is shown
 * (client/src/lib/i18n.ts, server/src/platform/i18n.ts).
 */
export function msg(key: MessageKey, values?: MessageValues): Message {
  return (values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key) as Message;
}

/** The key and values of a message made by `msg`; null for any other text (a literal, an old message). */
export function parseMessage(text: string): { key: string; values?: MessageValues } | null {
  if (text.length > MAX_TEXT) return null;
  const cut = text.indexOf(SEPARATOR);
  const key = cut === -1 ? text : text.slice(0, cut);
  if (key.length > 120 || !KEY.test(key)) return null;
  if (cut === -1) return { key };
  try {
    const values = JSON.parse(text.slice(cut + 1)) as unknown;
    return values && typeof values === "object" ? { key, values: values as MessageValues } : { key };
  } catch {
    return { key };
  }
}

/** How deep messages may nest in each other's values (a notification naming a preset issue is two). */
const MAX_NESTING = 3;

/**
 * Puts a message made by `msg` into words with `render` (the reader's catalogue; undefined for a key it lacks).
 * Values that are themselves such messages (a status label inside a notification) are put into words first.
 * Any other text is returned as it is: a literal, free text a person typed, a row stored before the catalogue.
 */
export function translateText(
  text: string,
  render: (key: string, values: MessageValues) => string | undefined,
  extra?: MessageValues,
  depth = 0,
): string {
  const parsed = parseMessage(text);
  if (!parsed) return text;
  const values: MessageValues = { ...extra };
  for (const [name, value] of Object.entries(parsed.values ?? {})) {
    values[name] =
      typeof value === "string" && depth < MAX_NESTING
        ? translateText(value, render, undefined, depth + 1)
        : value;
  }
  return render(parsed.key, values) ?? text;
}

/** Invisible, and never the start of a catalogue key. */
const WORD_JOINER = "\u2060";

/**
 * Text shown as it is: what a person typed (a rejection's reason, a property's name) or data put in the reader's
 * format (an amount, a date), in a message's values or on its own where a `Message` goes. Text shaped like a
 * catalogue key ('payments.resultSucceeded') would otherwise be put into that message's words when shown.
 */
export function literal(text: string): Message {
  return (parseMessage(text) ? `${WORD_JOINER}${text}` : text) as Message;
}

/** Messages shown one after the other with punctuation between them ("Kampala Heights · 3 unread"). */
export function joinMessages(parts: readonly Message[], separator = " · "): Message {
  return parts.join(separator) as Message;
}
