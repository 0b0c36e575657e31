import { and, count, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../../common/schemas/auth";
import type { DbOrTx } from "../../db/client";
import { leases, passkeys, properties, units, users } from "../../db/schema";

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return u ?? null;
}

export async function findUserByPhone(db: DbOrTx, phone: string) {
  const [u] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return u ?? null;
}

/** The signed-in user as the client sees them: a tenant's property and unit come from their current lease. */
export async function getCurrentUser(db: DbOrTx, userId: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      profileImageUrl: users.profileImageUrl,
      isDemo: users.isDemo,
      hasNationalIdPhoto: sql<boolean>`${users.nationalIdPhotoKey} is not null`.mapWith(Boolean),
      propertyId: properties.id,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      passkeyCount:
        sql<number>`(select ${count()} from ${passkeys} where ${passkeys.userId} = ${users.id})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .leftJoin(leases, and(eq(leases.tenantId, users.id), eq(leases.status, "active")))
    .leftJoin(units, eq(units.id, leases.unitId))
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    propertyId: row.propertyId ?? null,
    propertyName: row.propertyName ?? null,
    unitNumber: row.unitNumber ?? null,
  };
}
