import type { AccountStatementQuery } from "@common/schemas/account-statement";
import { Download, FileText, WifiOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearch } from "wouter";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isNoLease, useRentSummary } from "@/features/rent/queries";
import { useCurrentUser, useMayAsk } from "@/lib/auth";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { LandlordPageShell } from "@/shells/LandlordPageShell";
import { BackLink } from "@/shells/PageShell";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { PeriodPicker } from "./PeriodPicker";
import { type PeriodChoice, presetRange } from "./periods";
import { statementFileUrl, useAccountStatement } from "./queries";
import { StatementTable } from "./StatementTable";

/**
 * /tenant-statement: the statement of account of a tenancy for a period, with its PDF and CSV. The tenant's own
 * lease; a landlord opens a tenant's with ?lease=<id> (from the tenant's details). The server decides who may read it.
 */
export default function TenantStatementPage() {
  usePageTitle(t("tenancy-account.statementTitle"));
  const { user } = useCurrentUser();
  const wanted = new URLSearchParams(useSearch()).get("lease");
  const landlord = user?.role === "landlord";
  // The tenant's own lease, unless another is asked for.
  const mayAsk = useMayAsk("rent.summary");
  const summary = useRentSummary({ enabled: !landlord && !wanted && mayAsk });
  const leaseId = wanted ?? summary.data?.leaseId ?? null;

  const [choice, setChoice] = useState<PeriodChoice>("thisMonth");
  const [range, setRange] = useState(() => presetRange("thisMonth", todayInKampala()));
  const query: AccountStatementQuery | null = leaseId ? { leaseId, ...range } : null;
  const statement = useAccountStatement(query);
  const online = useOnline();

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (next !== "custom") setRange(presetRange(next, todayInKampala()));
  };

  const body = statementBody({ leaseId, landlord, mayAsk, summary, statement, online, query });

  const content = (
    <div className="space-y-5">
      <Card className="space-y-4 p-4">
        <PeriodPicker key={choice} choice={choice} range={range} onPreset={choose} onCustom={setRange} />
        {query && <StatementDownloads query={query} />}
      </Card>
      {body}
    </div>
  );

  if (landlord) return <LandlordStatementFrame statement={statement.data}>{content}</LandlordStatementFrame>;
  return (
    <TenantPageShell
      title={t("tenancy-account.statementTitle")}
      subtitle={t("tenancy-account.statementIntro")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      {content}
    </TenantPageShell>
  );
}

/** What the page shows below its period: the statement, or why there is none yet. */
function statementBody({
  leaseId,
  landlord,
  mayAsk,
  summary,
  statement,
  online,
  query,
}: {
  leaseId: string | null;
  landlord: boolean;
  mayAsk: boolean;
  summary: ReturnType<typeof useRentSummary>;
  statement: ReturnType<typeof useAccountStatement>;
  online: boolean;
  query: AccountStatementQuery | null;
}): ReactNode {
  let body: ReactNode = null;
  if (!leaseId && (landlord || !mayAsk || isNoLease(summary.error)))
    body = (
      <EmptyState icon={<FileText className="h-6 w-6" />} title={t("tenancy-account.statementNotFound")} />
    );
  else if (!leaseId && summary.isError)
    body = (
      <ErrorState
        title={t("tenancy-account.statementTitle")}
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  else if (!online && !statement.data)
    body = (
      <EmptyState icon={<WifiOff className="h-6 w-6" />} title={t("tenancy-account.statementOffline")} />
    );
  else if (!query || statement.isLoading)
    body = <ListSkeleton rows={5} label={t("tenancy-account.statementLoading")} />;
  else if (statement.isError)
    body = (
      <ErrorState
        title={t("tenancy-account.statementTitle")}
        error={statement.error}
        onRetry={() => statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  else if (statement.data)
    body = (
      <>
        <p className="text-sm text-slate-700">
          {t("tenancy-account.statementFor", {
            tenant: statement.data.tenantName,
            property: statement.data.propertyName,
            unit: statement.data.unitNumber,
          })}
        </p>
        <StatementTable s={statement.data} />
      </>
    );
  return body;
}

function StatementDownloads({ query }: { query: AccountStatementQuery }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {(["pdf", "csv"] as const).map((format) => (
        <a
          key={format}
          href={statementFileUrl(format, query)}
          download
          className={buttonClass(format === "pdf" ? "primary" : "outline", "w-full sm:w-auto")}
        >
          <Download aria-hidden className="h-4 w-4" />
          {t(format === "pdf" ? "tenancy-account.downloadPdf" : "tenancy-account.downloadCsv")}
        </a>
      ))}
    </div>
  );
}

/** A landlord reads a tenant's statement in the landlord's frame, back to that tenant's details. */
function LandlordStatementFrame({
  statement,
  children,
}: {
  statement: { tenantName: string; propertyName: string } | undefined;
  children: ReactNode;
}) {
  const tenantName = statement?.tenantName;
  return (
    <LandlordPageShell propertyName={statement?.propertyName}>
      <div className="mx-auto max-w-3xl">
        <BackLink
          href={
            tenantName ? pagePath("/tenant-details/:name", { params: { name: tenantName } }) : DASHBOARD_PATH
          }
        >
          {tenantName ? t("tenancy-account.statementBack") : t("common.backToDashboard")}
        </BackLink>
        <h1 className="mb-5 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("tenancy-account.statementTitle")}
        </h1>
        {children}
      </div>
    </LandlordPageShell>
  );
}
