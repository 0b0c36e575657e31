import type { Message } from "@common/i18n/message";
import type { ReportName } from "@common/schemas/reports";
import type { UseQueryResult } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { href } from "@/lib/api";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { REPORT_TITLES } from "./labels";

/** One report on /landlord-reports: its heading, then its chart and table once loaded, and its downloads. */
export function ReportCard<T>({
  report,
  query,
  result,
  note,
  children,
}: {
  report: ReportName;
  query: Record<string, string | number | undefined>;
  result: UseQueryResult<T>;
  note: Message;
  children: (data: T) => ReactNode;
}) {
  const online = useOnline();
  const title = t(REPORT_TITLES[report]);
  const headingId = `report-${report}`;
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {result.isPending ? (
          <ListSkeleton rows={3} label={t("reports.loading")} />
        ) : result.isError ? (
          <ErrorState
            title={t("reports.loadFailed")}
            error={result.error}
            onRetry={() => result.refetch()}
            retrying={result.isFetching}
          />
        ) : (
          children(result.data)
        )}
        <p className="text-xs text-slate-600">{note}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {(["pdf", "csv"] as const).map((kind) =>
            online ? (
              <a
                key={kind}
                href={href(`reports.${kind}`, { params: { report }, query })}
                download
                className={buttonClass("outline")}
              >
                <Download aria-hidden className="h-4 w-4" />
                {t(kind === "pdf" ? "reports.downloadPdf" : "reports.downloadCsv")}
                <span className="sr-only">: {title}</span>
              </a>
            ) : null,
          )}
          {!online && <p className="text-sm text-amber-800">{t("reports.offlineDownloads")}</p>}
        </div>
      </section>
    </Card>
  );
}
