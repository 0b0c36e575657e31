import { BANKS, LANDLORD_MOBILE_MONEY_PROVIDERS } from "../constants";
import { text, ugandanMobile } from "./shared";
import { z } from "./zod";

export const bankDetailsInput = z.object({
  bankName: z.enum(BANKS, "Please choose one of the listed banks"),
  bankAccountNumber: z
    .string("Please fill in all required bank account fields")
    .trim()
    .min(1, "Please fill in all required bank account fields")
    .max(34, { abort: true })
    .regex(/^[0-9A-Za-z -]+$/, "Account number may only contain digits and letters"),
  bankAccountName: text(120, "Please fill in all required bank account fields"),
  bankBranch: text(120).optional(),
  mobileMoneyNumber: ugandanMobile("Please provide a mobile money number as backup payment method"),
  mobileMoneyProvider: z.enum(LANDLORD_MOBILE_MONEY_PROVIDERS, "Please choose a mobile money provider"),
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
