import { and, asc, eq, isNotNull, type Placeholder, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { leases, properties, units, users } from "../../db/schema";
import { isCurrentLease, withUnitPropertyTenant } from "../leases";

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Tenant accounts holding a current lease in one of the landlord's active properties. */
const currentTenantsOf = (landlordId: string | Placeholder) =>
  and(
    eq(properties.landlordId, landlordId),
    eq(properties.status, "active"),
    isCurrentLease,
    isNotNull(leases.tenantId),
  );

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name search (case-insensitive, anywhere in "First Last") over the landlord's current tenants. */
export async function searchCurrentTenants(db: DbOrTx, landlordId: string, q: string, limit: number) {
  const pattern = `%${escapeLike(q.trim().replace(/\s+/g, " "))}%`;
  return tenantSearch(db).execute({ landlordId, pattern, limit });
}

const tenantSearch = preparedPerDb((db) =>
  withUnitPropertyTenant(
    db
      .select({ id: users.id, fullName, propertyName: properties.name, unitNumber: units.unitNumber })
      .from(leases)
      .$dynamic(),
  )
    .where(
      and(
        currentTenantsOf(sql.placeholder("landlordId")),
        sql`${fullName} ilike ${sql.placeholder("pattern")}`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(properties.name), asc(units.unitNumber))
    .limit(sql.placeholder("limit"))
    .prepare("tenant_search"),
);

/**
 * The landlord's current tenants whose full name is `wanted` (lower case, spaces collapsed), with their
 * profile, unit, property and lease.
 */
export async function currentTenantsNamed(db: DbOrTx, landlordId: string, wanted: string) {
  const columns = {
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
  };
  return withUnitPropertyTenant(db.select(columns).from(leases).$dynamic())
    .where(
      and(
        currentTenantsOf(landlordId),
        sql`lower(regexp_replace(trim(${fullName}), '\\s+', ' ', 'g')) = ${wanted}`,
      ),
    )
    .orderBy(asc(properties.name), asc(units.unitNumber))
    .limit(50);
}

/** The storage key of the tenant's national ID photo; null without one (or for an account that is no tenant). */
export async function nationalIdPhotoKey(db: DbOrTx, tenantId: string): Promise<string | null> {
  const [user] = await db
    .select({ key: users.nationalIdPhotoKey })
    .from(users)
    .where(and(eq(users.id, tenantId), eq(users.role, "tenant")))
    .limit(1);
  return user?.key ?? null;
}

/**
 * Points the tenant's photo at `key` and returns the key it replaces. The row lock makes two uploads at once
 * replace each other in order: no file is left behind.
 */
export async function replaceNationalIdPhotoKey(db: DbOrTx, tenantId: string, key: string) {
  const [before] = await db
    .select({ key: users.nationalIdPhotoKey })
    .from(users)
    .where(eq(users.id, tenantId))
    .for("update");
  await db
    .update(users)
    .set({ nationalIdPhotoKey: key, updatedAt: new Date() })
    .where(eq(users.id, tenantId));
  return before?.key ?? null;
}
