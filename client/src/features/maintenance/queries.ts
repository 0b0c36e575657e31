import { MAINTENANCE_BOARD_PAGE } from "@common/dashboard/landlord-calls";
import type {
  MaintenancePriority,
  MaintenanceRequestDto,
  MaintenanceStatus,
  MaintenanceUpdateInput,
} from "@common/schemas/maintenance";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ALL_PAGES, type ApiInput, apiKey, call, href } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import { invalidateDomains, useApiQuery } from "@/lib/query";

export interface MaintenanceFilters {
  status?: MaintenanceStatus;
  priority?: MaintenancePriority;
  unitId?: number;
}

/** A safety stop: at most this many pages (2,000 requests) for one board. */
const MAX_PAGES = 20;

type ListQuery = NonNullable<ApiInput<"maintenance.list">["query"]>;

/** GET /api/maintenance-requests: the tenant's own requests, newest first. */
export function useMaintenanceRequests() {
  return useApiQuery("maintenance.list");
}

/** GET /api/maintenance-requests/{id}: one request with its history and photos. */
export function useMaintenanceRequest(id: string | null) {
  return useApiQuery("maintenance.get", { params: { id: id ?? "" } }, { enabled: id !== null });
}

export const maintenanceDetailKey = (id: string) => apiKey("maintenance.get", { params: { id } });

export const photoUrl = (requestId: string, photoId: string, thumb = false) =>
  href(thumb ? "maintenance.photoThumb" : "maintenance.photo", { params: { id: requestId, photoId } });

/** Every page of a list (the server sorts: urgent first, then the oldest first). */
async function fetchAllPages(query: ListQuery, signal: AbortSignal): Promise<MaintenanceRequestDto[]> {
  const items: MaintenanceRequestDto[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await call("maintenance.list", { query: { ...query, cursor } }, { signal });
    items.push(...res.items);
    cursor = res.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return items;
}

/** The requests of a property (all pages), optionally filtered by status, priority and unit. */
export function useMaintenanceList(propertyId: number | undefined, filters: MaintenanceFilters = {}) {
  const query: ListQuery = { propertyId: propertyId ?? 0, limit: MAINTENANCE_BOARD_PAGE, ...filters };
  return useQuery({
    queryKey: [...apiKey("maintenance.list", { query }), ALL_PAGES],
    queryFn: ({ signal }) => fetchAllPages(query, signal),
    enabled: propertyId !== undefined,
  });
}

/** After a request was filed or changed: its lists, its details, the notifications and the landlord's counts. */
export function invalidateMaintenance(queryClient: QueryClient) {
  return Promise.all([
    invalidateDomains(queryClient, ["maintenance", "notifications"]),
    invalidateLandlordQueries(queryClient),
  ]);
}

export function useRefreshMaintenance() {
  const queryClient = useQueryClient();
  return () => invalidateMaintenance(queryClient);
}

/** PATCH /api/maintenance-requests/{id}: the landlord's edit (status, priority, date, notes, assignee). */
export function useUpdateMaintenance() {
  const refresh = useRefreshMaintenance();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MaintenanceUpdateInput }) =>
      call("maintenance.update", { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/maintenance-requests/{id}/status: a status change only (the landlord's moves, the tenant's cancel). */
export function useChangeMaintenanceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MaintenanceStatus }) =>
      call("maintenance.changeStatus", { params: { id }, body: { status } }),
    onSuccess: (updated) => {
      queryClient.setQueryData(maintenanceDetailKey(updated.id), updated);
      return invalidateMaintenance(queryClient);
    },
  });
}
