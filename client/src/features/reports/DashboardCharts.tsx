import { Chart } from "@/components/Chart";
import { CardError, CardSkeleton } from "@/components/page-states";
import { t } from "@/lib/i18n";
import { collectionChart, netChart } from "./charts";
import { rangeQuery, useCollectionReport, useIncomeReport } from "./queries";

/**
 * The landlord dashboard's two charts of the selected property's last 12 months: the collection rate and net
 * income. Its own chunk (with the charting library), loaded when the dashboard's fold of them is opened.
 */
export default function DashboardCharts({ propertyId }: { propertyId: number }) {
  const choice = { propertyId, ...rangeQuery("last12") };
  const collection = useCollectionReport(choice);
  const income = useIncomeReport(choice);
  const failed = collection.isError ? collection : income.isError ? income : null;
  if (failed)
    return <CardError error={failed.error} onRetry={() => failed.refetch()} retrying={failed.isFetching} />;
  if (!collection.data || !income.data) return <CardSkeleton label={t("reports.loading")} />;
  return (
    <div className="mt-3 grid gap-6 lg:grid-cols-2">
      {[collectionChart(collection.data), netChart(income.data)].map((chart) => (
        <div key={chart.caption}>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{chart.caption}</h3>
          <Chart {...chart} />
        </div>
      ))}
    </div>
  );
}
