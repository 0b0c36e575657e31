import { formatMoney } from "@common/money";
import type { RentPayment, RentSummary } from "@common/schemas/rent";
import { CalendarCheck, CheckCircle2, Home, Receipt, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ChargeBadge } from "@/features/rent/badges";
import { isNoLease, useRentPayments, useRentSummary } from "@/features/rent/queries";
import { formatDay, todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";

const HISTORY_LIMIT = 5;

const payHref = (amount: number) => pagePath("/rent-payment-methods", { query: { amount } });

/** /rent-payment: the charges still due (each with Pay Now), what is due next, and the latest paid charges. */
export default function RentPaymentPage() {
  usePageTitle(t("rent.rentPayment"));
  return (
    <TenantLeaseGate needs="rent.summary" title={t("rent.rentPayment")} refusal={t("rent.pageNoLeaseText")}>
      <RentPaymentScreen />
    </TenantLeaseGate>
  );
}

function RentPaymentScreen() {
  const summary = useRentSummary();
  const charges = useRentPayments();

  const noLease = isNoLease(summary.error) || isNoLease(charges.error);
  const failed = noLease ? null : summary.isError ? summary : charges.isError ? charges : null;

  let body: ReactNode;
  if (noLease) {
    body = (
      <EmptyState
        icon={<Home className="h-6 w-6" />}
        title={t("rent.noLeaseTitle")}
        text={t("rent.pageNoLeaseText")}
      />
    );
  } else if (failed) {
    body = (
      <ErrorState
        title={t("rent.loadFailed")}
        error={failed.error}
        onRetry={() => failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (!summary.data || !charges.data) {
    body = <ListSkeleton rows={3} label={t("rent.loadingRent")} />;
  } else {
    body = <RentPaymentBody summary={summary.data} charges={charges.data} />;
  }

  return (
    <TenantPageShell
      title={t("rent.rentPayment")}
      subtitle={t("rent.pageSubtitle")}
      back={{ href: pagePath("/"), label: t("common.backToDashboard") }}
    >
      {body}
    </TenantPageShell>
  );
}

function RentPaymentBody({ summary, charges }: { summary: RentSummary; charges: RentPayment[] }) {
  // Oldest first: a payment always goes to the oldest open charge.
  const pending = charges
    .filter((c) => c.status === "pending")
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const today = todayInKampala();
  const paid = charges
    .filter((c) => c.status === "paid")
    .sort((a, b) => (b.paidDate ?? b.dueDate).localeCompare(a.paidDate ?? a.dueDate))
    .slice(0, HISTORY_LIMIT);
  const amountDue = Math.max(summary.balance, 0);

  return (
    <>
      <Card className="p-4 sm:p-5">
        <section aria-labelledby="details-title" className="space-y-4">
          <h2 id="details-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Wallet aria-hidden className="h-5 w-5 text-brand-600" />
            {t("rent.paymentDetails")}
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            <div className={`rounded-lg p-3 ${amountDue > 0 ? "bg-red-50" : "bg-slate-50"}`}>
              <dt className="text-xs font-medium text-slate-600">{t("rent.amountDue")}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-slate-900">
                {formatMoney(amountDue, summary.currency)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{t("rent.dueDate")}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-slate-900">
                {formatDay(summary.nextDueDate)}
              </dd>
            </div>
          </dl>
          {summary.balance < 0 && (
            <p className="text-sm text-green-800">
              {t("rent.creditNote", { amount: formatMoney(-summary.balance, summary.currency) })}
            </p>
          )}
          <p className="text-sm text-slate-600">
            {t("rent.monthlyRentLine", {
              amount: formatMoney(summary.monthlyRent, summary.currency),
              property: summary.propertyName,
              unit: summary.unitNumber,
            })}
          </p>
          {pending.length === 0 && summary.maxAmount >= summary.minAmount && (
            <Link
              href={payHref(summary.suggestedAmount)}
              className={buttonClass("outline", "w-full sm:w-auto")}
            >
              {t("rent.payInAdvance")}
            </Link>
          )}
        </section>
      </Card>

      <section aria-labelledby="pending-title" className="space-y-3">
        <h2 id="pending-title" className="text-lg font-semibold text-slate-900">
          {t("rent.pendingPayments")}
        </h2>
        {pending.length === 0 ? (
          <Card className="flex items-center gap-3 p-4 text-sm text-slate-700">
            <CheckCircle2 aria-hidden className="h-5 w-5 shrink-0 text-green-600" />
            {t("rent.nothingDue")}
          </Card>
        ) : (
          <ul className="space-y-3">
            {pending.map((c) => (
              <li key={c.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{c.description}</span>
                      <ChargeBadge status="pending" />
                    </div>
                    <p className="text-lg font-semibold text-slate-900">
                      {formatMoney(c.outstanding, c.currency)}
                      {c.outstanding !== c.amount && (
                        <span className="ml-1 text-sm font-normal text-slate-600">
                          {t("rent.ofAmount", { amount: formatMoney(c.amount, c.currency) })}
                        </span>
                      )}
                    </p>
                    <p
                      className={`text-sm ${c.dueDate < today ? "font-medium text-red-700" : "text-slate-600"}`}
                    >
                      {t(c.dueDate < today ? "rent.dueOnOverdue" : "rent.dueOn", {
                        date: formatDay(c.dueDate),
                      })}
                    </p>
                  </div>
                  <Link
                    href={payHref(c.outstanding)}
                    className={buttonClass("primary", "w-full sm:w-auto")}
                    aria-label={t("rent.payNowLabel", {
                      description: c.description,
                      amount: formatMoney(c.outstanding, c.currency),
                    })}
                  >
                    {t("rent.payNow")}
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="history-title" className="text-lg font-semibold text-slate-900">
            {t("rent.paymentHistory")}
          </h2>
          <Link
            href={pagePath("/transaction-history")}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <Receipt aria-hidden className="h-4 w-4" />
            {t("rent.allTransactions")}
          </Link>
        </div>
        {paid.length === 0 ? (
          <Card className="flex items-center gap-3 p-4 text-sm text-slate-600">
            <CalendarCheck aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
            {t("rent.noPaidRent")}
          </Card>
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100">
              {paid.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{c.description}</p>
                    <p className="text-sm text-slate-600">
                      {t("rent.paidOn", {
                        date: c.paidDate ? formatDay(c.paidDate) : t("payments.notAvailable"),
                      })}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-semibold text-slate-900">{formatMoney(c.amount, c.currency)}</span>
                    <ChargeBadge status="paid" />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>

      <Link href={pagePath("/")} className={buttonClass("outline", "w-full sm:w-auto")}>
        {t("common.backToDashboard")}
      </Link>
    </>
  );
}
