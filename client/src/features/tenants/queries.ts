import { TENANT_SEARCH_MIN } from "@common/constants";
import { keepPreviousData } from "@tanstack/react-query";
import { pagePath } from "@/lib/pages";
import { useApiQuery } from "@/lib/query";

/** GET /api/landlord/tenants?q= (2+ characters): at most 20 of the landlord's tenants by name. */
export function useTenantSearch(q: string) {
  const query = q.trim();
  return useApiQuery(
    "tenants.search",
    { query: { q: query } },
    { enabled: query.length >= TENANT_SEARCH_MIN, placeholderData: keepPreviousData },
  );
}

/** GET /api/landlord/tenants/by-name/{name}: the current tenants with that full name ([] when none). */
export function useTenantsByName(name: string) {
  return useApiQuery("tenants.byName", { params: { name } }, { enabled: name.length > 0 });
}

/** A tenant's details by full name; with their id, that tenant even when another has the same name. */
export const tenantDetailsHref = (fullName: string, id?: string) =>
  pagePath("/tenant-details/:name", { params: { name: fullName }, query: { id } });
