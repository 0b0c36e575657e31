import { formatMoney } from "@common/money";
import type { RentSummary } from "@common/schemas/rent";
import { AlertCircle, CalendarClock, CreditCard, FileText, Home, Receipt, Search } from "lucide-react";
import { SkeletonBlock } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentUser, useMayAsk } from "@/lib/auth";
import { apiErrorMessage } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { BalanceByType } from "./BalanceByType";
import { StandingBadge } from "./badges";
import { isNoLease, useRentSummary } from "./queries";
import { withNode } from "./with-node";

/**
 * The tenant dashboard's rent card, the one place to pay from: rent, balance, standing, next due date,
 * 'Pay Rent Online' and the way to the transaction history (receipts).
 */
export function RentCard() {
  const { user } = useCurrentUser();
  const mayAsk = useMayAsk("rent.summary");
  const summary = useRentSummary({ enabled: mayAsk });

  if (!mayAsk || isNoLease(summary.error)) return <NoLeaseCard pending={user?.lease === "pending"} />;

  if (summary.isLoading) {
    return (
      <Card className="p-5">
        <div role="status" aria-label={t("rent.loadingRent")} className="space-y-3">
          <SkeletonBlock className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-3">
            <SkeletonBlock className="h-14" />
            <SkeletonBlock className="h-14" />
          </div>
          <SkeletonBlock className="h-11 w-full sm:w-48" />
        </div>
      </Card>
    );
  }

  if (summary.isError || !summary.data) {
    return (
      <Card className="p-5" role="alert">
        <h2 className="text-lg font-semibold text-slate-900">{t("rent.rentPayment")}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {apiErrorMessage(summary.error, t("common.genericError"))}
        </p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => summary.refetch()}
          disabled={summary.isFetching}
        >
          {summary.isFetching ? t("common.retrying") : t("common.retry")}
        </Button>
      </Card>
    );
  }

  return <RentCardBody s={summary.data} />;
}

/**
 * Before a lease starts: what shows here then, and for a tenant without any lease the way to find one (the public
 * property search, where they apply); a pending lease's tenant waits for their landlord to start it.
 */
function NoLeaseCard({ pending }: { pending: boolean }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="rent-card-title" className="flex items-start gap-3">
        <span
          aria-hidden
          className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600"
        >
          <Home className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <h2 id="rent-card-title" className="text-lg font-semibold text-slate-900">
            {t("rent.noLeaseTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t(pending ? "rent.cardPendingLeaseText" : "rent.cardNoLeaseText")}
          </p>
          {!pending && (
            <Link
              href={pagePath("/property-search")}
              className={buttonClass("primary", "mt-3 w-full sm:w-auto")}
            >
              <Search aria-hidden className="h-4 w-4" />
              {t("rent.findHome")}
            </Link>
          )}
        </div>
      </section>
    </Card>
  );
}

function RentCardBody({ s }: { s: RentSummary }) {
  const credit = s.balance < 0;
  return (
    <Card className="p-5">
      <section aria-labelledby="rent-card-title" className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <span
              aria-hidden
              className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700"
            >
              <CreditCard className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h2 id="rent-card-title" className="text-lg font-semibold text-slate-900">
                {t("rent.rentPayment")}
              </h2>
              <p className="text-sm break-words text-slate-600">
                {t("rent.propertyUnit", { property: s.propertyName, unit: s.unitNumber })}
              </p>
            </div>
          </div>
          <StandingBadge status={s.status} />
        </div>

        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{t("rent.monthlyRent")}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{formatMoney(s.monthlyRent, s.currency)}</dd>
          </div>
          <div className={`rounded-lg p-3 ${s.balance > 0 ? "bg-red-50" : "bg-green-50"}`}>
            <dt className={`text-xs font-medium ${s.balance > 0 ? "text-red-800" : "text-green-800"}`}>
              {credit ? t("rent.credit") : t("rent.balance")}
            </dt>
            <dd className={`mt-0.5 font-semibold ${s.balance > 0 ? "text-red-800" : "text-green-800"}`}>
              {formatMoney(Math.abs(s.balance), s.currency)}
            </dd>
          </div>
        </dl>

        <BalanceByType s={s} />

        <div className="space-y-1 text-sm">
          <p className="flex items-center gap-2 text-slate-700">
            <CalendarClock aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
            <span>
              {withNode(
                (date) => t("rent.cardNextDue", { date }),
                <span className="font-medium">{formatDay(s.nextDueDate)}</span>,
              )}
            </span>
          </p>
          {s.daysOverdue > 0 && (
            <p className="flex items-center gap-2 font-medium text-red-700">
              <AlertCircle aria-hidden className="h-4 w-4 shrink-0" />
              {t("rent.daysOverdue", { count: s.daysOverdue })}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Link href={pagePath("/rent-payment")} className={buttonClass("primary", "w-full sm:w-auto")}>
            <CreditCard aria-hidden className="h-4 w-4" />
            {t("rent.payRentOnline")}
          </Link>
          <Link
            href={pagePath("/transaction-history")}
            className={buttonClass("outline", "w-full sm:w-auto")}
          >
            <Receipt aria-hidden className="h-4 w-4" />
            {t("payments.historyTitle")}
          </Link>
          <Link href={pagePath("/tenant-statement")} className={buttonClass("outline", "w-full sm:w-auto")}>
            <FileText aria-hidden className="h-4 w-4" />
            {t("tenancy-account.statementLink")}
          </Link>
        </div>
      </section>
    </Card>
  );
}
