import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { landlordProfiles, leases, properties, units, users } from "../../db/schema";

/** The profile module's SQL: one's own account, company and current home. */

export async function accountOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ u: users, company: landlordProfiles })
    .from(users)
    .leftJoin(landlordProfiles, eq(landlordProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The tenant's current (active) lease with its unit and property. */
export async function currentHomeOf(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({
      leaseId: leases.id,
      propertyName: properties.name,
      propertyAddress: properties.location,
      unitNumber: units.unitNumber,
      floorNumber: units.floor,
      monthlyRent: leases.monthlyRent,
      rentCurrency: leases.currency,
      leaseStartDate: leases.startDate,
      leaseEndDate: leases.endDate,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(and(eq(leases.tenantId, tenantId), eq(leases.status, "active")))
    .orderBy(desc(leases.createdAt))
    .limit(1);
  return row;
}

export async function updateAccount(
  db: DbOrTx,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateCompany(
  db: DbOrTx,
  userId: string,
  values: Partial<typeof landlordProfiles.$inferInsert>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(landlordProfiles).set(values).where(eq(landlordProfiles.userId, userId));
}

/** Points the account's photo at the new files; answers the keys it replaces (the row is locked meanwhile). */
export async function replaceProfilePhoto(
  tx: DbOrTx,
  userId: string,
  keys: { photo: string; thumb: string; url: string },
): Promise<string[]> {
  const [old] = await tx
    .select({ photo: users.profilePhotoKey, thumb: users.profilePhotoThumbKey })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  await updateAccount(tx, userId, {
    profilePhotoKey: keys.photo,
    profilePhotoThumbKey: keys.thumb,
    profileImageUrl: keys.url,
  });
  return [old?.photo, old?.thumb].filter((k): k is string => Boolean(k));
}

export async function photoKeysOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ photo: users.profilePhotoKey, thumb: users.profilePhotoThumbKey })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Whether `viewerId` may see `ownerId`'s photo: their own; a tenant's, for the landlord of their property and the
 * other residents of it (the chat shows it); a landlord's, for the residents of their properties.
 */
export async function sharesAHome(db: DbOrTx, viewerId: string, ownerId: string): Promise<boolean> {
  if (viewerId === ownerId) return true;
  const [row] = await db
    .select({
      ok: sql<boolean>`exists (
        select 1 from ${leases} l join ${properties} p on p.id = l.property_id
        where l.status = 'active' and (
          (l.tenant_id = ${ownerId} and (p.landlord_id = ${viewerId} or exists (
            select 1 from ${leases} v where v.property_id = l.property_id and v.tenant_id = ${viewerId}
              and v.status = 'active')))
          or (p.landlord_id = ${ownerId} and l.tenant_id = ${viewerId})
        ))`,
    })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return Boolean(row?.ok);
}
