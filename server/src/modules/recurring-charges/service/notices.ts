import { literal, msg } from "../../../../../common/i18n/message";
import { longDate } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import type { ChargeFrequency } from "../../../../../common/schemas/charges";
import { translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import type { NewNotification } from "../../notifications";

/** The notices of new charges: in the app, by SMS and by email as each tenant's settings allow. */

export interface Recipient {
  tenantId: string | null;
  tenantLocale: string | null;
  leaseId: string;
}

/** The tenants of these leases (each once): a lease without a tenant account yet tells no one. */
const tenantsOf = <R extends Recipient>(leases: readonly R[]) => {
  const seen = new Map<string, R & { tenantId: string }>();
  for (const l of leases)
    if (l.tenantId && !seen.has(l.tenantId)) seen.set(l.tenantId, { ...l, tenantId: l.tenantId });
  return [...seen.values()];
};

/** A date as the tenant reads it ('5 Novemba 2026'), as the rest of the message will be. */
const dateFor = (date: string, locale: string | null) =>
  longDate(date, translator(locale ?? undefined).locale);

/** A new recurring charge: its name, amount, frequency and first due date, to each tenant it applies to. */
export function newChargeNotices(
  charge: { id: string; name: string; amount: number; frequency: ChargeFrequency; firstDueDate: string },
  leases: readonly Recipient[],
): NewNotification[] {
  return tenantsOf(leases).map((l) => {
    const values = {
      name: literal(charge.name),
      amount: amountText(charge.amount, "UGX"),
      frequency: msg(`charges.frequency_${charge.frequency}`),
      date: dateFor(charge.firstDueDate, l.tenantLocale),
    };
    return {
      userId: l.tenantId,
      type: "payment",
      title: msg("charges.noticeTitle", { name: values.name }),
      message: msg("charges.noticeMessage", values),
      link: pagePath("/rent-payment"),
      sms: msg("charges.noticeSms", values),
      smsKey: `recurring-charge:${charge.id}:${l.tenantId}`,
      smsPurpose: "notice",
    };
  });
}

/** A one-off charge: its amount, due date and reason, to the tenant of the lease. */
export function oneOffNotices(
  charge: { id: string; amount: number; dueDate: string; reason: string },
  lease: Recipient,
): NewNotification[] {
  return tenantsOf([lease]).map((l) => {
    const values = {
      amount: amountText(charge.amount, "UGX"),
      date: dateFor(charge.dueDate, l.tenantLocale),
      reason: literal(charge.reason),
    };
    return {
      userId: l.tenantId,
      type: "payment",
      title: msg("charges.oneOffTitle", { amount: values.amount }),
      message: msg("charges.oneOffMessage", values),
      link: pagePath("/rent-payment"),
      sms: msg("charges.oneOffSms", values),
      smsKey: `one-off-charge:${charge.id}`,
      smsPurpose: "notice",
    };
  });
}
