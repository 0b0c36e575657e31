import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import {
  announcementProperties,
  announcementReads,
  announcements,
  leases,
  properties,
  users,
} from "../../db/schema";
import { isCurrentLease } from "../leases";
import { keysetAt } from "../notifications";

export type NewAnnouncement = typeof announcements.$inferInsert;
export type AnnouncementRow = typeof announcements.$inferSelect;

/** Where a page starts: after this row in (pinned desc, created_at desc, id desc) order. */
export interface AnnouncementKeyset {
  pinned: boolean;
  at: string;
  id: string;
}

const notExpired = (now: Date | SQL) => or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now));

/** Rows after the keyset in the list's order: pinned first, then newest. */
function afterKeyset(k: AnnouncementKeyset): SQL {
  // pinned desc: a pinned cursor continues with older pinned rows, then every unpinned one.
  return sql`((${announcements.pinned}::int, ${announcements.createdAt}, ${announcements.id}) < (${k.pinned ? 1 : 0}, ${k.at}::timestamptz, ${k.id}::uuid))`;
}

const listColumns = {
  id: announcements.id,
  landlordId: announcements.landlordId,
  title: announcements.title,
  content: announcements.content,
  type: announcements.type,
  priority: announcements.priority,
  pinned: announcements.pinned,
  requiresAck: announcements.requiresAck,
  expiresAt: announcements.expiresAt,
  audience: announcements.audience,
  tags: announcements.tags,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  keysetAt: keysetAt(announcements.createdAt).as("keyset_at"),
  author: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as("author"),
};

const listOrder = [desc(announcements.pinned), desc(announcements.createdAt), desc(announcements.id)];

// ---- who sees what ----

/** The property of the tenant's current (pending or active) lease, the newest: what they see announcements of. */
function homeProperty(db: DbOrTx, tenantId: string | Placeholder) {
  return db
    .select({ propertyId: leases.propertyId })
    .from(leases)
    .where(and(eq(leases.tenantId, tenantId), isCurrentLease))
    .orderBy(desc(leases.createdAt))
    .limit(1);
}

/** The property of the tenant's current (pending or active) lease; null without one. */
export async function tenantPropertyId(db: DbOrTx, tenantId: string): Promise<number | null> {
  const [row] = await homeProperty(db, tenantId);
  return row?.propertyId ?? null;
}

/** The landlord's active properties among these ids (all of them when `ids` is undefined). */
export async function landlordPropertyIds(db: DbOrTx, landlordId: string, ids?: number[]) {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.landlordId, landlordId),
        eq(properties.status, "active"),
        ids ? inArray(properties.id, ids) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** The accounts with a current lease in these properties: an announcement's audience. */
export async function audienceOf(db: DbOrTx, propertyIds: number[]): Promise<string[]> {
  if (!propertyIds.length) return [];
  const rows = await db
    .selectDistinct({ tenantId: leases.tenantId })
    .from(leases)
    .where(and(inArray(leases.propertyId, propertyIds), isCurrentLease, isNotNull(leases.tenantId)));
  return rows.map((r) => r.tenantId!);
}

// ---- lists ----

/**
 * A tenant's announcements in one statement (placeholders `tenantId`, `now` and `limit`): nothing without a
 * current lease (the `home` row); else, on one row each, their home property, how many announcements to it they
 * see (not expired) and how many of those they have not read, joined to a page of them (`limit` rows in the
 * list's order after `after`; none on an empty page) with their own read.
 */
