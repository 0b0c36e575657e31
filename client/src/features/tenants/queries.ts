import type { TenantDetail, tenantSearchResult } from "@common/schemas/tenants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";

export type TenantSearchResult = z.infer<typeof tenantSearchResult>;

export const TENANT_SEARCH_MIN = 2;

/** GET /api/landlord/tenants?q= (2+ characters): at most 20 of the landlord's tenants by name. */
export function useTenantSearch(q: string) {
  const query = q.trim();
  return useQuery<TenantSearchResult[]>({
    queryKey: [`/api/landlord/tenants?q=${encodeURIComponent(query)}`],
    enabled: query.length >= TENANT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/landlord/tenants/by-name/{name}: the current tenants with that full name ([] when none). */
export function useTenantsByName(name: string) {
  return useQuery<TenantDetail[]>({
    queryKey: [`/api/landlord/tenants/by-name/${encodeURIComponent(name)}`],
    enabled: name.length > 0,
  });
}

export const tenantDetailsHref = (fullName: string) => `/tenant-details/${encodeURIComponent(fullName)}`;
