import { CURRENCIES } from "../constants";
import { type DateRangeName, dateRefusal, monthRefusal, type OutsideMessages } from "../date-ranges";
import { msg } from "../i18n/message";
import { normalizeUgandanMobile } from "../phone";
import { z } from "./zod";

// Hostile input: a pattern only ever sees a string whose length was checked first, by a limit with `abort: true`
// (zod runs the later checks of a failed one unless it aborts).

/**
 * A trimmed text of at most `max` characters (the message names the field). A required text answers its
 * `required` message also when the field is missing or not a string.
 */
export const text = (max: number, required?: string) => {
  const tooLong = msg("validation.tooLong", { max });
  return required
    ? z.string(required).trim().min(1, required).max(max, tooLong)
    : z.string().trim().max(max, tooLong);
};

/** Ids are PostgreSQL integers: a larger number is a bad request, not a database error. */
export const INT4_MAX = 2_147_483_647;
export const dbId = () => z.number().int().positive().max(INT4_MAX);

export const currencySchema = z.enum(CURRENCIES);
export const idParam = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const uuidParam = z.object({ id: z.uuid() });

/** A Ugandan mobile number, answered in E.164; `invalid` is the message for anything else. */
export const ugandanMobile = (required: string, invalid: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(30, { message: invalid, abort: true })
    .transform((v, ctx) => {
      const e164 = normalizeUgandanMobile(v);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return e164;
    });

/** A YYYY-MM-DD day that exists (not 2026-02-31): the calendar round-trips it. */
function isRealDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD date; `message` when it has another shape (a route may tell a day that does not exist apart). */
export const isoDate = (message: string) =>
  z
    .string()
    .max(10, { message, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true });

/** A YYYY-MM-DD day that exists; `message` for any other text (`unreal` for a day that does not exist). */
export const calendarDay = (message: string, unreal = message) =>
  isoDate(message).refine(isRealDay, { message: unreal, abort: true });

/**
 * A YYYY-MM-DD day that exists, within its range of common/date-ranges.ts (counted from today in Kampala when
 * it is checked); `message` for any other text, `outside`'s or the catalogue's message naming the range outside it.
 */
export const dayWithin = (range: DateRangeName, message: string, outside: OutsideMessages = {}) =>
  calendarDay(message, outside.unreal).superRefine((value, ctx) => {
    const refused = dateRefusal(value, range, outside);
    if (refused) ctx.addIssue({ code: "custom", message: refused });
  });

/** A YYYY-MM month within its range of common/date-ranges.ts; `message` for any other text. */
export const monthWithin = (range: DateRangeName, message: string) =>
  z
    .string(message)
    .max(7, { message, abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message, abort: true })
    .superRefine((value, ctx) => {
      const refused = monthRefusal(value, range);
      if (refused) ctx.addIssue({ code: "custom", message: refused });
    });
