import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { TenantDetail } from "../../../../common/schemas/tenants";
import { leases, properties, units, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { CURRENT_STATUSES } from "../leases/queries";
import { tenantPaymentStanding } from "./standing";

export const SEARCH_LIMIT = 20;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Tenant accounts holding a current lease in one of the landlord's active properties. */
const currentTenantsOf = (landlordId: string) =>
  and(
    eq(properties.landlordId, landlordId),
    eq(properties.status, "active"),
    inArray(leases.status, [...CURRENT_STATUSES]),
    isNotNull(leases.tenantId),
  );

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name search (case-insensitive, anywhere in "First Last") over the landlord's current tenants. */
export async function searchTenants(deps: AppDeps, landlordId: string, q: string) {
  const pattern = `%${escapeLike(q.trim().replace(/\s+/g, " "))}%`;
  return deps.db
    .select({
      id: users.id,
      fullName,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(currentTenantsOf(landlordId), sql`${fullName} ilike ${pattern}`))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(properties.name), asc(units.unitNumber))
    .limit(SEARCH_LIMIT);
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
  const rows = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phone,
      dateOfBirth: users.dateOfBirth,
      nationalId: users.nationalId,
      nationalIdPhotoKey: users.nationalIdPhotoKey,
      profileImageUrl: users.profileImageUrl,
      occupation: users.occupation,
      monthlyIncome: users.monthlyIncome,
      emergencyContactName: users.emergencyContactName,
      emergencyContactPhone: users.emergencyContactPhone,
      memberSince: users.createdAt,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyAddress: properties.location,
      unitId: units.id,
      unitNumber: units.unitNumber,
      floorNumber: units.floor,
      leaseId: leases.id,
      monthlyRent: leases.monthlyRent,
      rentCurrency: leases.currency,
      leaseStartDate: leases.startDate,
      leaseEndDate: leases.endDate,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        currentTenantsOf(landlordId),
        sql`lower(regexp_replace(trim(${fullName}), '\\s+', ' ', 'g')) = ${wanted}`,
      ),
    )
    .orderBy(asc(properties.name), asc(units.unitNumber))
    .limit(50);
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
  return rows.map(({ nationalIdPhotoKey, memberSince, ...r }) => ({
    ...r,
    hasNationalIdPhoto: nationalIdPhotoKey !== null,
    memberSince: memberSince.toISOString(),
    paymentStatus: standing.get(r.leaseId)?.paymentStatus ?? null,
    outstandingBalance: standing.get(r.leaseId)?.outstandingBalance ?? null,
    // Pets come with the pets issue.
    pets: [],
  }));
}
