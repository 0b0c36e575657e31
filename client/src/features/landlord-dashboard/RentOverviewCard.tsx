import type { Currency } from "@common/constants";
import { formatMoney } from "@common/money";
import type { LandlordDashboard } from "@common/schemas/dashboard";
import { AlertCircle, FileCheck, Landmark, Receipt, Wallet } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { FoldCard } from "@/components/ui/fold-card";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

type Amounts = { currency: Currency; amount: number }[];

/** One line per currency; nothing yet reads as UGX 0. */
function MoneyLines({ amounts, tone = "text-slate-900" }: { amounts: Amounts; tone?: string }) {
  const lines = amounts.length > 0 ? amounts : [{ currency: "UGX" as const, amount: 0 }];
  return (
    <>
      {lines.map((a) => (
        <span key={a.currency} className={`block text-base font-semibold whitespace-nowrap ${tone}`}>
          {formatMoney(a.amount, a.currency)}
        </span>
      ))}
    </>
  );
}

/**
 * Rent this month: expected, collected, outstanding (per currency), overdue tenants, and Payment Setup. Open by
 * default while rent is owed or proofs wait, folded otherwise.
 */
export function RentOverviewCard({ rent }: { rent: LandlordDashboard["rent"] }) {
  const hasOutstanding = rent.outstanding.some((a) => a.amount > 0);
  return (
    <FoldCard
      id="dashboard.rent"
      title={t("landlord-dashboard.rentOverview")}
      icon={<Wallet aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      count={rent.overdueTenants}
      tone="red"
      defaultOpen={hasOutstanding || rent.overdueTenants > 0 || rent.paymentsToVerify > 0}
      aside={
        <div className="flex flex-wrap gap-2">
          <Link href={pagePath("/landlord-payments")} className={buttonClass("outline", "px-3")}>
            <Receipt aria-hidden className="h-4 w-4" />
            {t("landlord-dashboard.viewPayments")}
          </Link>
          <Link href={pagePath("/landlord-bank-setup")} className={buttonClass("outline", "px-3")}>
            <Landmark aria-hidden className="h-4 w-4" />
            {t("payouts.setupTitle")}
          </Link>
        </div>
      }
    >
      <div className="mt-3 space-y-4">
        <dl className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2.5">
            <dt className="text-sm font-medium text-slate-600">{t("landlord-dashboard.expected")}</dt>
            <dd className="text-right">
              <MoneyLines amounts={rent.expectedThisMonth} />
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-green-50 px-3 py-2.5">
            <dt className="text-sm font-medium text-green-800">{t("landlord-dashboard.collected")}</dt>
            <dd className="text-right">
              <MoneyLines amounts={rent.collectedThisMonth} tone="text-green-800" />
            </dd>
          </div>
          <div
            className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-3 py-2.5 ${hasOutstanding ? "bg-red-50" : "bg-slate-50"}`}
          >
            <dt className={`text-sm font-medium ${hasOutstanding ? "text-red-800" : "text-slate-600"}`}>
              {t("landlord-dashboard.outstanding")}
            </dt>
            <dd className="text-right">
              <MoneyLines
                amounts={rent.outstanding}
                tone={hasOutstanding ? "text-red-800" : "text-slate-900"}
              />
            </dd>
          </div>
        </dl>
        <p
          className={`flex items-center gap-2 text-sm ${rent.overdueTenants > 0 ? "font-medium text-red-700" : "text-slate-600"}`}
        >
          <AlertCircle aria-hidden className="h-4 w-4 shrink-0" />
          {t("landlord-dashboard.overdueTenants", { count: rent.overdueTenants })}
        </p>
        {rent.paymentsToVerify > 0 && (
          <Link
            href={pagePath("/landlord-payments", { hash: "verify" })}
            className="flex min-h-11 items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="payments-to-verify"
          >
            <FileCheck aria-hidden className="h-4 w-4 shrink-0" />
            {t("payments.proofsWaiting", { count: rent.paymentsToVerify })}
          </Link>
        )}
      </div>
    </FoldCard>
  );
}
