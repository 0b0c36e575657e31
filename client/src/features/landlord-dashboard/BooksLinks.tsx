import { BarChart3, Gauge, Landmark, Receipt, Wallet } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

/**
 * The landlord's books (issue 32): charges, expenses, meter readings, reports and the rental income tax, from the
 * dashboard.
 */
export function BooksLinks() {
  const half = "w-full text-center sm:w-auto";
  return (
    <section aria-labelledby="books-title" className="space-y-2">
      <h2 id="books-title" className="text-sm font-semibold text-slate-700">
        {t("landlord-dashboard.books")}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Link href={pagePath("/landlord-charges")} className={buttonClass("outline", half)}>
          <Receipt aria-hidden className="h-4 w-4 shrink-0" />
          {t("charges.dashboardLink")}
        </Link>
        <Link href={pagePath("/landlord-expenses")} className={buttonClass("outline", half)}>
          <Wallet aria-hidden className="h-4 w-4 shrink-0" />
          {t("expenses.dashboardLink")}
        </Link>
        <Link href={pagePath("/meter-readings")} className={buttonClass("outline", half)}>
          <Gauge aria-hidden className="h-4 w-4 shrink-0" />
          {t("meters.dashboardLink")}
        </Link>
        <Link href={pagePath("/landlord-reports")} className={buttonClass("outline", half)}>
          <BarChart3 aria-hidden className="h-4 w-4 shrink-0" />
          {t("reports.title")}
        </Link>
        <Link href={pagePath("/rental-tax")} className={buttonClass("outline", half)}>
          <Landmark aria-hidden className="h-4 w-4 shrink-0" />
          {t("rental-tax.title")}
        </Link>
      </div>
    </section>
  );
}
