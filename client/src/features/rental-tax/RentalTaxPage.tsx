import type { RentalTaxView, TaxpayerKind } from "@common/schemas/rental-tax";
import { Landmark } from "lucide-react";
import { useId, useState } from "react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Field, Select } from "@/components/ui/field";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { LandlordPageShell } from "@/shells/LandlordPageShell";
import { useRentalTax } from "./queries";
import { TaxDownloads, TaxEstimate, TaxProperties, TaxReturns } from "./TaxSections";

/** /rental-tax: the landlord's URA rental income tax for a year of income, and the tax pack (issue 32, section 6). */
export default function RentalTaxPage() {
  usePageTitle(t("rental-tax.title"));
  const id = useId();
  const [year, setYear] = useState<number>();
  const [as, setAs] = useState<TaxpayerKind>();
  const tax = useRentalTax(year, as);
  const view = tax.data;
  return (
    <LandlordPageShell>
      <PageHeading title={t("rental-tax.title")} subtitle={t("rental-tax.subtitle")} />
      {view && (
        <div className="mb-5 grid gap-4 sm:grid-cols-2">
          <Field label={t("rental-tax.yearLabel")} htmlFor={`${id}-year`}>
            <Select
              id={`${id}-year`}
              value={view.year.startYear}
              onChange={(e) => setYear(Number(e.target.value))}
            >
              {view.years.map((y) => (
                <option key={y} value={y}>
                  {t("rental-tax.yearOption", {
                    label: `${y}/${String((y + 1) % 100).padStart(2, "0")}`,
                    start: y,
                    end: y + 1,
                  })}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("rental-tax.taxedAs")} htmlFor={`${id}-as`}>
            <Select
              id={`${id}-as`}
              value={view.taxpayer}
              onChange={(e) => setAs(e.target.value as TaxpayerKind)}
            >
              <option value="individual">{t("rental-tax.individual")}</option>
              <option value="non_individual">{t("rental-tax.nonIndividual")}</option>
            </Select>
          </Field>
        </div>
      )}
      {tax.isLoading ? (
        <ListSkeleton rows={3} label={t("rental-tax.loading")} />
      ) : tax.isError ? (
        <ErrorState
          title={t("rental-tax.loadFailed")}
          error={tax.error}
          onRetry={() => tax.refetch()}
          retrying={tax.isFetching}
        />
      ) : view ? (
        <RentalTax view={view} />
      ) : null}
    </LandlordPageShell>
  );
}

function RentalTax({ view }: { view: RentalTaxView }) {
  if (!view.properties.length)
    return (
      <EmptyState
        icon={<Landmark className="h-6 w-6" />}
        title={t("rental-tax.noIncome")}
        text={t("rental-tax.disclaimer")}
      />
    );
  return (
    <div className="space-y-5">
      <TaxEstimate view={view} />
      <TaxProperties view={view} />
      <TaxReturns view={view} />
      <TaxDownloads view={view} />
      <p className="text-sm text-slate-600">{t("rental-tax.disclaimer")}</p>
    </div>
  );
}
