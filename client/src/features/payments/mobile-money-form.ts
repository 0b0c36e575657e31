import { TENANT_MOBILE_MONEY_PROVIDERS } from "@common/constants";
import { msg } from "@common/i18n/message";
import { type MobileNetwork, mobileNetworkOf, normalizeUgandanMobile } from "@common/phone";
import { z } from "zod";
import { t } from "@/lib/i18n";
import { type AmountRules, checkAmount } from "./amount";

export type TenantMobileMoneyProvider = (typeof TENANT_MOBILE_MONEY_PROVIDERS)[number];

export interface MobileMoneyFormValues {
  provider: TenantMobileMoneyProvider;
  phoneNumber: string;
  accountName: string;
  amount: string;
}

/** What the form hands on once valid: the number as E.164, the amount in minor units. */
export interface MobileMoneyDetails {
  provider: TenantMobileMoneyProvider;
  phoneNumber: string;
  accountName: string;
  amount: number;
}

/** The form's messages: catalogue messages, which the fields put into words. */
export const PHONE_REQUIRED = msg("payments.phoneRequired");
export const NAME_REQUIRED = msg("payments.accountNameRequired");
/** The server's message too. */
const INVALID_UGANDAN_MOBILE = msg("payments.invalidPhone");
const ACCOUNT_NAME_MAX = 120;

/** The form's schema for this lease's payable range (and the chosen provider's per-transaction limit). */
export function mobileMoneySchema(rules: AmountRules) {
  return z
    .object({
      provider: z.enum(TENANT_MOBILE_MONEY_PROVIDERS),
      phoneNumber: z.string(),
      accountName: z.string(),
      amount: z.string(),
    })
    .transform((v, ctx): MobileMoneyDetails => {
      const phone = v.phoneNumber.trim();
      const e164 = phone ? normalizeUgandanMobile(phone) : null;
      if (!phone) ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: PHONE_REQUIRED });
      else if (!e164)
        ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: INVALID_UGANDAN_MOBILE });
      const name = v.accountName.trim();
      if (!name) ctx.addIssue({ code: "custom", path: ["accountName"], message: NAME_REQUIRED });
      else if (name.length > ACCOUNT_NAME_MAX)
        ctx.addIssue({
          code: "custom",
          path: ["accountName"],
          message: msg("payments.accountNameTooLong", { max: ACCOUNT_NAME_MAX }),
        });
      const amount = checkAmount(v.amount, rules, v.provider);
      if (amount.error) ctx.addIssue({ code: "custom", path: ["amount"], message: amount.error });
      return { provider: v.provider, phoneNumber: e164 ?? "", accountName: name, amount: amount.amount ?? 0 };
    });
}

/** The network each provider charges (as the server sees it): M-Sente runs on MTN's network. */
const NETWORK_OF_PROVIDER: Record<TenantMobileMoneyProvider, MobileNetwork> = {
  "MTN Mobile Money": "MTN",
  "Airtel Money": "AIRTEL",
  "M-Sente": "MTN",
};

/**
 * A warning (not an error: the tenant knows their SIM better than the prefix table) when the number's prefix
 * belongs to the other network: MTN 76/77/78, Airtel 70/74/75.
 */
export function networkMismatchWarning(e164: string, provider: TenantMobileMoneyProvider): string | null {
  const network = mobileNetworkOf(e164);
  if (!network || network === NETWORK_OF_PROVIDER[provider]) return null;
  return t("payments.networkMismatchWarning", { network, provider });
}
