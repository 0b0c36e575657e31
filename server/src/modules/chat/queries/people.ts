import { and, asc, desc, eq, isNotNull, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { chatBlocks, chatPresence, chatReports, leases, properties, units, users } from "../../../db/schema";
import { isCurrentLease, withUnitPropertyTenant } from "../../leases";

// ---- people as the chat shows them ----

/**
 * The unit the user lives in in the property (their newest current lease's, as the chat's home), else null: a
 * subquery, so that a message's sender or a conversation's other member comes with their unit in the same
 * statement. A lease's unit and property always exist, and its tenant is `userId`, so the leases join
 * (withUnitPropertyTenant) adds nothing.
 */
const unitIn = (db: DbOrTx, propertyId: number | SQLWrapper, userId: SQLWrapper) =>
  sql<string | null>`${db
    .select({ unit: units.unitNumber })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(and(eq(leases.tenantId, userId), eq(leases.propertyId, propertyId), isCurrentLease))
    .orderBy(desc(leases.createdAt))
    .limit(1)}`;

/** Public facts of a user (never phone or email) with their unit in the property. */
export const personColumns = (db: DbOrTx, propertyId: number | SQLWrapper) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  unit: unitIn(db, propertyId, users.id),
});
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: "tenant" | "landlord";
  unit: string | null;
}

// ---- residents ----

/** The tenants living in the property (current leases), by unit; never their phone or email. */
export async function residentsOf(db: DbOrTx, propertyId: number, limit: number) {
  return withUnitPropertyTenant(
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        unit: units.unitNumber,
        lastSeenAt: chatPresence.lastSeenAt,
      })
      .from(leases)
      .$dynamic(),
  )
    .leftJoin(chatPresence, eq(chatPresence.userId, users.id))
    .where(and(eq(leases.propertyId, propertyId), isCurrentLease, isNotNull(leases.tenantId)))
    .orderBy(asc(units.unitNumber), asc(users.id))
    .limit(limit);
}

/** The property's landlord with when they were last connected. */
export async function landlordOf(db: DbOrTx, propertyId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      lastSeenAt: chatPresence.lastSeenAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .leftJoin(chatPresence, eq(chatPresence.userId, users.id))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

/** True when the user holds a current lease in the property. */
export async function livesIn(db: DbOrTx, userId: string, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.tenantId, userId), eq(leases.propertyId, propertyId), isCurrentLease))
    .limit(1);
  return Boolean(row);
}

// ---- blocks ----

/** The people the user blocked (a resident blocks few; bounded all the same). */
export async function blockedBy(db: DbOrTx, blockerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: chatBlocks.blockedId })
    .from(chatBlocks)
    .where(eq(chatBlocks.blockerId, blockerId))
    .limit(1000);
  return new Set(rows.map((r) => r.id));
}

export async function hasBlocked(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatBlocks.blockedId })
    .from(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)))
    .limit(1);
  return Boolean(row);
}

export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}

// ---- presence ----

/** Records that the user was connected now (their "last seen" once they go offline). */
export async function touchPresence(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeenAt: at } });
}

// ---- reports ----

/** Reports the message once per reporter (a second report of the same message changes nothing). */
export async function insertReport(
  db: DbOrTx,
  values: { messageId: string; propertyId: number; reporterId: string; reason: string },
): Promise<void> {
  await db.insert(chatReports).values(values).onConflictDoNothing();
}

/** The property's open reports, newest first (chat_reports_open_idx). */
export async function openReports(db: DbOrTx, propertyId: number, limit: number) {
  return db
    .select({
      id: chatReports.id,
      messageId: chatReports.messageId,
      reason: chatReports.reason,
      createdAt: chatReports.createdAt,
      reporterFirstName: users.firstName,
      reporterLastName: users.lastName,
    })
    .from(chatReports)
    .innerJoin(users, eq(users.id, chatReports.reporterId))
    .where(and(eq(chatReports.propertyId, propertyId), isNull(chatReports.resolvedAt)))
    .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
    .limit(limit);
}

/** A report of one of the landlord's properties; null otherwise. */
export async function findLandlordReport(db: DbOrTx, landlordId: string, reportId: string) {
  const [row] = await db
    .select({ id: chatReports.id, resolvedAt: chatReports.resolvedAt })
    .from(chatReports)
    .innerJoin(properties, eq(properties.id, chatReports.propertyId))
    .where(and(eq(chatReports.id, reportId), eq(properties.landlordId, landlordId)))
    .limit(1);
  return row ?? null;
}

export async function resolveReport(db: DbOrTx, reportId: string): Promise<void> {
  await db
    .update(chatReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(chatReports.id, reportId), isNull(chatReports.resolvedAt)));
}
