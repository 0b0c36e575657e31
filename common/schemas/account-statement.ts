import { msg } from "../i18n/message";
import { addMonths } from "../kampala-calendar";
import { CHARGE_GROUPS } from "../tenancy";
import { currencySchema, dayWithin } from "./shared";
import { z } from "./zod";

/**
 * The statement of account of one tenancy (issue 32, decision 0061): the balance brought forward, each charge and
 * payment of the period with the running balance, and the closing balance. For the tenant and their landlord.
 */

/** The longest period one statement covers. */
export const STATEMENT_MAX_YEARS = 5;

const BAD_DAY = msg("tenancy-account.statementBadDate");

export const accountStatementQuery = z
  .object({
    leaseId: z.uuid(msg("tenancy-account.statementLeaseRequired")),
    from: dayWithin("accountStatement", BAD_DAY),
    to: dayWithin("accountStatement", BAD_DAY),
  })
  .superRefine(({ from, to }, ctx) => {
    if (to < from)
      ctx.addIssue({ code: "custom", path: ["to"], message: msg("tenancy-account.statementToBeforeFrom") });
    else if (to >= addMonths(from, 12 * STATEMENT_MAX_YEARS))
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: msg("tenancy-account.statementTooLong", { years: STATEMENT_MAX_YEARS }),
      });
  });
export type AccountStatementQuery = z.output<typeof accountStatementQuery>;

/** charge: a charge on its due date (a voided one too); correction: a voided charge taken back; payment. */
export const STATEMENT_LINE_TYPES = ["charge", "correction", "payment"] as const;

export const statementLineSchema = z.object({
  /** The charge's or payment's id (a correction: the voided charge's, with ':correction'). */
  id: z.string(),
  type: z.enum(STATEMENT_LINE_TYPES),
  /** 'YYYY-MM-DD' (Kampala): a charge's due date, a correction's day, the day a payment was received. */
  date: z.string(),
  /** The charge's group (common/tenancy.ts); null for a payment. */
  group: z.enum(CHARGE_GROUPS).nullable(),
  /** In the reader's language. */
  description: z.string(),
  /** A payment's receipt ('Receipt 12') or its reference; null for charges. */
  reference: z.string().nullable(),
  /** The payment, for its receipt; null for charges. */
  paymentId: z.string().nullable(),
  /** What the line adds to what is owed: a charge's amount, a correction's negative; 0 for a payment. */
  charged: z.number(),
  /** What a payment paid; 0 for charges. */
  paid: z.number(),
  /** What is owed after this line (negative: credit). */
  balance: z.number(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const accountStatementView = z.object({
  leaseId: z.string(),
  tenantName: z.string(),
  propertyName: z.string(),
  unitNumber: z.string(),
  landlordName: z.string(),
  currency: currencySchema,
  from: z.string(),
  to: z.string(),
  /** Charges due before `from` (corrections before it taken off) less payments received before it. */
  openingBalance: z.number(),
  lines: z.array(statementLineSchema),
  totalCharged: z.number(),
  totalPaid: z.number(),
  /** openingBalance + totalCharged - totalPaid. */
  closingBalance: z.number(),
});
export type AccountStatementView = z.infer<typeof accountStatementView>;