function tenantListStatement(db: DbOrTx, after: AnnouncementKeyset | undefined) {
  const tenantId = sql.placeholder("tenantId");
  const home = db.$with("home").as(homeProperty(db, tenantId));
  const visible = and(
    eq(announcementProperties.propertyId, home.propertyId),
    notExpired(sql`${sql.placeholder("now")}::timestamptz`),
  );
  const ownRead = and(
    eq(announcementReads.announcementId, announcements.id),
    eq(announcementReads.userId, tenantId),
  );
  const counts = db
    .select({
      total: sql<number>`count(*)::int`.as("total"),
      unread: sql<number>`count(*) filter (where ${announcementReads.userId} is null)::int`.as("unread"),
    })
    .from(announcementProperties)
    .innerJoin(announcements, eq(announcements.id, announcementProperties.announcementId))
    .leftJoin(announcementReads, ownRead)
    .where(visible)
    .as("counts");
  const page = db
    .select({
      ...listColumns,
      readAt: announcementReads.readAt,
      acknowledgedAt: announcementReads.acknowledgedAt,
    })
    .from(announcementProperties)
    .innerJoin(announcements, eq(announcements.id, announcementProperties.announcementId))
    .innerJoin(users, eq(users.id, announcements.landlordId))
    .leftJoin(announcementReads, ownRead)
    .where(and(visible, after ? afterKeyset(after) : undefined))
    .orderBy(...listOrder)
    .limit(sql.placeholder("limit"))
    .as("page");
  return db
    .with(home)
    .select({
      property: { id: properties.id, name: properties.name },
      total: counts.total,
      unread: counts.unread,
      item: page._.selectedFields,
    })
    .from(home)
    .innerJoin(properties, eq(properties.id, home.propertyId))
    .innerJoinLateral(counts, sql`true`)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.pinned), desc(page.createdAt), desc(page.id));
}

/** The first page, the dashboard's card and the announcements screen's first look: prepared. */
const tenantFirstPage = preparedPerDb((db) =>
  tenantListStatement(db, undefined).prepare("announcements_tenant_first_page"),
);

/**
 * A page (limit rows) of the announcements the tenant sees, after the keyset's row, with their own read; their
 * home property, and how many they see and have not read. Null without a current lease.
 */
export async function tenantAnnouncements(
  db: DbOrTx,
  tenantId: string,
  now: Date,
  after: AnnouncementKeyset | undefined,
  limit: number,
) {
  const statement = after ? tenantListStatement(db, after) : tenantFirstPage(db);
  const rows = await statement.execute({ tenantId, now: now.toISOString(), limit });
  const [first] = rows;
  if (!first) return null;
  return {
    property: first.property,
    total: first.total,
    unread: first.unread,
    rows: rows.flatMap((r) => (r.item ? [r.item] : [])),
  };
}

/** The landlord's filter: their own announcements, or those that reached one of their properties. */
function landlordScope(landlordId: string, propertyId: number | undefined): SQL {
  const own = eq(announcements.landlordId, landlordId);
  if (propertyId === undefined) return own;
  return and(
    own,
    sql`exists (select 1 from ${announcementProperties} where ${announcementProperties.announcementId} = ${announcements.id} and ${announcementProperties.propertyId} = ${propertyId})`,
  )!;
}

/** A landlord's page of their own announcements (expired ones too). */
export function selectForLandlord(
  db: DbOrTx,
  landlordId: string,
  propertyId: number | undefined,
  after: AnnouncementKeyset | undefined,
  limit: number,
) {
  return db
    .select(listColumns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.landlordId))
    .where(and(landlordScope(landlordId, propertyId), after ? afterKeyset(after) : undefined))
    .orderBy(...listOrder)
    .limit(limit);
}

export async function countForLandlord(db: DbOrTx, landlordId: string, propertyId: number | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(announcements)
    .where(landlordScope(landlordId, propertyId));
  return row?.total ?? 0;
}

/** One announcement of the landlord's, with its author; null when it is not theirs. */
export async function selectOwn(db: DbOrTx, landlordId: string, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.landlordId))
    .where(and(eq(announcements.id, id), eq(announcements.landlordId, landlordId)))
    .limit(1);
  return row ?? null;
}

/** Locks one of the landlord's announcements for an edit (a read takes the row FOR SHARE first). */
export async function lockOwn(db: DbOrTx, landlordId: string, id: string) {
  const [row] = await db
    .select({ id: announcements.id, audience: announcements.audience })
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.landlordId, landlordId)))
    .for("update");
  return row ?? null;
}

/** The properties each announcement went to, with their names. */
export async function propertiesOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      announcementId: announcementProperties.announcementId,
      id: properties.id,
      name: properties.name,
    })
    .from(announcementProperties)
    .innerJoin(properties, eq(properties.id, announcementProperties.propertyId))
    .where(inArray(announcementProperties.announcementId, ids))
    .orderBy(properties.name);
}

