import { BANKS, LANDLORD_MOBILE_MONEY_PROVIDERS } from "../constants";
import { msg } from "../i18n/message";
import { text, ugandanMobile } from "./shared";
import { z } from "./zod";

const BANK_FIELDS_REQUIRED = msg("payouts.bankFieldsRequired");
export const bankDetailsInput = z.object({
  bankName: z.enum(BANKS, msg("payouts.bankRequired")),
  bankAccountNumber: z
    .string(BANK_FIELDS_REQUIRED)
    .trim()
    .min(1, BANK_FIELDS_REQUIRED)
    .max(34, { abort: true })
    .regex(/^[0-9A-Za-z -]+$/, msg("payouts.accountNumberInvalid")),
  bankAccountName: text(120, BANK_FIELDS_REQUIRED),
  bankBranch: text(120).optional(),
  mobileMoneyNumber: ugandanMobile(msg("payouts.mobileNumberRequired"), msg("payouts.mobileNumberInvalid")),
  mobileMoneyProvider: z.enum(LANDLORD_MOBILE_MONEY_PROVIDERS, msg("payouts.providerRequired")),
});
export type BankDetailsInput = z.input<typeof bankDetailsInput>;

export const payoutAccountSchema = z.object({
  bankName: z.string(),
  /** Full for the owner; masked (•••• 1234) for anyone else. */
  bankAccountNumber: z.string(),
  bankAccountName: z.string(),
  bankBranch: z.string().nullable(),
  mobileMoneyNumber: z.string(),
  mobileMoneyProvider: z.string(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const bankDetailsResponse = z.object({ account: payoutAccountSchema.nullable() });
export const bankDetailsSaveResponse = z.object({ success: z.literal(true), account: payoutAccountSchema });
