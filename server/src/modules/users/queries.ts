import { and, count, eq, exists, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CurrentUser, LeaseState } from "../../../../common/schemas/auth";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { landlordProfiles, leases, passkeys, properties, units, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** Whose accounts an account may reach by email, phone or name (docs/decisions/0013). */
export interface AccountWorld {
  isDemo: boolean;
  demoWorldId: string | null;
}

/** Accounts outside the demo worlds: real ones and the seeded template, where emails and phones are unique. */
export const outsideDemoWorlds: SQL = isNull(users.demoWorldId);

/**
 * The accounts of the same world: a demo world's own, or for a real account the real ones (never the template's
 * or a world's demo accounts).
 */
export const sameWorldAs = (account: AccountWorld): SQL =>
  account.demoWorldId
    ? eq(users.demoWorldId, account.demoWorldId)
    : and(isNull(users.demoWorldId), eq(users.isDemo, account.isDemo))!;

export async function accountWorld(db: DbOrTx, userId: string): Promise<AccountWorld> {
  const [u] = await db
    .select({ isDemo: users.isDemo, demoWorldId: users.demoWorldId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw new Error(`user ${userId} not found`);
  return u;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u ?? null;
}

/** The account with this email among `among` (outsideDemoWorlds, or sameWorldAs(someone)). */
export async function findUserByEmail(db: DbOrTx, email: string, among: SQL) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), among))
    .limit(1);
  return u ?? null;
}

export async function findUserByPhone(db: DbOrTx, phone: string, among: SQL) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), among))
    .limit(1);
  return u ?? null;
}

/** Creates an account; returns its id. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<string> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  return user!.id;
}

export async function insertLandlordProfile(
  db: DbOrTx,
  values: typeof landlordProfiles.$inferInsert,
): Promise<void> {
  await db.insert(landlordProfiles).values(values);
}

const pendingLease = alias(leases, "pending_lease");

/** The current user's statement: every API call of a signed-in page may ask it, so it is prepared. */
const currentUser = preparedPerDb((db) => {
  const hasPendingLease = exists(
    db
      .select({ one: sql`1` })
      .from(pendingLease)
      .where(and(eq(pendingLease.tenantId, users.id), eq(pendingLease.status, "pending"))),
  );
  return db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      profileImageUrl: users.profileImageUrl,
      isDemo: users.isDemo,
      locale: users.locale,
      hasNationalIdPhoto: sql<boolean>`${users.nationalIdPhotoKey} is not null`.mapWith(Boolean),
      propertyId: properties.id,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      passkeyCount:
        sql<number>`(select ${count()} from ${passkeys} where ${passkeys.userId} = ${users.id})`.mapWith(
          Number,
        ),
      lease: sql<LeaseState | null>`case when ${leases.id} is not null then 'active' when ${hasPendingLease} then 'pending' end`,
    })
    .from(users)
    .leftJoin(leases, and(eq(leases.tenantId, users.id), eq(leases.status, "active")))
    .leftJoin(units, eq(units.id, leases.unitId))
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("current_user");
});

/** The signed-in user as the client sees them: a tenant's property and unit come from their current lease. */
export async function getCurrentUser(db: DbOrTx, userId: string): Promise<CurrentUser | null> {
  const [row] = await currentUser(db).execute({ userId });
  if (!row) return null;
  return {
    ...row,
    propertyId: row.propertyId ?? null,
    propertyName: row.propertyName ?? null,
    unitNumber: row.unitNumber ?? null,
  };
}

/** Sets the account's language (null: follow the browser's). */
export async function setUserLocale(db: DbOrTx, userId: string, locale: string | null): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
