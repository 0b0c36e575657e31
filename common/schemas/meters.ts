import { msg } from "../i18n/message";
import {
  DISPUTE_STATUSES,
  MAX_TARIFF_UGX,
  MEASURES,
  PRICINGS,
  parseReading,
  UTILITIES,
} from "../meters/kinds";
import { dayWithin, dbId, idParam, text } from "./shared";
import { z } from "./zod";

/** Utilities by sub-meter (issue 32 section 3, decision 0063): meters, readings with photos, disputes. */

export const METER_SERIAL_MAX = 40;
export const DISPUTE_TEXT_MAX = 1000;
export const READINGS_PAGE_SIZE = 20;

const DATE_MESSAGE = msg("meters.dateInvalid");

/** A reading as typed ("1216.4"): exact thousandths, or the field's message. A JSON number is taken too. */
export const readingValue = z
  .union([z.string().max(30, { message: msg("meters.valueInvalid"), abort: true }), z.number()], {
    message: msg("meters.valueInvalid"),
  })
  .transform((v, ctx) => {
    const milli =
      typeof v === "number" ? (Number.isFinite(v) ? parseReading(String(v)) : null) : parseReading(v);
    if (milli === null) {
      ctx.addIssue({ code: "custom", message: msg("meters.valueInvalid") });
      return z.NEVER;
    }
    return milli;
  });

/** A tariff or flat amount in whole UGX (a form sends it as text). */
const tariffValue = z.coerce
  .number({ message: msg("meters.tariffInvalid") })
  .int(msg("meters.tariffInvalid"))
  .min(0, msg("meters.tariffInvalid"))
  .max(MAX_TARIFF_UGX, msg("meters.tariffTooLarge", { max: MAX_TARIFF_UGX }));

const serial = text(METER_SERIAL_MAX, msg("meters.serialRequired")).regex(/^[A-Za-z0-9 ./-]+$/, {
  message: msg("meters.serialInvalid"),
});

export const meterCreateInput = z.object({
  /** The unit whose own meter it is; null for a shared meter (never charged to a tenant: s.12). */
  unitId: dbId().nullable(),
  utility: z.enum(UTILITIES),
  serial,
  pricing: z.enum(PRICINGS),
  tariff: tariffValue,
  installedOn: dayWithin("meterInstalled", DATE_MESSAGE),
});
export type MeterCreateInput = z.output<typeof meterCreateInput>;

export const meterReplaceInput = z.object({ serial, installedOn: dayWithin("meterInstalled", DATE_MESSAGE) });

export const meterTariffInput = z.object({ pricing: z.enum(PRICINGS), tariff: tariffValue });

/** The multipart fields of a reading; the photo comes as the file `photo`. */
export const readingInput = z.object({
  value: readingValue,
  readOn: dayWithin("meterReading", DATE_MESSAGE),
});
export type ReadingInput = z.output<typeof readingInput>;

export const disputeInput = z.object({ reason: text(DISPUTE_TEXT_MAX, msg("meters.reasonRequired")) });

export const disputeAnswerInput = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("reject"), answer: text(DISPUTE_TEXT_MAX, msg("meters.answerRequired")) }),
    z.object({
      decision: z.literal("correct"),
      value: readingValue,
      answer: text(DISPUTE_TEXT_MAX).optional(),
    }),
  ],
  { message: msg("meters.decisionInvalid") },
);
export type DisputeAnswerInput = z.output<typeof disputeAnswerInput>;

export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const meterIdParam = z.object({ id: z.uuid() });
export const propertyIdParam = idParam;

const dispute = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  answer: z.string().nullable(),
  openedAt: z.string(),
  answeredAt: z.string().nullable(),
});

export const readingView = z.object({
  id: z.string(),
  meterId: z.string(),
  utility: z.enum(UTILITIES),
  measure: z.enum(MEASURES),
  serial: z.string(),
  unitNumber: z.string().nullable(),
  /** The reading and the previous one as the meter shows them ("1216.4"); previous null for a baseline. */
  value: z.string(),
  previous: z.string().nullable(),
  consumption: z.string().nullable(),
  readOn: z.string(),
  tariff: z.number(),
  pricing: z.enum(PRICINGS),
  amount: z.number(),
  charged: z.boolean(),
  photoUrl: z.string(),
  thumbUrl: z.string(),
  /** The reading that replaced this one after a dispute, if it was corrected. */
  supersededBy: z.string().nullable(),
  dispute: dispute.nullable(),
});
export type ReadingView = z.infer<typeof readingView>;

export const readingPage = z.object({
  readings: z.array(readingView),
  page: z.number(),
  hasMore: z.boolean(),
});

export const meterView = z.object({
  id: z.string(),
  unitId: z.number().nullable(),
  utility: z.enum(UTILITIES),
  measure: z.enum(MEASURES),
  serial: z.string(),
  pricing: z.enum(PRICINGS),
  tariff: z.number(),
  installedOn: z.string(),
  lastReading: z.object({ value: z.string(), readOn: z.string() }).nullable(),
  openDisputes: z.number(),
});
export type MeterView = z.infer<typeof meterView>;

export const propertyMeters = z.object({
  propertyId: z.number(),
  units: z.array(
    z.object({
      id: z.number(),
      unitNumber: z.string(),
      tenantName: z.string().nullable(),
      meters: z.array(meterView),
    }),
  ),
  shared: z.array(meterView),
});
export type PropertyMeters = z.infer<typeof propertyMeters>;

export const disputeView = dispute.extend({ reading: readingView, tenantName: z.string() });
export const disputeList = z.object({ disputes: z.array(disputeView) });
export type DisputeView = z.infer<typeof disputeView>;
