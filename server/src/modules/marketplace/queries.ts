import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { ListingCategory } from "../../../../common/schemas/marketplace";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import {
  leases,
  marketplaceListings as listings,
  marketplaceBlockedWords,
  marketplaceLikes,
  marketplacePhotos,
  marketplaceReports,
  marketplaceViews,
  properties,
  units,
  users,
} from "../../db/schema";
import type { StoredPhoto } from "../../platform/storage/photos";

/** The marketplace's SQL: listings with their seller, photos, and the per-resident likes, views and reports. */

export type NewListing = typeof listings.$inferInsert;

/** A listing as every answer shows it: its seller, their unit, the viewer's like and its photos in order. */
function selectListings(db: DbOrTx, viewerId: string | Placeholder) {
  return db
    .select({
      l: getTableColumns(listings),
      landlordId: properties.landlordId,
      sellerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as("seller_name"),
      // The seller's unit in the listing's property (their newest lease there).
      unitNumber: sql<string | null>`(select ${units.unitNumber} from ${leases} join ${units}
        on ${units.id} = ${leases.unitId} where ${leases.tenantId} = ${listings.sellerId}
        and ${leases.propertyId} = ${listings.propertyId} order by ${leases.createdAt} desc limit 1)`.as(
        "unit_number",
      ),
      isLiked: sql<boolean>`exists (select 1 from ${marketplaceLikes} where ${marketplaceLikes.listingId}
        = ${listings.id} and ${marketplaceLikes.userId} = ${viewerId})`.as("is_liked"),
      photoIds: sql<
        string[]
      >`coalesce((select json_agg(${marketplacePhotos.id} order by ${marketplacePhotos.position})
        from ${marketplacePhotos} where ${marketplacePhotos.listingId} = ${listings.id}), '[]'::json)`.as(
        "photo_ids",
      ),
    })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .innerJoin(users, eq(users.id, listings.sellerId));
}
export type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>["where"]>>[number];

/** A list's order, of the listings' columns (inside the page) or of the page's (around it). */
type ListOrder = (l: Record<keyof typeof listings._.columns, AnyColumn>) => SQL[];

const newestFirst: ListOrder = (l) => [desc(l.createdAt), desc(l.id)];

/**
 * The listings `where` selects, in one statement (placeholders `viewerId`, `limit` and `offset`): their count's
 * one row, joined to the page of them in `order` (none on an empty page).
 */
function pageStatement(db: DbOrTx, where: SQL | undefined, order: ListOrder) {
  const total = db
    .select({ n: count().as("n") })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(where)
    .as("total");
  const page = selectListings(db, sql.placeholder("viewerId"))
    .where(where)
    .orderBy(...order(getTableColumns(listings)))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return db
    .select({
      total: total.n,
      l: page.l,
      landlordId: page.landlordId,
      sellerName: page.sellerName,
      unitNumber: page.unitNumber,
      isLiked: page.isLiked,
      photoIds: page.photoIds,
    })
    .from(total)
    .leftJoinLateral(page, sql`true`)
    .orderBy(...order(page.l));
}

type PageStatement =
  | ReturnType<typeof pageStatement>
  | ReturnType<ReturnType<typeof pageStatement>["prepare"]>;

async function pageOf(
  statement: PageStatement,
  values: { viewerId: string; limit: number; offset: number; propertyId?: number },
) {
  const rows = await statement.execute(values);
  // The count's row alone, on an empty page, has no listing (its columns null).
  const page = rows.flatMap(({ total, l, landlordId, ...rest }) =>
    l && landlordId ? [{ l, landlordId, ...rest }] : [],
  );
  return { rows: page, total: rows[0]?.total ?? 0 };
}

/** Escapes LIKE's wildcards so a search for "50%" finds "50%". */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const approvedIn = (propertyId: Placeholder) =>
  and(eq(listings.propertyId, propertyId), eq(listings.status, "approved"));

/** The residents' list without a category or a search, the dashboard's card among them: prepared. */
const approvedPage = preparedPerDb((db) =>
  pageStatement(db, approvedIn(sql.placeholder("propertyId")), newestFirst).prepare(
    "marketplace_approved_page",
  ),
);

