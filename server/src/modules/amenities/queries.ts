import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import {
  amenities,
  amenityBookings,
  amenityClosedDates,
  amenitySlotCounters,
  leases,
  properties,
  units,
  users,
} from "../../db/schema";

export type AmenityRow = typeof amenities.$inferSelect;
export type NewAmenity = typeof amenities.$inferInsert;
export type BookingRow = typeof amenityBookings.$inferSelect;
export type BookingStatusValue = BookingRow["status"];

const ACTIVE = ["booked", "waitlisted"] as const;

// ---- amenities ----

/** How many of a property's amenities a list shows, and of their closed dates (also of one amenity's). */
const LISTED_AMENITIES = 100;
const LISTED_CLOSED_DATES = 2000;

/**
 * A property's amenities (placeholder `propertyId`), the first LISTED_AMENITIES by name, with their closed dates
 * from `fromDate` on (placeholder), oldest first: the soonest LISTED_CLOSED_DATES of all of them. With
 * `activeOnly`, the active ones among those first amenities, and only their closed dates.
 */
function listStatement(db: DbOrTx, activeOnly: boolean) {
  const listed = db.$with("listed").as(
    db
      .select()
      .from(amenities)
      .where(eq(amenities.propertyId, sql.placeholder("propertyId")))
      .orderBy(asc(amenities.name), asc(amenities.id))
      .limit(LISTED_AMENITIES),
  );
  const shown = activeOnly ? eq(listed.active, true) : undefined;
  const closed = db.$with("closed").as(
    db
      .select({
        amenityId: amenityClosedDates.amenityId,
        date: amenityClosedDates.date,
        note: amenityClosedDates.note,
      })
      .from(amenityClosedDates)
      .where(
        and(
          inArray(amenityClosedDates.amenityId, db.select({ id: listed.id }).from(listed).where(shown)),
          gte(amenityClosedDates.date, sql.placeholder("fromDate")),
        ),
      )
      .orderBy(asc(amenityClosedDates.date))
      .limit(LISTED_CLOSED_DATES),
  );
  const byAmenity = db
    .select({
      amenityId: closed.amenityId,
      dates: sql<{ date: string; note: string }[]>`json_agg(json_build_object('date', ${closed.date},
        'note', ${closed.note}) order by ${closed.date})`.as("dates"),
    })
    .from(closed)
    .groupBy(closed.amenityId)
    .as("by_amenity");
  return db
    .with(listed, closed)
    .select({
      amenity: listed._.selectedFields,
      closedDates: sql<{ date: string; note: string }[]>`coalesce(${byAmenity.dates}, '[]'::json)`,
    })
    .from(listed)
    .leftJoin(byAmenity, eq(byAmenity.amenityId, listed.id))
    .where(shown)
    .orderBy(asc(listed.name), asc(listed.id));
}

/** Every list of amenities (the residents', the landlord's) asks for one of these: prepared. */
const allListed = preparedPerDb((db) => listStatement(db, false).prepare("amenities_of_property"));
const activeListed = preparedPerDb((db) => listStatement(db, true).prepare("active_amenities_of_property"));

/** The property's amenities (only the active ones with `activeOnly`), with their closed dates from `fromDate` on. */
export function amenitiesOfProperty(db: DbOrTx, propertyId: number, fromDate: string, activeOnly: boolean) {
  return (activeOnly ? activeListed : allListed)(db).execute({ propertyId, fromDate });
}

export async function findAmenity(db: DbOrTx, id: string): Promise<AmenityRow | undefined> {
  const [row] = await db.select().from(amenities).where(eq(amenities.id, id)).limit(1);
  return row;
}

/** The amenity when it belongs to one of the landlord's active properties. */
export async function findOwnedAmenity(db: DbOrTx, id: string, landlordId: string, lock = false) {
  const q = db
    .select({ a: amenities })
    .from(amenities)
    .innerJoin(properties, eq(properties.id, amenities.propertyId))
    .where(and(eq(amenities.id, id), eq(properties.landlordId, landlordId), eq(properties.status, "active")))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: amenities }) : await q;
  return row?.a;
}

