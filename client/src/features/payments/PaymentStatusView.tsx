import { formatMoney } from "@common/money";
import { CheckCircle2, Clock, Download, Loader2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { pill } from "@/components/ui/pill";
import { formatWhen } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { displayPhone, hasPayee, PayeeDetails } from "./PayeeDetails";
import { receiptUrl } from "./queries";
import type { VerifyResponse } from "./types";
import { usePaymentVerification } from "./use-payment-verification";

/**
 * /payment-success and /payment-verify: reads ?reference=, verifies it (polling while pending) and shows
 * verifying, success or failed. `verificationToasts` adds the verification page's toasts.
 */
export function PaymentStatusView({ verificationToasts = false }: { verificationToasts?: boolean }) {
  const reference = new URLSearchParams(useSearch()).get("reference")?.trim() || null;
  const { state, checkAgain } = usePaymentVerification(reference, verificationToasts);

  let body: ReactNode;
  switch (state.view) {
    case "verifying":
      body = (
        <StatusHead
          tone="brand"
          icon={<Loader2 className="h-8 w-8 animate-spin motion-reduce:animate-none" />}
          title={t("payments.verifyingTitle")}
          text={t("payments.verifyingText")}
        />
      );
      break;
    case "waiting":
      body = (
        <>
          <StatusHead
            tone="amber"
            icon={<Clock className="h-8 w-8" />}
            title={t("payments.waitingTitle")}
            text={t("payments.waitingText")}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button onClick={checkAgain}>{t("payments.checkAgain")}</Button>
            <Link href={pagePath("/transaction-history")} className={buttonClass("outline")}>
              {t("payments.viewHistory")}
            </Link>
          </div>
        </>
      );
      break;
    case "success":
      body = <SuccessView data={state.data} />;
      break;
    case "failed":
      body = <FailedView reason={state.data?.paymentDetails.failureReason ?? null} />;
      break;
  }

  return (
    <TenantPageShell title={t("payments.statusTitle")} subtitle={t("payments.statusSubtitle")}>
      <Card className="space-y-5 p-5 sm:p-6">
        <div aria-live="polite" className="space-y-5">
          {body}
        </div>
      </Card>
    </TenantPageShell>
  );
}

const TONES = {
  brand: "bg-brand-50 text-brand-700",
  green: "bg-green-100 text-green-700",
  red: "bg-red-100 text-red-700",
  amber: "bg-amber-100 text-amber-700",
} as const;

function StatusHead({
  tone,
  icon,
  title,
  text,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span aria-hidden className={`grid h-16 w-16 place-items-center rounded-full ${TONES[tone]}`}>
        {icon}
      </span>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="max-w-md text-slate-600">{text}</p>
    </div>
  );
}

function SuccessView({ data }: { data: VerifyResponse }) {
  const d = data.paymentDetails;
  const rows: [string, ReactNode][] = [
    [t("common.amount"), formatMoney(d.amount, d.currency)],
    [t("payments.method"), d.provider],
    ...(d.phoneNumber ? ([[t("common.phone"), displayPhone(d.phoneNumber)]] as [string, ReactNode][]) : []),
    [t("common.date"), formatWhen(d.paidDate)],
    [
      t("common.status"),
      <span key="status" className={`${pill} bg-green-100 text-green-800`}>
        {t("payments.paidBadge")}
      </span>,
    ],
    ...(d.receiptNumber !== null
      ? ([[t("payments.receiptNumber"), String(d.receiptNumber)]] as [string, ReactNode][])
      : []),
    [
      t("payments.reference"),
      <span key="reference" className="font-mono text-xs break-words">
        {d.reference}
      </span>,
    ],
  ];
  return (
    <>
      <StatusHead
        tone="green"
        icon={<CheckCircle2 className="h-8 w-8" />}
        title={t("payments.successTitle")}
        text={t("payments.successText")}
      />
      <section aria-labelledby="details-title" className="rounded-lg border border-slate-200 p-4">
        <h3 id="details-title" className="font-semibold text-slate-900">
          {t("payments.paymentDetails")}
        </h3>
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-3 py-2">
              <dt className="shrink-0 text-slate-600">{label}</dt>
              <dd className="min-w-0 text-right font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {d.receiptNumber !== null && (
          <a
            href={receiptUrl(d.paymentId)}
            download
            className={buttonClass("outline", "mt-3 w-full sm:w-auto")}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t("payments.downloadReceipt")}
          </a>
        )}
      </section>
      {hasPayee(data.propertyPaymentDetails) && (
        <section aria-labelledby="sent-to-title" className="rounded-lg border border-slate-200 p-4">
          <h3 id="sent-to-title" className="font-semibold text-slate-900">
            {t("payments.sentTo")}
          </h3>
          <div className="mt-1">
            <PayeeDetails payee={data.propertyPaymentDetails} />
          </div>
        </section>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link href={DASHBOARD_PATH} className={buttonClass("primary")}>
          {t("payments.returnToDashboard")}
        </Link>
        <Link href={pagePath("/transaction-history")} className={buttonClass("outline")}>
          {t("payments.viewHistory")}
        </Link>
      </div>
    </>
  );
}

function FailedView({ reason }: { reason: string | null }) {
  return (
    <>
      <StatusHead
        tone="red"
        icon={<XCircle className="h-8 w-8" />}
        title={t("payments.failedTitle")}
        text={t("payments.failedText")}
      />
      <div className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{t("payments.failedExplanation")}</p>
        {reason && (
          <p>
            <span className="font-semibold">{t("payments.failedReason")}</span> {reason}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link href={pagePath("/rent-payment-methods")} className={buttonClass("primary")}>
          {t("common.tryAgain")}
        </Link>
        <Link href={DASHBOARD_PATH} className={buttonClass("outline")}>
          {t("payments.returnToDashboard")}
        </Link>
      </div>
    </>
  );
}
