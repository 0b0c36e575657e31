import { CHARGE_GROUP_LABELS } from "@common/charge-groups";
import { formatMoney } from "@common/money";
import type { RentSummary } from "@common/schemas/rent";
import { t } from "@/lib/i18n";

/**
 * What the tenant owes now by type of charge (rent, the deposit, pets, service charges, utilities, other), only
 * the types with something open; nothing when all is paid.
 */
export function BalanceByType({ s }: { s: Pick<RentSummary, "openByGroup" | "currency"> }) {
  if (!s.openByGroup.length) return null;
  return (
    <section aria-labelledby="balance-by-type-title" className="rounded-lg border border-slate-200 p-3">
      <h3 id="balance-by-type-title" className="text-xs font-medium text-slate-600">
        {t("tenancy-account.balanceByType")}
      </h3>
      <dl className="mt-1 divide-y divide-slate-100 text-sm">
        {s.openByGroup.map(({ group, amount }) => (
          <div key={group} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="min-w-0 break-words text-slate-700">{t(CHARGE_GROUP_LABELS[group])}</dt>
            <dd className="shrink-0 font-medium tabular-nums text-slate-900">
              {formatMoney(amount, s.currency)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
