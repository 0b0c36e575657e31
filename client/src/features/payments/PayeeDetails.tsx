import { formatUgandanPhone } from "@common/phone";
import { t } from "@/lib/i18n";
import type { Payee } from "./types";

export const hasPayee = (p: Payee | null | undefined): p is Payee =>
  !!p && !!(p.bankAccountName || p.bankName || p.bankAccountNumber || p.mobileMoneyNumber);

/** +2567XXXXXXXX as +256 7XX XXX XXX; anything else as it is. */
export const displayPhone = (value: string | null | undefined) =>
  value && /^\+2567\d{8}$/.test(value) ? formatUgandanPhone(value) : (value ?? "");

/** Where the money goes: the landlord's account name, bank, masked account number and mobile money number. */
export function PayeeDetails({ payee }: { payee: Payee }) {
  const rows: [string, string | null][] = [
    [t("payments.accountName"), payee.bankAccountName],
    [t("payments.payeeBank"), payee.bankName],
    [t("payments.payeeAccountNumber"), payee.bankAccountNumber],
    [t("payments.payeeMobileMoney"), payee.mobileMoneyNumber ? displayPhone(payee.mobileMoneyNumber) : null],
  ];
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows
        .filter((r): r is [string, string] => !!r[1])
        .map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