export async function insertAmenity(db: DbOrTx, values: NewAmenity): Promise<string> {
  const [row] = await db.insert(amenities).values(values).returning({ id: amenities.id });
  return row!.id;
}

export async function updateAmenity(db: DbOrTx, id: string, values: Partial<NewAmenity>): Promise<void> {
  await db
    .update(amenities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(amenities.id, id));
}

/** Future slots take the new capacity, but never less than the places already booked in them. */
export async function setFutureCapacity(db: DbOrTx, amenityId: string, capacity: number, now: Date) {
  await db
    .update(amenitySlotCounters)
    .set({ capacity: sql`greatest(${capacity}, ${amenitySlotCounters.booked})` })
    .where(and(eq(amenitySlotCounters.amenityId, amenityId), gt(amenitySlotCounters.startsAt, now)));
}

// ---- closed dates ----

/** The closed dates of the amenities from `fromDate` on. */
export function closedDatesOf(db: DbOrTx, amenityIds: string[], fromDate: string) {
  if (!amenityIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(amenityClosedDates)
    .where(and(inArray(amenityClosedDates.amenityId, amenityIds), gte(amenityClosedDates.date, fromDate)))
    .orderBy(asc(amenityClosedDates.date))
    .limit(LISTED_CLOSED_DATES);
}

export async function upsertClosedDate(db: DbOrTx, amenityId: string, date: string, note: string) {
  await db
    .insert(amenityClosedDates)
    .values({ amenityId, date, note })
    .onConflictDoUpdate({ target: [amenityClosedDates.amenityId, amenityClosedDates.date], set: { note } });
}

export async function deleteClosedDate(db: DbOrTx, amenityId: string, date: string) {
  await db
    .delete(amenityClosedDates)
    .where(and(eq(amenityClosedDates.amenityId, amenityId), eq(amenityClosedDates.date, date)));
}

// ---- slot counters: the places ----

/**
 * Takes one place of a slot atomically: inserts the counter at 1, or increments it only while it is below its
 * capacity. Undefined when the slot is full. Concurrent calls queue on the counter row, so exactly as many win as
 * there are places; the CHECK constraint (booked <= capacity) is the last guard.
 */
export async function takePlace(db: DbOrTx, amenityId: string, startsAt: Date, capacity: number) {
  const [row] = await db
    .insert(amenitySlotCounters)
    .values({ amenityId, startsAt, booked: 1, capacity })
    .onConflictDoUpdate({
      target: [amenitySlotCounters.amenityId, amenitySlotCounters.startsAt],
      set: { booked: sql`${amenitySlotCounters.booked} + 1` },
      setWhere: sql`${amenitySlotCounters.booked} < ${amenitySlotCounters.capacity}`,
    })
    .returning({ booked: amenitySlotCounters.booked, capacity: amenitySlotCounters.capacity });
  return row;
}

/** Gives one place of a slot back. */
export async function releasePlace(db: DbOrTx, amenityId: string, startsAt: Date) {
  await db
    .update(amenitySlotCounters)
    .set({ booked: sql`${amenitySlotCounters.booked} - 1` })
    .where(
      and(
        eq(amenitySlotCounters.amenityId, amenityId),
        eq(amenitySlotCounters.startsAt, startsAt),
        gt(amenitySlotCounters.booked, 0),
      ),
    );
}

/** A slot's counter, locked: a waitlist join and a cancel of the same slot take turns. */
export async function lockCounter(db: DbOrTx, amenityId: string, startsAt: Date) {
  const [row] = await db
    .select()
    .from(amenitySlotCounters)
    .where(and(eq(amenitySlotCounters.amenityId, amenityId), eq(amenitySlotCounters.startsAt, startsAt)))
    .limit(1)
    .for("update");
  return row;
}

export function countersBetween(db: DbOrTx, amenityId: string, from: Date, to: Date) {
  return db
    .select()
    .from(amenitySlotCounters)
    .where(
      and(
        eq(amenitySlotCounters.amenityId, amenityId),
        gte(amenitySlotCounters.startsAt, from),
        lt(amenitySlotCounters.startsAt, to),
      ),
    )
    .limit(5000);
}

// ---- bookings ----

/** Locks the resident's user row: their weekly count and overlap checks run one request at a time. */
export async function lockResident(db: DbOrTx, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function insertBooking(
  db: DbOrTx,
  values: typeof amenityBookings.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(amenityBookings).values(values).returning({ id: amenityBookings.id });
  return row!.id;
}

/** The resident's active bookings and waitlist places of the amenity in [from, to). */
export async function activeCountOfResident(
  db: DbOrTx,
  amenityId: string,
  userId: string,
  from: Date,
  to: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(amenityBookings)
    .where(
      and(
        eq(amenityBookings.userId, userId),
        eq(amenityBookings.amenityId, amenityId),
        inArray(amenityBookings.status, ACTIVE),
        gte(amenityBookings.startsAt, from),
        lt(amenityBookings.startsAt, to),
      ),
    );
  return Number(row?.n ?? 0);
}

const bookingFields = {
  b: amenityBookings,
  amenityName: amenities.name,
  cancelCutoffMinutes: amenities.cancelCutoffMinutes,
  slotMinutes: amenities.slotMinutes,
};

/** A booking of the resident's, optionally locked. */
export async function findResidentBooking(db: DbOrTx, id: string, userId: string, lock = false) {
  const q = db
    .select(bookingFields)
    .from(amenityBookings)
    .innerJoin(amenities, eq(amenities.id, amenityBookings.amenityId))
    .where(and(eq(amenityBookings.id, id), eq(amenityBookings.userId, userId)))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: amenityBookings }) : await q;
  return row;
}

