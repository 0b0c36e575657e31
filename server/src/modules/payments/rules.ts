import type { Currency } from "../../../../common/constants";
import { msg } from "../../../../common/i18n/message";
import { kampalaDayStart } from "../../../../common/kampala-calendar";
import { amountText } from "../../../../common/money";
import { type MobileNetwork, mobileNetworkOf, normalizeUgandanMobile } from "../../../../common/phone";
import { MAX_ADVANCE_MONTHS, PROVIDER_LIMITS_UGX } from "../../../../common/schemas/rent";
import { badRequest } from "../../platform/errors";
import { minPayment, suggestedAmount } from "../rent";

/** Amount and phone rules of a rent payment (docs/API-rent.md, POST /api/direct-mobile-money-transfer). */

const PHONE_MESSAGE = msg("payments.invalidPhone");
const NETWORK_MESSAGE = msg("payments.notMobileMoneyNetwork");
/** What leaseStanding tells about the lease that the amount rules need. */
export interface StandingForAmount {
  dueOutstanding: number;
  monthlyRent: number;
  maxPayable: number;
  currency: Currency;
}

/**
 * The amount to charge: the tenant's, or by default what is due now (next month's rent when nothing is due),
 * as GET /api/rent/summary suggests it.
 * At least UGX 1,000; at most what the Landlord and Tenant Act 2022 allows (three months in advance); at most
 * the mobile money provider's per-transaction limit.
 */
export function resolveAmount(
  requested: number | undefined,
  standing: StandingForAmount,
  providerLabel: string | null,
): number {
  const { currency } = standing;
  const max = standing.maxPayable;
  const amount = requested ?? suggestedAmount(standing);
  const min = minPayment(currency);
  if (max < min) {
    throw badRequest(
      "AMOUNT_TOO_LARGE",
      msg("payments.advanceLimitReached", { months: MAX_ADVANCE_MONTHS }),
      {
        amount: msg("payments.nothingMoreInAdvance"),
      },
    );
  }
  if (amount < min) {
    const message = msg("payments.amountTooSmall", { amount: amountText(min, currency) });
    throw badRequest("AMOUNT_TOO_SMALL", message, { amount: message });
  }
  if (amount > max) {
    const message = msg("payments.amountTooLarge", {
      amount: amountText(max, currency),
      months: MAX_ADVANCE_MONTHS,
    });
    throw badRequest("AMOUNT_TOO_LARGE", message, { amount: message });
  }
  const limit = providerLabel && currency === "UGX" ? providerLimitUgx(providerLabel) : undefined;
  if (providerLabel && limit !== undefined && amount > limit) {
    const message = msg("payments.providerLimit", {
      provider: providerLabel,
      amount: amountText(limit, "UGX"),
    });
    throw badRequest("PROVIDER_LIMIT", message, { amount: message });
  }
  return amount;
}

/** M-Sente is MTN's: it shares MTN Mobile Money's limit. */
function providerLimitUgx(label: string): number | undefined {
  return (
    PROVIDER_LIMITS_UGX[label] ?? (label === "M-Sente" ? PROVIDER_LIMITS_UGX["MTN Mobile Money"] : undefined)
  );
}

/** The network a tenant's provider choice charges: Airtel Money is Airtel's; MTN Mobile Money and M-Sente are MTN's. */
export function networkOfProvider(label: string): MobileNetwork {
  return label === "Airtel Money" ? "AIRTEL" : "MTN";
}

const NETWORK_NAMES: Record<MobileNetwork, string> = { MTN: "MTN", AIRTEL: "Airtel" };

/**
 * The payer's number as E.164 and the network to charge. A number that is not a Ugandan mobile number is a 400;
 * a number of the other network is only a warning (the tenant knows their SIM better than the prefix table), a
 * catalogue message to put into the caller's words.
 */
export function checkPayerPhone(
  input: string,
  providerLabel: string,
): { phone: string; network: MobileNetwork; warning?: string } {
  const phone = normalizeUgandanMobile(input);
  if (!phone) throw badRequest("INVALID_PHONE", PHONE_MESSAGE, { phoneNumber: PHONE_MESSAGE });
  const actual = mobileNetworkOf(phone);
  if (!actual) throw badRequest("INVALID_PHONE", NETWORK_MESSAGE, { phoneNumber: NETWORK_MESSAGE });
  const network = networkOfProvider(providerLabel);
  const warning =
    actual === network
      ? undefined
      : msg("payments.networkMismatch", { network: NETWORK_NAMES[actual], provider: providerLabel });
  return { phone, network, ...(warning ? { warning } : {}) };
}

const NOON_MS = 12 * 3_600_000;

/**
 * The moment a payment made outside the app on `paidOn` is booked at: noon of that day in Kampala. (The schema
 * keeps the day within its range: common/date-ranges.ts, `paidOn`.)
 */
export const paidOnInstant = (paidOn: string): Date => new Date(kampalaDayStart(paidOn).getTime() + NOON_MS);
