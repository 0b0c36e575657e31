import type { MessageKey } from "@common/i18n/keys";
import type { MaintenanceStatus } from "@common/schemas/maintenance";
import type { PropertySummary } from "@common/schemas/properties";
import { type LucideIcon, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { MaintenanceTable } from "@/features/maintenance/MaintenanceTable";
import { useMaintenanceList } from "@/features/maintenance/queries";
import type { SaveMode } from "@/features/maintenance/useRowEditor";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";

/** A status board: its status, how it saves, and the keys of its copy. */
export interface BoardConfig {
  status: MaintenanceStatus;
  mode: SaveMode;
  title: MessageKey;
  subtitle: MessageKey;
  loading: MessageKey;
  empty: { title: MessageKey; text: MessageKey; icon?: LucideIcon };
}

/** One status board (/maintenance-pending, -in-progress, -scheduled, -completed) of the selected property. */
export function MaintenanceBoardPage({ config }: { config: BoardConfig }) {
  usePageTitle(t(config.title));
  return (
    <WithSelectedProperty>{(property) => <Board property={property} config={config} />}</WithSelectedProperty>
  );
}

function Board({ property, config }: { property: PropertySummary; config: BoardConfig }) {
  const list = useMaintenanceList(property.id, { status: config.status });
  const n = list.data?.length;
  const title = t(config.title);
  const Icon = config.empty.icon ?? Wrench;
  let body: ReactNode;
  if (list.isLoading) body = <ListSkeleton label={t(config.loading)} />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t("maintenance.loadFailed")}
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data && list.data.length > 0)
    body = <MaintenanceTable rows={list.data} mode={config.mode} caption={title} />;
  else
    body = (
      <EmptyState
        icon={<Icon className="h-6 w-6" />}
        title={t(config.empty.title)}
        text={t(config.empty.text)}
        action={
          <Link href={pagePath("/maintenance-overview")} className={buttonClass("outline")}>
            {t("maintenance.boardViewAll")}
          </Link>
        }
      />
    );
  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading
        title={n === undefined ? title : t("maintenance.boardTitleCount", { title, count: n })}
        subtitle={t("maintenance.boardSubtitle", { property: property.name, text: t(config.subtitle) })}
        backHref={pagePath("/maintenance-overview")}
        backLabel={t("maintenance.backToOverview")}
      />
      {body}
    </LandlordPageShell>
  );
}
