import type { TenantDetail } from "../../../../../common/schemas/tenants";
import type { AppDeps } from "../../../deps";
import { petsOfTenantForLandlord } from "../../pets";
import { currentTenantsNamed, searchCurrentTenants } from "../queries";
import { tenantPaymentStanding } from "./standing";

const SEARCH_LIMIT = 20;

/** Name search (case-insensitive, anywhere in "First Last") over the landlord's current tenants. */
export async function searchTenants(deps: AppDeps, landlordId: string, q: string) {
  return searchCurrentTenants(deps.db, landlordId, q, SEARCH_LIMIT);
}

/**
 * The landlord's current tenants whose full name is exactly `name` (case-insensitive, spaces collapsed):
 * usually one, a list when two tenants share a name, [] when none.
 */
export async function tenantsByName(
  deps: AppDeps,
  landlordId: string,
  name: string,
): Promise<TenantDetail[]> {
  const wanted = name.trim().replace(/\s+/g, " ").toLowerCase();
  if (!wanted) return [];
  const rows = await currentTenantsNamed(deps.db, landlordId, wanted);
  const standing = await tenantPaymentStanding(
    deps.db,
    rows.map((r) => ({
      id: r.leaseId,
      startDate: r.leaseStartDate,
      endDate: r.leaseEndDate,
      monthlyRent: r.monthlyRent,
      currency: r.rentCurrency,
    })),
  );
  const pets = await Promise.all(rows.map((r) => petsOfTenantForLandlord(deps, landlordId, r.id)));
  return rows.map(({ nationalIdPhotoKey, memberSince, ...r }, i) => ({
    ...r,
    hasNationalIdPhoto: nationalIdPhotoKey !== null,
    memberSince: memberSince.toISOString(),
    paymentStatus: standing.get(r.leaseId)?.paymentStatus ?? null,
    outstandingBalance: standing.get(r.leaseId)?.outstandingBalance ?? null,
    pets: pets[i] ?? [],
  }));
}
