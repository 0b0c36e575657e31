import type { Message } from "@common/i18n/message";
import { ApiError } from "@/lib/api";

/**
 * The message to show a person for a failed call: the server's own message when it answered in the API's
 * error shape, `networkMessage` when the request never reached it, `fallback` otherwise.
 */
export function apiErrorMessage(error: unknown, fallback: Message, networkMessage = fallback): Message {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return networkMessage;
  if (error.code === "HTTP_ERROR" || !error.message) return fallback;
  return error.message;
}

/** True when the server says the sign-up ticket is missing or expired (the person must verify again). */
export function isMissingTicket(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === "NO_SIGNUP_TICKET");
}

/** Errors that are about one field even when the server sends no `fields` (e.g. 409 PHONE_TAKEN). */
const FIELD_OF_CODE: Record<string, string> = { EMAIL_TAKEN: "email", PHONE_TAKEN: "phoneNumber" };

/**
 * Puts the server's per-field messages under the matching inputs. `aliases` maps a payload name to the form
 * field that produced it (e.g. emergencyContactPhone -> emergencyContact). Unknown names are ignored: their
 * message is in the toast already.
 */
export function applyFieldErrors<Name extends string>(
  error: unknown,
  fieldNames: readonly Name[],
  setError: (name: Name, error: { type: string; message: Message }) => void,
  aliases: Partial<Record<string, Name>> = {},
): void {
  if (!(error instanceof ApiError)) return;
  const fields: Record<string, Message> = { ...error.fields };
  const codeField = FIELD_OF_CODE[error.code];
  if (codeField && !fields[codeField]) fields[codeField] = error.message;
  for (const [key, message] of Object.entries(fields)) {
    const name = aliases[key] ?? (fieldNames as readonly string[]).find((n) => n === key);
    if (name) setError(name as Name, { type: "server", message });
  }
}
