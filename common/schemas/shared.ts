import { CURRENCIES } from "../constants";
import { normalizeUgandanMobile } from "../phone";
import { z } from "./zod";

// Hostile input: a pattern only ever sees a string whose length was checked first, by a limit with `abort: true`
// (zod runs the later checks of a failed one unless it aborts).

/** A required text also answers its message when the field is missing or not a string. */
export const text = (max: number, required?: string) =>
  required
    ? z.string(required).trim().min(1, required).max(max, `Must be at most ${max} characters`)
    : z.string().trim().max(max, `Must be at most ${max} characters`);

/** Ids are PostgreSQL integers: a larger number is a bad request, not a database error. */
export const INT4_MAX = 2_147_483_647;
export const dbId = () => z.number().int().positive().max(INT4_MAX);

export const currencySchema = z.enum(CURRENCIES);
export const idParam = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) });
export const uuidParam = z.object({ id: z.uuid() });

const NOT_A_UGANDAN_MOBILE = "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456";
export const ugandanMobile = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(30, { message: NOT_A_UGANDAN_MOBILE, abort: true })
    .transform((v, ctx) => {
      const e164 = normalizeUgandanMobile(v);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: NOT_A_UGANDAN_MOBILE });
        return z.NEVER;
      }
      return e164;
    });

export const ugandanMobileSchema = ugandanMobile("Please provide a mobile money number");

export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, { abort: true })
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Image URL must start with http:// or https://");

export const isoDate = (msg: string) =>
  z
    .string()
    .max(10, { message: msg, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg);
