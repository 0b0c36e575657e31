import { formatMoney } from "@common/money";
import { MAX_ADVANCE_MONTHS, type RentSummary } from "@common/schemas/rent";
import { CalendarCheck, Home, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { amountFromSearch } from "@/features/payments/amount";
import { PaymentMethods } from "@/features/payments/PaymentMethods";
import { StandingBadge } from "@/features/rent/badges";
import { isNoLease, useRentSummary } from "@/features/rent/queries";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";

/** /rent-payment-methods: the tenant's rent and balance, then the ways to pay (mobile money and card work). */
export default function RentPaymentMethodsPage() {
  usePageTitle(t("payments.methodsPageTitle"));
  return (
    <TenantLeaseGate
      needs="rent.summary"
      title={t("payments.payRent")}
      refusal={t("payments.methodsNoLeaseText")}
    >
      <RentPaymentMethodsScreen />
    </TenantLeaseGate>
  );
}

function RentPaymentMethodsScreen() {
  const summary = useRentSummary();
  const search = useSearch();

  let body: ReactNode;
  if (isNoLease(summary.error)) {
    body = (
      <EmptyState
        icon={<Home className="h-6 w-6" />}
        title={t("rent.noLeaseTitle")}
        text={t("payments.methodsNoLeaseText")}
      />
    );
  } else if (summary.isError) {
    body = (
      <ErrorState
        title={t("rent.loadFailed")}
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (!summary.data) {
    body = <ListSkeleton rows={3} label={t("rent.loadingRent")} />;
  } else {
    const s = summary.data;
    const requested = amountFromSearch(search);
    body = (
      <>
        <RentCardSummary s={s} />
        {s.maxAmount < s.minAmount ? (
          <EmptyState
            icon={<CalendarCheck className="h-6 w-6" />}
            title={t("payments.paidUpTitle")}
            text={t("payments.paidUpText", { months: MAX_ADVANCE_MONTHS })}
          />
        ) : (
          <PaymentMethods summary={s} initialAmount={requested ?? s.suggestedAmount} />
        )}
      </>
    );
  }

  return (
    <TenantPageShell
      title={t("payments.payRent")}
      subtitle={t("payments.methodsSubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      {body}
    </TenantPageShell>
  );
}

function RentCardSummary({ s }: { s: RentSummary }) {
  const outstanding = Math.max(s.balance, 0);
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="monthly-rent-title" className="bg-brand-600 p-5 text-white">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="monthly-rent-title" className="flex items-center gap-2 text-sm font-medium text-white/90">
              <Wallet aria-hidden className="h-4 w-4" />
              {t("rent.monthlyRent")}
            </h2>
            <p className="mt-1 text-3xl font-bold tracking-tight">{formatMoney(s.monthlyRent, s.currency)}</p>
            <p className="mt-1 truncate text-sm text-white/90">
              {t("rent.propertyUnit", { property: s.propertyName, unit: s.unitNumber })}
            </p>
          </div>
          <StandingBadge status={s.status} />
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-3 p-4 text-sm">
        <div>
          <dt className="text-slate-600">
            {s.balance < 0 ? t("rent.credit") : t("payments.outstandingBalance")}
          </dt>
          <dd className={`font-semibold ${outstanding > 0 ? "text-red-700" : "text-slate-900"}`}>
            {formatMoney(Math.abs(s.balance), s.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("payments.nextRentDue")}</dt>
          <dd className="font-semibold text-slate-900">{formatDay(s.nextDueDate)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">{t("payments.paidTo")}</dt>
          <dd className="font-semibold text-slate-900">{s.payee.bankAccountName ?? s.landlordName}</dd>
        </div>
      </dl>
    </Card>
  );
}
