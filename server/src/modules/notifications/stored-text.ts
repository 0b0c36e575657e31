import type { MessageKey } from "../../../../common/i18n/keys";
import { msg, parseMessage } from "../../../../common/i18n/message";
import type { Translator } from "../../platform/i18n";

/**
 * Text stored for later display (a notification, a maintenance request's preset issue or default description)
 * in the translator's language. It is a msg() text whose values may be msg() texts too (a preset issue, a
 * status label): those are put into words first. Any other text (free text, rows written before the catalogue)
 * stays as it is.
 */
export function storedText(tr: Translator, text: string): string {
  const parsed = parseMessage(text);
  if (!parsed?.values) return tr.text(text);
  const values = Object.fromEntries(
    Object.entries(parsed.values).map(([name, v]) => [name, typeof v === "string" ? tr.text(v) : v]),
  );
  return tr.text(msg(parsed.key as MessageKey, values));
}