/** A booking at one of the landlord's active properties, optionally locked, with the resident's name. */
export async function findLandlordBooking(db: DbOrTx, id: string, landlordId: string, lock = false) {
  const q = db
    .select({
      ...bookingFields,
      residentName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(amenityBookings)
    .innerJoin(amenities, eq(amenities.id, amenityBookings.amenityId))
    .innerJoin(properties, eq(properties.id, amenityBookings.propertyId))
    .innerJoin(users, eq(users.id, amenityBookings.userId))
    .where(
      and(eq(amenityBookings.id, id), eq(properties.landlordId, landlordId), eq(properties.status, "active")),
    )
    .limit(1);
  const [row] = lock ? await q.for("update", { of: amenityBookings }) : await q;
  return row;
}

export async function setBookingStatus(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<BookingRow, "status" | "reason" | "promotedAt" | "cancelledAt">>,
) {
  await db.update(amenityBookings).set(values).where(eq(amenityBookings.id, id));
}

/** The first waitlisted booking of a slot (created_at, id), locked; skips none so the order is kept. */
export async function firstWaitlisted(db: DbOrTx, amenityId: string, startsAt: Date) {
  const [row] = await db
    .select()
    .from(amenityBookings)
    .where(
      and(
        eq(amenityBookings.amenityId, amenityId),
        eq(amenityBookings.status, "waitlisted"),
        eq(amenityBookings.startsAt, startsAt),
      ),
    )
    .orderBy(asc(amenityBookings.createdAt), asc(amenityBookings.id))
    .limit(1)
    .for("update");
  return row;
}

/** The future slots of an amenity that have a waitlist. */
export async function waitlistedSlots(db: DbOrTx, amenityId: string, now: Date) {
  const rows = await db
    .selectDistinct({ startsAt: amenityBookings.startsAt })
    .from(amenityBookings)
    .where(
      and(
        eq(amenityBookings.amenityId, amenityId),
        eq(amenityBookings.status, "waitlisted"),
        gt(amenityBookings.startsAt, now),
      ),
    )
    .orderBy(asc(amenityBookings.startsAt))
    .limit(1000);
  return rows.map((r) => r.startsAt);
}

/** How many wait on each slot of [from, to). */
export function waitlistCounts(db: DbOrTx, amenityId: string, from: Date, to: Date) {
  return db
    .select({ startsAt: amenityBookings.startsAt, n: count() })
    .from(amenityBookings)
    .where(
      and(
        eq(amenityBookings.amenityId, amenityId),
        eq(amenityBookings.status, "waitlisted"),
        gte(amenityBookings.startsAt, from),
        lt(amenityBookings.startsAt, to),
      ),
    )
    .groupBy(amenityBookings.startsAt);
}

/** A waitlisted booking's place: 1 + those before it on the same slot. */
export async function waitlistPosition(
  db: DbOrTx,
  b: Pick<BookingRow, "amenityId" | "startsAt" | "createdAt" | "id">,
) {
  const [row] = await db
    .select({ n: count() })
    .from(amenityBookings)
    .where(
      and(
        eq(amenityBookings.amenityId, b.amenityId),
        eq(amenityBookings.status, "waitlisted"),
        eq(amenityBookings.startsAt, b.startsAt),
        or(
          lt(amenityBookings.createdAt, b.createdAt),
          and(eq(amenityBookings.createdAt, b.createdAt), lt(amenityBookings.id, b.id)),
        ),
      ),
    );
  return Number(row?.n ?? 0) + 1;
}

/** The resident's active bookings and waitlist places of the amenity that overlap [from, to). */
export function residentBookingsBetween(db: DbOrTx, amenityId: string, userId: string, from: Date, to: Date) {
  return db
    .select()
    .from(amenityBookings)
    .where(
      and(
        eq(amenityBookings.userId, userId),
        eq(amenityBookings.amenityId, amenityId),
        inArray(amenityBookings.status, ACTIVE),
        lt(amenityBookings.startsAt, to),
        gt(amenityBookings.endsAt, from),
      ),
    )
    .limit(500);
}

/** The resident's bookings that have not ended, soonest first (cancelled ones included, so they see why). */
export function residentUpcoming(db: DbOrTx, userId: string, propertyId: number, now: Date, limit = 100) {
  return db
    .select(bookingFields)
    .from(amenityBookings)
    .innerJoin(amenities, eq(amenities.id, amenityBookings.amenityId))
    .where(
      and(
        eq(amenityBookings.userId, userId),
        eq(amenityBookings.propertyId, propertyId),
        gte(amenityBookings.startsAt, new Date(now.getTime() - 24 * 3600_000)),
        gt(amenityBookings.endsAt, now),
      ),
    )
    .orderBy(asc(amenityBookings.startsAt), desc(amenityBookings.createdAt))
    .limit(limit);
}

/** An amenity's bookings that start in [from, to), with resident names and their unit in the property. */
export function bookingsBetween(db: DbOrTx, amenityId: string, from: Date, to: Date, limit = 500) {
  return db
    .select({
      ...bookingFields,
      residentName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      unitNumber: sql<
        string | null
      >`(select ${units.unitNumber} from ${leases} join ${units} on ${units.id} = ${leases.unitId}
        where ${leases.tenantId} = ${amenityBookings.userId} and ${leases.propertyId} = ${amenityBookings.propertyId}
        order by ${leases.createdAt} desc limit 1)`,
    })
    .from(amenityBookings)
    .innerJoin(amenities, eq(amenities.id, amenityBookings.amenityId))
    .innerJoin(users, eq(users.id, amenityBookings.userId))
    .where(
      and(
        eq(amenityBookings.amenityId, amenityId),
        gte(amenityBookings.startsAt, from),
        lte(amenityBookings.startsAt, new Date(to.getTime() - 1)),
      ),
    )
    .orderBy(asc(amenityBookings.startsAt), asc(amenityBookings.createdAt), asc(amenityBookings.id))
    .limit(limit);
}
