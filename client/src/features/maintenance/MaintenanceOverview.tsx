import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  type MaintenancePriority,
  type MaintenanceStatus,
  PRIORITY_LABELS,
  STATUS_LABELS,
} from "@common/schemas/maintenance";
import type { PropertySummary } from "@common/schemas/properties";
import { Wrench } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearch } from "wouter";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { MaintenanceTable } from "@/features/maintenance/MaintenanceTable";
import { type MaintenanceFilters, useMaintenanceList } from "@/features/maintenance/queries";
import { MaintenanceStatusTiles } from "@/features/maintenance/StatusTiles";
import { useUnits } from "@/features/units/queries";
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
      <PageHeading title="Maintenance Overview" subtitle={property.name} />
      <MaintenanceStatusTiles rows={all.data} />
      <section aria-label="Filters" className="mb-4 grid gap-3 sm:grid-cols-3">
        <Field label="Filter by Status" htmlFor="mr-filter-status">
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
            <option value="">All statuses</option>
            {MAINTENANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Filter by Priority" htmlFor="mr-filter-priority">
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
            <option value="">All priorities</option>
            {MAINTENANCE_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Filter by Unit" htmlFor="mr-filter-unit">
          <Select
            id="mr-filter-unit"
            value={filters.unitId ? String(filters.unitId) : ""}
            onChange={(e) => setFilters((f) => ({ ...f, unitId: Number(e.target.value) || undefined }))}
          >
            <option value="">All units</option>
            {units.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {u.unitNumber}
              </option>
            ))}
          </Select>
        </Field>
      </section>
      {all.isLoading ? (
        <ListSkeleton label="Loading maintenance requests" />
      ) : all.isError ? (
        <ErrorState
          title="Could not load the maintenance requests"
          error={all.error}
          onRetry={() => all.refetch()}
          retrying={all.isFetching}
        />
      ) : rows && rows.length > 0 ? (
        <MaintenanceTable rows={rows} mode="overview" caption="All maintenance requests" />
      ) : (
        <EmptyState
          icon={<Wrench className="h-6 w-6" />}
          title={filtering ? "No Matching Requests" : "No Maintenance Requests"}
          text={
            filtering
              ? "No request matches these filters."
              : "Requests your tenants file for this property appear here."
          }
          action={
            filtering ? (
              <Button variant="outline" onClick={() => setFilters({})}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      )}
    </LandlordPageShell>
  );
}
