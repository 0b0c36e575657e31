import type { MaintenanceStatus } from "@common/schemas/maintenance";
import type { PropertySummary } from "@common/schemas/properties";
import { type LucideIcon, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { MaintenanceTable, type SaveMode } from "@/features/maintenance/MaintenanceTable";
import { useMaintenanceList } from "@/features/maintenance/queries";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";

export interface BoardConfig {
  title: string;
  status: MaintenanceStatus;
  mode: SaveMode;
  subtitle: string;
  empty: { title: string; text: string; icon?: LucideIcon };
}

const overviewLink = (
  <Link href="/maintenance-overview" className={buttonClass("outline")}>
    View All Maintenance
  </Link>
);

/** One status board (/maintenance-pending, -in-progress, -scheduled, -completed) of the selected property. */
export function MaintenanceBoardPage({ config }: { config: BoardConfig }) {
  return (
    <WithSelectedProperty>{(property) => <Board property={property} config={config} />}</WithSelectedProperty>
  );
}

function Board({ property, config }: { property: PropertySummary; config: BoardConfig }) {
  const list = useMaintenanceList(property.id, { status: config.status });
  const n = list.data?.length;
  const Icon = config.empty.icon ?? Wrench;
  let body: ReactNode;
  if (list.isLoading) body = <ListSkeleton label={`Loading ${config.title.toLowerCase()}`} />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Could not load the maintenance requests"
        error={list.error}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (list.data && list.data.length > 0)
    body = <MaintenanceTable rows={list.data} mode={config.mode} caption={config.title} />;
  else
    body = (
      <EmptyState
        icon={<Icon className="h-6 w-6" />}
        title={config.empty.title}
        text={config.empty.text}
        action={overviewLink}
      />
    );
  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading
        title={n === undefined ? config.title : `${config.title} (${n})`}
        subtitle={`${property.name} · ${config.subtitle}`}
        backHref="/maintenance-overview"
        backLabel="Back to Maintenance Overview"
      />
      {body}
    </LandlordPageShell>
  );
}
