import { msg } from "../i18n/message";
import { PAYMENT_METHODS } from "./rent";
import { currencySchema, idParam, monthWithin } from "./shared";
import { z } from "./zod";

/** The landlord's monthly statement of a property (issue 12): the dashboard's 'Report'. */

const BAD_MONTH = msg("statements.badMonth");
export const statementParams = idParam;
export const statementQuery = z.object({
  month: monthWithin("reportMonth", BAD_MONTH),
});

export const statementView = z.object({
  propertyId: z.number(),
  propertyName: z.string(),
  propertyLocation: z.string(),
  landlordName: z.string(),
  month: z.string(),
  /** Per currency: what fell due in the month, what was received in it, what of the month's charges is unpaid, fees. */
  totals: z.array(
    z.object({
      currency: currencySchema,
      expected: z.number(),
      collected: z.number(),
      /** What was received in the month by each method (only those with money), in PAYMENT_METHODS' order. */
      collectedByMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number() })),
      outstanding: z.number(),
      platformFees: z.number(),
    }),
  ),
  /** Each tenant who owed money at the month's end, largest first. */
  arrears: z.array(
    z.object({
      tenantName: z.string(),
      unitNumber: z.string(),
      currency: currencySchema,
      amount: z.number(),
    }),
  ),
  occupancy: z.object({ units: z.number(), occupied: z.number() }),
  maintenance: z.object({ opened: z.number(), closed: z.number() }),
});
export type StatementView = z.infer<typeof statementView>;