/** The approved listings of a property, newest first, optionally of one category or matching a search. */
export function approvedListings(
  db: DbOrTx,
  viewerId: string,
  propertyId: number,
  filter: { category?: ListingCategory; q?: string; limit: number; offset: number },
) {
  const q = filter.q?.trim();
  const statement =
    filter.category || q
      ? pageStatement(
          db,
          and(
            approvedIn(sql.placeholder("propertyId")),
            filter.category ? eq(listings.category, filter.category) : undefined,
            q
              ? or(
                  ilike(listings.title, likeText(q)),
                  ilike(listings.description, likeText(q)),
                  sql`array_to_string(${listings.tags}, ' ') ilike ${likeText(q)}`,
                )
              : undefined,
          ),
          newestFirst,
        )
      : approvedPage(db);
  return pageOf(statement, { viewerId, propertyId, limit: filter.limit, offset: filter.offset });
}

/** The seller's own listings in every state, newest first. */
export function sellerListings(db: DbOrTx, sellerId: string, limit: number, offset: number) {
  const statement = pageStatement(db, eq(listings.sellerId, sellerId), newestFirst);
  return pageOf(statement, { viewerId: sellerId, limit, offset });
}

const pendingWhere = (landlordId: string | Placeholder, propertyId: number | Placeholder | undefined) =>
  and(
    eq(properties.landlordId, landlordId),
    eq(listings.status, "pending"),
    propertyId === undefined ? undefined : eq(listings.propertyId, propertyId),
  );

const reportedAndFlaggedFirst: ListOrder = (l) => [
  desc(l.hiddenByReports),
  desc(sql`cardinality(${l.flaggedWords}) > 0`),
  asc(l.createdAt),
  asc(l.id),
];

/** One property's queue, the landlord dashboard's card: prepared (the landlord is the viewer). */
const pendingPageOfProperty = preparedPerDb((db) =>
  pageStatement(
    db,
    pendingWhere(sql.placeholder("viewerId"), sql.placeholder("propertyId")),
    reportedAndFlaggedFirst,
  ).prepare("marketplace_pending_page"),
);

/** The landlord's queue: pending listings, reported and flagged ones first, then oldest first. */
export function pendingListings(
  db: DbOrTx,
  landlordId: string,
  propertyId: number | undefined,
  limit: number,
  offset: number,
) {
  const statement =
    propertyId === undefined
      ? pageStatement(db, pendingWhere(landlordId, undefined), reportedAndFlaggedFirst)
      : pendingPageOfProperty(db);
  return pageOf(statement, { viewerId: landlordId, propertyId, limit, offset });
}

/** One listing, whoever may see it (the service decides that from the row). */
export async function findListing(db: DbOrTx, viewerId: string, id: string): Promise<ListingRow | undefined> {
  const [row] = await selectListings(db, viewerId).where(eq(listings.id, id)).limit(1);
  return row;
}

export async function findPhoto(db: DbOrTx, listingId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(marketplacePhotos)
    .where(and(eq(marketplacePhotos.listingId, listingId), eq(marketplacePhotos.id, photoId)))
    .limit(1);
  return row;
}

export async function insertListing(db: DbOrTx, values: NewListing, photos: StoredPhoto[]): Promise<void> {
  await db.insert(listings).values(values);
  if (photos.length > 0)
    await db.insert(marketplacePhotos).values(
      photos.map((p, position) => ({
        listingId: values.id as string,
        position,
        storageKey: p.storageKey,
        thumbKey: p.thumbKey,
        contentType: p.contentType,
        width: p.width,
        height: p.height,
        bytes: p.bytes,
      })),
    );
}

/** The listing locked for a decision, when it is in a property of this landlord. */
export async function lockListingForLandlord(tx: DbOrTx, id: string, landlordId: string) {
  const [row] = await tx
    .select({
      id: listings.id,
      status: listings.status,
      propertyId: listings.propertyId,
      residentId: listings.sellerId,
      title: listings.title,
    })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(eq(listings.id, id), eq(properties.landlordId, landlordId)))
    .for("update", { of: listings })
    .limit(1);
  return row;
}

