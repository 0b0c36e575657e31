import { literal } from "@common/i18n/message";
import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  type MaintenancePriority,
  type MaintenanceStatus,
} from "@common/schemas/maintenance";
import type { PropertySummary } from "@common/schemas/properties";
import { Wrench } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearch } from "wouter";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { priorityLabel, statusLabel } from "@/features/maintenance/labels";
import { MaintenanceTable } from "@/features/maintenance/MaintenanceTable";
import { type MaintenanceFilters, useMaintenanceList } from "@/features/maintenance/queries";
import { MaintenanceStatusTiles } from "@/features/maintenance/StatusTiles";
import { useUnits } from "@/features/units/queries";
import { t } from "@/lib/i18n";
import { LandlordPageShell } from "@/shells/LandlordPageShell";

/** /maintenance-overview: counts per status and every request of the property, filtered and edited inline. */
export function MaintenanceOverview({ property }: { property: PropertySummary }) {
  const search = useSearch();
  // The unit tables link here with ?unit= to show one unit's requests.
  const [filters, setFilters] = useState<MaintenanceFilters>(() => {
    const unitId = Number(new URLSearchParams(search).get("unit"));
    return Number.isInteger(unitId) && unitId > 0 ? { unitId } : {};
  });
  // One list for the tiles and the table: the filters narrow it here, in the server's order.
  const all = useMaintenanceList(property.id);
  const rows = useMemo(
    () =>
      all.data?.filter(
        (r) =>
          (!filters.status || r.status === filters.status) &&
          (!filters.priority || r.priority === filters.priority) &&
          (!filters.unitId || r.unitId === filters.unitId),
      ),
    [all.data, filters],
  );
  const units = useUnits(property.id, "all");
  const filtering = Boolean(filters.status || filters.priority || filters.unitId);

  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading title={t("maintenance.overviewTitle")} subtitle={literal(property.name)} />
      <MaintenanceStatusTiles rows={all.data} />
      <section aria-label={t("maintenance.filters")} className="mb-4 grid gap-3 sm:grid-cols-3">
        <Field label={t("maintenance.filterStatus")} htmlFor="mr-filter-status">
          <Select
            id="mr-filter-status"
            value={filters.status ?? ""}
            onChange={(e) =>
              setFilters((f) => ({
                ...f,
                status: (e.target.value || undefined) as MaintenanceStatus | undefined,
              }))
            }
          >
            <option value="">{t("maintenance.allStatuses")}</option>
            {MAINTENANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("maintenance.filterPriority")} htmlFor="mr-filter-priority">
          <Select
            id="mr-filter-priority"
            value={filters.priority ?? ""}
            onChange={(e) =>
              setFilters((f) => ({
                ...f,
                priority: (e.target.value || undefined) as MaintenancePriority | undefined,
              }))
            }
          >
            <option value="">{t("maintenance.allPriorities")}</option>
            {MAINTENANCE_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabel(p)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("maintenance.filterUnit")} htmlFor="mr-filter-unit">
          <Select
            id="mr-filter-unit"
            value={filters.unitId ? String(filters.unitId) : ""}
            onChange={(e) => setFilters((f) => ({ ...f, unitId: Number(e.target.value) || undefined }))}
          >
            <option value="">{t("maintenance.allUnits")}</option>
            {units.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.unitNumber}
              </option>
            ))}
          </Select>
        </Field>
      </section>
      {all.isLoading ? (
        <ListSkeleton label={t("maintenance.listLoading")} />
      ) : all.isError ? (
        <ErrorState
          title={t("maintenance.loadFailed")}
          error={all.error}
          onRetry={() => all.refetch()}
          retrying={all.isFetching}
        />
      ) : rows && rows.length > 0 ? (
        <MaintenanceTable rows={rows} mode="overview" caption={t("maintenance.overviewCaption")} />
      ) : (
        <EmptyState
          icon={<Wrench className="h-6 w-6" />}
          title={t(filtering ? "maintenance.overviewNoMatchTitle" : "maintenance.overviewEmptyTitle")}
          text={t(filtering ? "maintenance.overviewNoMatchText" : "maintenance.overviewEmptyText")}
          action={
            filtering ? (
              <Button variant="outline" onClick={() => setFilters({})}>
                {t("maintenance.clearFilters")}
              </Button>
            ) : undefined
          }
        />
      )}
    </LandlordPageShell>
  );
}
