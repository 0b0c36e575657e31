import type {
  MaintenancePriority,
  MaintenanceRequestDetail,
  MaintenanceRequestDto,
  MaintenanceStatus,
  MaintenanceUpdateInput,
} from "@common/schemas/maintenance";
import { type Query, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiGet } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";

export interface MaintenanceFilters {
  status?: MaintenanceStatus;
  priority?: MaintenancePriority;
  unitId?: number;
}

const BASE = "/api/maintenance-requests";
const PAGE_SIZE = 100;
/** A safety stop: at most this many pages (2,000 requests) for one board. */
const MAX_PAGES = 20;

/** The list URL without the cursor: the property and the filters as query parameters. */
export function maintenanceListUrl(propertyId: number, filters: MaintenanceFilters = {}): string {
  const q = new URLSearchParams({ propertyId: String(propertyId), limit: String(PAGE_SIZE) });
  if (filters.status) q.set("status", filters.status);
  if (filters.priority) q.set("priority", filters.priority);
  if (filters.unitId) q.set("unitId", String(filters.unitId));
  return `${BASE}?${q.toString()}`;
}

/** Every page of a list (the server sorts: urgent first, then the oldest first). */
async function fetchAllPages(url: string): Promise<MaintenanceRequestDto[]> {
  const items: MaintenanceRequestDto[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res: { items: MaintenanceRequestDto[]; nextCursor: string | null } = await apiGet(
      cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url,
    );
    items.push(...res.items);
    cursor = res.nextCursor;
    if (!cursor) break;
  }
  return items;
}

/** The requests of a property (all pages), optionally filtered by status, priority and unit. */
export function useMaintenanceList(propertyId: number | undefined, filters: MaintenanceFilters = {}) {
  const url = maintenanceListUrl(propertyId ?? 0, filters);
  return useQuery<MaintenanceRequestDto[]>({
    queryKey: [url, "all-pages"],
    queryFn: () => fetchAllPages(url),
    enabled: propertyId !== undefined,
  });
}

/** One request with its photos and history (for the photo dialog). */
export function useMaintenanceDetail(id: string | null) {
  return useQuery<MaintenanceRequestDetail>({ queryKey: [`${BASE}/${id}`], enabled: id !== null });
}

const isMaintenanceQuery = (q: Query): boolean => {
  const key = q.queryKey[0];
  return typeof key === "string" && key.startsWith(BASE);
};

/** After a write (or a conflict): refetch every maintenance list and the landlord's dashboard. */
export function useRefreshMaintenance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: isMaintenanceQuery }),
      invalidateLandlordQueries(queryClient),
    ]);
}

/** PATCH /api/maintenance-requests/{id}: the landlord's edit (status, priority, date, notes, assignee). */
export function useUpdateMaintenance() {
  const refresh = useRefreshMaintenance();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MaintenanceUpdateInput }) =>
      api<MaintenanceRequestDetail>("PATCH", `${BASE}/${id}`, body),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/maintenance-requests/{id}/status: a status change only. */
export function useChangeMaintenanceStatus() {
  const refresh = useRefreshMaintenance();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MaintenanceStatus }) =>
      api<MaintenanceRequestDetail>("PATCH", `${BASE}/${id}/status`, { status }),
    onSuccess: () => refresh(),
  });
}
