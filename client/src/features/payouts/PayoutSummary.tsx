import { formatUgandanPhone } from "@common/phone";
import type { PayoutAccount } from "@common/schemas/payouts";
import { t } from "@/lib/i18n";

const last4 = (n: string) => n.replace(/[^0-9A-Za-z]/g, "").slice(-4);

/** One saved payout account in a sentence: bank, account name, last digits, mobile money backup. */
export function PayoutSummary({ account }: { account: PayoutAccount }) {
  const mobile = /^\+256\d{9}$/.test(account.mobileMoneyNumber)
    ? formatUgandanPhone(account.mobileMoneyNumber)
    : account.mobileMoneyNumber;
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-600">{t("payouts.summaryBank")}</dt>
        <dd className="font-medium text-slate-900">
          {account.bankName}
          {account.bankBranch ? `, ${account.bankBranch}` : ""}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">{t("payouts.summaryAccount")}</dt>
        <dd className="font-medium text-slate-900">
          {t("payouts.summaryAccountValue", {
            name: account.bankAccountName,
            last4: last4(account.bankAccountNumber),
          })}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-slate-600">{t("payouts.summaryMobile")}</dt>
        <dd className="font-medium text-slate-900">
          {mobile} ({account.mobileMoneyProvider})
        </dd>
      </div>
    </dl>
  );
}
