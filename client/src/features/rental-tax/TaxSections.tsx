import type { Currency } from "@common/constants";
import { formatMoney } from "@common/money";
import type { RentalTaxView } from "@common/schemas/rental-tax";
import { Download } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from "@/components/ui/responsive-table";
import { href } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";

/** The parts of /rental-tax: the estimate, rent by property, the returns and the tax pack. */

const percent = (bps: number) => `${bps / 100}%`;

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? "text-base font-bold text-slate-900" : "text-sm font-medium text-slate-900"}>
        {value}
      </dd>
    </div>
  );
}

export function TaxEstimate({ view }: { view: RentalTaxView }) {
  const e = view.estimate;
  const individual = view.taxpayer === "individual";
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">{t("rental-tax.estimateTitle")}</h2>
      <p className="mt-1 text-3xl font-bold text-brand-700" data-testid="tax-due">
        {formatMoney(e.taxDue)}
      </p>
      {!view.year.ended && <p className="mt-1 text-sm text-slate-600">{t("rental-tax.yearRunning")}</p>}
      <dl className="mt-3 divide-y divide-slate-100">
        <Line label={t("rental-tax.grossIncome")} value={formatMoney(e.grossIncome)} />
        {individual ? (
          <Line label={t("rental-tax.threshold")} value={formatMoney(e.threshold)} />
        ) : (
          <>
            <Line label={t("rental-tax.expenses")} value={formatMoney(e.expenses)} />
            <Line label={t("rental-tax.allowedExpenses")} value={formatMoney(e.allowedExpenses)} />
            {e.carriedForward > 0 && (
              <Line label={t("rental-tax.carriedForward")} value={formatMoney(e.carriedForward)} />
            )}
          </>
        )}
        <Line label={t("rental-tax.chargeable")} value={formatMoney(e.chargeableIncome)} />
        <Line label={t("rental-tax.rate")} value={percent(e.rateBps)} />
        <Line label={t("rental-tax.taxDue")} value={formatMoney(e.taxDue)} strong />
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {t(individual ? "rental-tax.ruleIndividual" : "rental-tax.ruleNonIndividual", {
          rate: percent(e.rateBps),
          threshold: formatMoney(e.threshold),
        })}{" "}
        {t("rental-tax.depositsNote")}
      </p>
    </Card>
  );
}

export function TaxProperties({ view }: { view: RentalTaxView }) {
  const columns = [t("rental-tax.colProperty"), t("rental-tax.colLocation"), t("rental-tax.colReceived")];
  return (
    <section aria-labelledby="tax-properties" className="space-y-3">
      <h2 id="tax-properties" className="text-base font-semibold text-slate-900">
        {t("rental-tax.propertiesTitle")}
      </h2>
      <ResponsiveTable caption={t("rental-tax.propertiesTitle")} columns={columns}>
        {view.properties.map((p) => (
          <ResponsiveRow key={p.id}>
            <ResponsiveCell label={columns[0]!} head>
              <span className="font-medium text-slate-900">{p.name}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]!}>{p.location}</ResponsiveCell>
            <ResponsiveCell label={columns[2]!}>{formatMoney(p.received)}</ResponsiveCell>
          </ResponsiveRow>
        ))}
      </ResponsiveTable>
      {view.otherCurrencies.map((o) => (
        <p key={o.currency} className="text-sm text-amber-800">
          {t("rental-tax.otherCurrency", { amount: formatMoney(o.amount, o.currency as Currency) })}
        </p>
      ))}
    </section>
  );
}

export function TaxReturns({ view }: { view: RentalTaxView }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">{t("rental-tax.deadlinesTitle")}</h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Line
          label={t("rental-tax.provisional")}
          value={t("rental-tax.dueOn", { date: formatDate(view.deadlines.provisional) })}
        />
        <Line
          label={t("rental-tax.final")}
          value={t("rental-tax.dueOn", { date: formatDate(view.deadlines.final) })}
        />
        <Line label={t("rental-tax.tin")} value={view.tin ?? t("rental-tax.noTin")} />
      </dl>
      {!view.tin && (
        <Link href={pagePath("/landlord-profile")} className={buttonClass("outline", "mt-3")}>
          {t("rental-tax.addTin")}
        </Link>
      )}
    </Card>
  );
}

export function TaxDownloads({ view }: { view: RentalTaxView }) {
  const query = { year: view.year.startYear, as: view.taxpayer };
  const files = [
    ["rentalTax.pdf", "rental-tax.downloadPdf"],
    ["rentalTax.propertiesCsv", "rental-tax.downloadProperties"],
    ["rentalTax.tenantsCsv", "rental-tax.downloadTenants"],
  ] as const;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {files.map(([route, label], i) => (
        <a
          key={route}
          href={href(route, { query })}
          download
          className={buttonClass(i === 0 ? "primary" : "outline")}
        >
          <Download aria-hidden className="h-4 w-4" />
          {t(label)}
        </a>
      ))}
    </div>
  );
}
