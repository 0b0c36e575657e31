import type { Currency } from "@common/constants";
import { formatMoney } from "@common/money";
import { formatUgandanPhone } from "@common/phone";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import type { MobileMoneyDetails } from "./mobile-money-form";
import { displayPhone, hasPayee } from "./PayeeDetails";
import type { MobileMoneyTransferResponse } from "./types";

/** The confirmation step: the saved details, a network warning, Back to Edit and Confirm Payment. */
export function MobileMoneyConfirm({
  details,
  currency,
  warning,
  pending,
  started,
  onBack,
  onConfirm,
}: {
  details: MobileMoneyDetails;
  currency: Currency;
  warning: string | null;
  pending: boolean;
  /** The server accepted the payment: the notice shows and the redirect is on its way. */
  started: MobileMoneyTransferResponse | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  // The Save button is gone: focus (and the screen reader) moves to this step.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const rows: [string, string][] = [
    [t("payments.provider"), details.provider],
    [t("payments.phoneNumber"), formatUgandanPhone(details.phoneNumber)],
    [t("payments.accountName"), details.accountName],
    [t("common.amount"), formatMoney(details.amount, currency)],
  ];
  const payee = started?.propertyPaymentDetails;
  const recipient = hasPayee(payee) ? recipientOf(payee.bankAccountName, payee.mobileMoneyNumber) : null;

  return (
    <div className="space-y-4">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          {t("payments.confirmTitle")}
        </h3>
        <p className="text-sm text-slate-600">{t("payments.confirmText")}</p>
      </div>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-3 py-2.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {(warning || started?.warning) && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{started?.warning ?? warning}</span>
        </p>
      )}

      {started ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          <div className="space-y-1">
            <p className="font-semibold">{started.message || t("payments.started")}</p>
            {recipient && <p>{t("payments.goesTo", { recipient })}</p>}
            <p className="flex items-center gap-2">
              <span
                aria-hidden
                className="inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-green-700 border-t-transparent motion-reduce:animate-none"
              />
              {t(started.authorization_url ? "payments.redirectToApprove" : "payments.redirectToStatus")}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onBack} disabled={pending}>
            {t("payments.backToEdit")}
          </Button>
          <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? t("payments.processing") : t("payments.confirmTitle")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Who the money goes to: the account's name and its mobile money number, as far as they are known. */
function recipientOf(name: string | null, mobileMoneyNumber: string | null): string | null {
  const phone = mobileMoneyNumber ? displayPhone(mobileMoneyNumber) : null;
  if (name && phone) return t("payments.recipientWithPhone", { name, phone });
  return name || phone;
}
