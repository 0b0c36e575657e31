import { literal } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import type { RentSummary } from "@common/schemas/rent";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useFlash } from "@/features/signup/timers";
import { copyText } from "@/lib/clipboard";
import { t } from "@/lib/i18n";

const COPIED_MS = 2000;

/**
 * 'Bank Account': where to deposit or transfer the rent (the landlord's receiving account, its number masked) and
 * the lease's payment reference to write on the slip or in the narration, with the amount owed.
 */
export function BankPanel({ summary }: { summary: RentSummary }) {
  const [copied, flash] = useFlash(COPIED_MS);
  const { payee } = summary;
  if (!payee.bankName || !payee.bankAccountNumber)
    return <p className="text-sm text-slate-600">{t("payments.bankNotSetUp")}</p>;
  const rows = [
    [t("payments.bankName"), payee.bankName],
    [t("payments.bankAccountName"), payee.bankAccountName],
    [t("payments.bankAccountNumber"), payee.bankAccountNumber],
    [t("payments.bankBranch"), payee.bankBranch],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  const copy = async () => {
    if (await copyText(summary.paymentReference)) flash();
    else
      toast({
        variant: "destructive",
        title: t("payments.copyFailed"),
        description: literal(summary.paymentReference),
      });
  };
  return (
    <div className="space-y-4" data-testid="bank-panel">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
        <p className="text-sm font-medium text-slate-700">{t("payments.bankReference")}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <span
            className="font-mono text-2xl font-bold tracking-widest text-slate-900"
            data-testid="payment-reference"
          >
            {summary.paymentReference}
          </span>
          <Button variant="outline" onClick={copy} aria-label={t("payments.copyReference")}>
            {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
            {copied ? t("payments.copied") : t("payments.copy")}
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600">{t("payments.bankReferenceHint")}</p>
      </div>
      <p className="text-sm text-slate-700">
        {t("payments.bankAmountOwed", {
          amount: formatMoney(Math.max(summary.balance, 0), summary.currency),
        })}
      </p>
    </div>
  );
}
