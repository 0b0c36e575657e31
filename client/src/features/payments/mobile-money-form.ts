import { TENANT_MOBILE_MONEY_PROVIDERS } from "@common/constants";
import { msg } from "@common/i18n/message";
import { type MobileNetwork, mobileNetworkOf, normalizeUgandanMobile } from "@common/phone";
import type { FieldErrors, Resolver, ResolverResult } from "react-hook-form";
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

/**
 * The form's resolver for this lease's payable range (and the chosen provider's per-transaction limit): each
 * field's first problem as a catalogue message, or the details to hand on. Plain checks, without a schema
 * library: the payment screen is the tenant's most used, and zod would be a quarter of its download.
 */
export function mobileMoneyResolver(
  rules: AmountRules,
): Resolver<MobileMoneyFormValues, unknown, MobileMoneyDetails> {
  return async (v): Promise<ResolverResult<MobileMoneyFormValues, MobileMoneyDetails>> => {
    const errors: FieldErrors<MobileMoneyFormValues> = {};
    const problem = (field: keyof MobileMoneyFormValues, message: string) => {
      errors[field] = { type: "custom", message };
    };
    const provider = TENANT_MOBILE_MONEY_PROVIDERS.find((p) => p === v.provider);
    if (!provider) problem("provider", msg("validation.choose"));
    const phone = v.phoneNumber.trim();
    const e164 = phone ? normalizeUgandanMobile(phone) : null;
    if (!phone) problem("phoneNumber", PHONE_REQUIRED);
    else if (!e164) problem("phoneNumber", INVALID_UGANDAN_MOBILE);
    const name = v.accountName.trim();
    if (!name) problem("accountName", NAME_REQUIRED);
    else if (name.length > ACCOUNT_NAME_MAX)
      problem("accountName", msg("payments.accountNameTooLong", { max: ACCOUNT_NAME_MAX }));
    const amount = checkAmount(v.amount, rules, provider);
    if (amount.error) problem("amount", amount.error);
    if (!provider || !e164 || amount.amount === undefined || Object.keys(errors).length)
      return { values: {}, errors };
    return { values: { provider, phoneNumber: e164, accountName: name, amount: amount.amount }, errors: {} };
  };
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
