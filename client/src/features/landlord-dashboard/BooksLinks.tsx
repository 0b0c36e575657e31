import type { MessageKey } from "@common/i18n/keys";
import { BarChart3, Gauge, Landmark, Receipt, Wallet } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { type PagePath, pagePath } from "@/lib/pages";

/** The books' screens the dashboard links to, in the order shown. */
const BOOKS: { href: PagePath; icon: typeof Receipt; label: MessageKey }[] = [
  { href: pagePath("/landlord-charges"), icon: Receipt, label: "charges.dashboardLink" },
  { href: pagePath("/landlord-expenses"), icon: Wallet, label: "expenses.dashboardLink" },
  { href: pagePath("/meter-readings"), icon: Gauge, label: "meters.dashboardLink" },
  { href: pagePath("/landlord-reports"), icon: BarChart3, label: "reports.title" },
  { href: pagePath("/rental-tax"), icon: Landmark, label: "rental-tax.title" },
];

/**
 * The landlord's books (issue 32): charges, expenses, meter readings, reports and the rental income tax, from the
 * dashboard.
 */
export function BooksLinks() {
  return (
    <section aria-labelledby="books-title" className="space-y-2">
      <h2 id="books-title" className="text-sm font-semibold text-slate-700">
        {t("landlord-dashboard.books")}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {BOOKS.map(({ href, icon: Icon, label }) => (
          <Link key={href} href={href} className={buttonClass("outline", "w-full text-center sm:w-auto")}>
            <Icon aria-hidden className="h-4 w-4 shrink-0" />
            {t(label)}
          </Link>
        ))}
      </div>
    </section>
  );
}
