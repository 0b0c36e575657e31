import type { Message } from "@common/i18n/message";

/** A form's messages by field name ('form' for one about the whole form). */
export type FieldErrors = Record<string, Message>;

/**
 * The updater that drops these fields' messages, for `setErrors(withoutErrors("amount"))` in a field's change: a
 * message about a value goes when the person changes that value. The same object when none of them had one.
 */
export const withoutErrors =
  (...names: string[]) =>
  (errors: FieldErrors): FieldErrors => {
    if (!names.some((n) => n in errors)) return errors;
    const rest = { ...errors };
    for (const n of names) delete rest[n];
    return rest;
  };
