import { Chart } from "@/components/Chart";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { collectionChart, netChart } from "./charts";
import { rangeQuery, useCollectionReport, useIncomeReport } from "./queries";

/**
 * The landlord dashboard's two charts of the selected property's last 12 months: the collection rate and net
 * income. Loaded after the dashboard's first paint (its own chunk, with the charting library).
 */
export default function DashboardCharts({ propertyId }: { propertyId: number }) {
  const choice = { propertyId, ...rangeQuery("last12") };
  const collection = useCollectionReport(choice);
  const income = useIncomeReport(choice);
  const failed = collection.isError ? collection : income.isError ? income : null;
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <section aria-labelledby="dashboard-charts" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dashboard-charts" className="text-lg font-semibold text-slate-900">
            {t("reports.dashboardTitle")}
          </h2>
          <Link href={pagePath("/landlord-reports")} className="text-sm font-medium text-brand-700 underline">
            {t("reports.allReports")}
          </Link>
        </div>
        {failed ? (
          <CardError error={failed.error} onRetry={() => failed.refetch()} retrying={failed.isFetching} />
        ) : !collection.data || !income.data ? (
          <CardSkeleton label={t("reports.loading")} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            {[collectionChart(collection.data), netChart(income.data)].map((chart) => (
              <div key={chart.caption}>
                <h3 className="mb-2 text-sm font-semibold text-slate-700">{chart.caption}</h3>
                <Chart {...chart} />
              </div>
            ))}
          </div>
        )}
      </section>
    </Card>
  );
}