/** Stores the decision; the reports that put it back in the queue are settled with it. */
export async function setListingDecision(
  tx: DbOrTx,
  id: string,
  values: { status: "approved" | "rejected"; decisionReason: string | null; decidedAt: Date },
): Promise<void> {
  await tx
    .update(listings)
    .set({ ...values, hiddenByReports: false, reportCount: 0 })
    .where(eq(listings.id, id));
  await tx.delete(marketplaceReports).where(eq(marketplaceReports.listingId, id));
}

/** The seller's change of state, only from the states given; false when the listing was not in one of them. */
export async function moveSellerListing(
  db: DbOrTx,
  id: string,
  sellerId: string,
  from: ("pending" | "approved")[],
  to: "sold" | "withdrawn",
): Promise<boolean> {
  const rows = await db
    .update(listings)
    .set({ status: to, soldAt: to === "sold" ? new Date() : null, hiddenByReports: false })
    .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId), inArray(listings.status, from)))
    .returning({ id: listings.id });
  return rows.length > 0;
}

const perResidentTables = { like: marketplaceLikes, view: marketplaceViews } as const;
const counterOf = { like: listings.likeCount, view: listings.viewCount } as const;

/**
 * Adds (or removes) the resident's like or view; the listing's counter moves only when a row was added or
 * removed, so repeats and races count once.
 */
export async function toggleMark(
  tx: DbOrTx,
  kind: "like" | "view",
  listingId: string,
  userId: string,
  on: boolean,
): Promise<void> {
  const table = perResidentTables[kind];
  const changed = on
    ? await tx
        .insert(table)
        .values({ listingId, userId })
        .onConflictDoNothing()
        .returning({ id: table.listingId })
    : await tx
        .delete(table)
        .where(and(eq(table.listingId, listingId), eq(table.userId, userId)))
        .returning({ id: table.listingId });
  if (changed.length === 0) return;
  const column = counterOf[kind];
  await tx
    .update(listings)
    .set({ [kind === "like" ? "likeCount" : "viewCount"]: sql`greatest(${column} + ${on ? 1 : -1}, 0)` })
    .where(eq(listings.id, listingId));
}

export async function likeCountOf(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db.select({ n: listings.likeCount }).from(listings).where(eq(listings.id, listingId));
  return row?.n ?? 0;
}

/**
 * A resident's report, once: the listing's row is locked so that reports arriving together count one by one.
 * Answers whether the report was new and whether it put the listing back in the queue, hidden.
 */
export async function addReport(
  tx: DbOrTx,
  listingId: string,
  reporterId: string,
  reason: string,
  hideAt: number,
): Promise<{ added: boolean; hidden: boolean }> {
  await tx.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).for("update");
  const added = await tx
    .insert(marketplaceReports)
    .values({ listingId, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: marketplaceReports.listingId });
  if (added.length === 0) return { added: false, hidden: false };
  const hidden = await tx
    .update(listings)
    .set({
      reportCount: sql`${listings.reportCount} + 1`,
      status: sql`case when ${listings.reportCount} + 1 >= ${hideAt} then 'pending'::listing_status else ${listings.status} end`,
      hiddenByReports: sql`${listings.reportCount} + 1 >= ${hideAt}`,
    })
    .where(and(eq(listings.id, listingId), eq(listings.status, "approved")))
    .returning({ hidden: listings.hiddenByReports });
  return { added: true, hidden: hidden[0]?.hidden ?? false };
}

export async function blockedWordsOf(db: DbOrTx, landlordId: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ words: marketplaceBlockedWords.words })
    .from(marketplaceBlockedWords)
    .where(eq(marketplaceBlockedWords.landlordId, landlordId));
  return row?.words;
}

export async function saveBlockedWords(db: DbOrTx, landlordId: string, words: string[]): Promise<void> {
  await db
    .insert(marketplaceBlockedWords)
    .values({ landlordId, words })
    .onConflictDoUpdate({
      target: marketplaceBlockedWords.landlordId,
      set: { words, updatedAt: new Date() },
    });
}