/** Per announcement: residents with a current lease in its properties, reads and acknowledgements. */
export async function statsOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return { audience: new Map<string, number>(), reads: new Map<string, [number, number]>() };
  const audienceRows = await db
    .select({
      id: announcementProperties.announcementId,
      n: sql<number>`count(distinct ${leases.tenantId})::int`,
    })
    .from(announcementProperties)
    .innerJoin(
      leases,
      and(
        eq(leases.propertyId, announcementProperties.propertyId),
        isCurrentLease,
        isNotNull(leases.tenantId),
      ),
    )
    .where(inArray(announcementProperties.announcementId, ids))
    .groupBy(announcementProperties.announcementId);
  const readRows = await db
    .select({
      id: announcementReads.announcementId,
      read: sql<number>`count(*)::int`,
      ack: sql<number>`count(${announcementReads.acknowledgedAt})::int`,
    })
    .from(announcementReads)
    .where(inArray(announcementReads.announcementId, ids))
    .groupBy(announcementReads.announcementId);
  return {
    audience: new Map(audienceRows.map((r) => [r.id, r.n])),
    reads: new Map(readRows.map((r) => [r.id, [r.read, r.ack] as [number, number]])),
  };
}

// ---- writes ----

export async function insertAnnouncement(db: DbOrTx, values: NewAnnouncement): Promise<void> {
  await db.insert(announcements).values(values);
}

export async function setAudience(db: DbOrTx, announcementId: string, propertyIds: number[]): Promise<void> {
  await db.delete(announcementProperties).where(eq(announcementProperties.announcementId, announcementId));
  if (propertyIds.length)
    await db
      .insert(announcementProperties)
      .values(propertyIds.map((propertyId) => ({ announcementId, propertyId })));
}

export async function updateAnnouncement(
  db: DbOrTx,
  id: string,
  values: Partial<NewAnnouncement>,
): Promise<void> {
  await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id));
}

export async function deleteOwn(db: DbOrTx, landlordId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.landlordId, landlordId)))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function hasReads(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(eq(announcementReads.announcementId, id))
    .limit(1);
  return Boolean(row);
}

/**
 * Takes the announcement FOR SHARE when it reached the property and has not expired (so an edit, which locks it
 * FOR UPDATE, waits or is seen), and tells whether it asks for an acknowledgement; null when the tenant cannot see it.
 */
export async function lockVisible(db: DbOrTx, id: string, propertyId: number, now: Date) {
  const [row] = await db
    .select({
      id: announcements.id,
      requiresAck: announcements.requiresAck,
      landlordId: announcements.landlordId,
    })
    .from(announcements)
    .innerJoin(
      announcementProperties,
      and(
        eq(announcementProperties.announcementId, announcements.id),
        eq(announcementProperties.propertyId, propertyId),
      ),
    )
    .where(and(eq(announcements.id, id), notExpired(now)))
    .for("share", { of: announcements });
  return row ?? null;
}

/** Records the read (once; the first read's time stays) and, when asked, the acknowledgement. */
export async function upsertRead(db: DbOrTx, id: string, userId: string, now: Date, acknowledge: boolean) {
  const [row] = await db
    .insert(announcementReads)
    .values({ announcementId: id, userId, readAt: now, acknowledgedAt: acknowledge ? now : null })
    .onConflictDoUpdate({
      target: [announcementReads.announcementId, announcementReads.userId],
      set: acknowledge
        ? {
            acknowledgedAt: sql`coalesce(${announcementReads.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
          }
        : { readAt: sql`${announcementReads.readAt}` },
    })
    .returning({ readAt: announcementReads.readAt, acknowledgedAt: announcementReads.acknowledgedAt });
  return row!;
}

/** The demo's rows, one statement per table (server/src/seed/demo-announcements.ts). */
export async function insertDemoAnnouncements(
  db: DbOrTx,
  rows: NewAnnouncement[],
  targets: { announcementId: string; propertyId: number }[],
  reads: (typeof announcementReads.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(announcements).values(rows);
  if (targets.length) await db.insert(announcementProperties).values(targets);
  if (reads.length) await db.insert(announcementReads).values(reads);
}
