/** Ugandan phone numbers: input in 07XX XXX XXX, +256 7XX XXX XXX or 2567XXXXXXXX; stored as E.164. */

export type MobileNetwork = "MTN" | "AIRTEL";

const NETWORK_BY_PREFIX: Record<string, MobileNetwork> = {
  "76": "MTN",
  "77": "MTN",
  "78": "MTN",
  "70": "AIRTEL",
  "74": "AIRTEL",
  "75": "AIRTEL",
};

/** Returns +2567XXXXXXXX for a Ugandan mobile number, or null when the input is not one. */
export function normalizeUgandanMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, "");
  let national: string | undefined;
  if (/^\+2567\d{8}$/.test(digits)) national = digits.slice(4);
  else if (/^2567\d{8}$/.test(digits)) national = digits.slice(3);
  else if (/^07\d{8}$/.test(digits)) national = digits.slice(1);
  if (!national) return null;
  return `+256${national}`;
}

export function mobileNetworkOf(e164: string): MobileNetwork | null {
  return NETWORK_BY_PREFIX[e164.slice(4, 6)] ?? null;
}

export function formatUgandanPhone(e164: string): string {
  const n = e164.slice(4);
  return `+256 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

/** A phone number as stored and looked up: a Ugandan mobile in E.164, anything else with only digits and '+'. */
export function normalizePhone(input: string | undefined | null): string | null {
  if (!input) return null;
  return normalizeUgandanMobile(input) ?? input.replace(/[^\d+]/g, "");
}
