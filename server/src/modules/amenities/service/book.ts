import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import { kampalaDay } from "../../../../../common/kampala-calendar";
import type { Booking, bookingInput, waitlistInput } from "../../../../../common/schemas/amenities";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { conflict, notFound } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import {
  deliverNotifications,
  type MessageDeps,
  type NewNotification,
  notify,
  type StoredNotification,
} from "../../notifications";
import {
  type AmenityRow,
  activeCountOfResident,
  closedDatesOf,
  findAmenity,
  findResidentBooking,
  firstWaitlisted,
  insertBooking,
  lockCounter,
  lockResident,
  releasePlace,
  residentBookingsBetween,
  setBookingStatus,
  takePlace,
  waitlistPosition,
} from "../queries";
import { bookingBreak, canCancel, kampalaWeek, overWeeklyLimit, slotStarts } from "../rules";
import { amenityNotFound, requireResidentAmenity } from "./access";
import { ruleError, toBooking, when } from "./dto";

const MINUTE = 60_000;
const bookingNotFound = () => notFound(msg("amenities.bookingNotFound"));

/**
 * The checks a booking or a waitlist place must pass before it takes anything: the amenity takes bookings, the
 * rules of its settings (opening hours, closed dates, how far ahead and how late, how long), then, with the
 * resident's row locked so that two of their requests take turns, no overlap with their own and the weekly limit.
 */
async function checkRequest(
  tx: DbOrTx,
  a: AmenityRow,
  userId: string,
  start: Date,
  slots: number,
  now: Date,
): Promise<void> {
  if (!a.active) throw conflict("AMENITY_CLOSED", msg("amenities.amenityInactive", { name: a.name }));
  const closed = await closedDatesOf(tx, [a.id], kampalaDay(start));
  const broken = bookingBreak(a, new Set(closed.map((c) => c.date)), start, slots, now);
  if (broken) throw ruleError(broken, a);
  await lockResident(tx, userId);
  const end = new Date(start.getTime() + slots * a.slotMinutes * MINUTE);
  const overlap = await residentBookingsBetween(tx, a.id, userId, start, end);
  if (overlap.some((b) => b.status === "booked"))
    throw conflict("ALREADY_BOOKED", msg("amenities.alreadyBooked"));
  if (overlap.length) throw conflict("ALREADY_WAITLISTED", msg("amenities.alreadyWaitlisted"));
  const week = kampalaWeek(start);
  if (overWeeklyLimit(a, await activeCountOfResident(tx, a.id, userId, week.from, week.to)))
    throw ruleError("WEEKLY_LIMIT", a);
}

/** A new booking or waitlist place of `slots` slots from `start`. */
const bookingRow = (
  a: AmenityRow,
  propertyId: number,
  userId: string,
  start: Date,
  slots: number,
  status: "booked" | "waitlisted",
) => ({
  amenityId: a.id,
  propertyId,
  userId,
  startsAt: start,
  endsAt: new Date(start.getTime() + slots * a.slotMinutes * MINUTE),
  slots,
  status,
});

/**
 * POST /api/amenities/{id}/bookings: takes a place in each slot of the booking, in one transaction. A place is
 * taken only by the counter's atomic upsert (queries.ts takePlace), so concurrent bookings of the last place get
 * one winner and 409 SLOT_FULL for the rest, on PGlite and PostgreSQL alike; a full later slot undoes the whole.
 */
export async function book(
  deps: AppDeps,
  tenant: SessionUser,
  id: string,
  input: z.output<typeof bookingInput>,
): Promise<Booking> {
  const { lease, amenity } = await requireResidentAmenity(deps.db, tenant);
  const a = await amenity(id);
  const start = new Date(input.startsAt);
  const now = new Date();
  const bookingId = await deps.db.transaction(async (tx) => {
    await checkRequest(tx, a, tenant.id, start, input.slots, now);
    for (const s of slotStarts(a, start, input.slots)) {
      if (!(await takePlace(tx, a.id, s, a.capacity))) throw conflict("SLOT_FULL", msg("amenities.slotFull"));
    }
    return insertBooking(tx, bookingRow(a, lease.propertyId, tenant.id, start, input.slots, "booked"));
  });
  return residentBooking(deps, tenant, bookingId);
}

/** POST /api/amenities/{id}/waitlist: a place in the queue of a full slot (409 SLOT_NOT_FULL when it has room). */
export async function joinWaitlist(
  deps: AppDeps,
  tenant: SessionUser,
  id: string,
  input: z.output<typeof waitlistInput>,
): Promise<Booking> {
  const { lease, amenity } = await requireResidentAmenity(deps.db, tenant);
  const a = await amenity(id);
  const start = new Date(input.startsAt);
  const now = new Date();
  const bookingId = await deps.db.transaction(async (tx) => {
    // The counter is locked first: a cancel of this slot waits, and then promotes this resident too.
    const counter = await lockCounter(tx, a.id, start);
    await checkRequest(tx, a, tenant.id, start, 1, now);
    if (!counter || counter.booked < counter.capacity)
      throw conflict("SLOT_NOT_FULL", msg("amenities.slotNotFull"));
    return insertBooking(tx, bookingRow(a, lease.propertyId, tenant.id, start, 1, "waitlisted"));
  });
  return residentBooking(deps, tenant, bookingId);
}

/**
 * Gives back the places of a booking and hands each to the first on that slot's waitlist (created_at, id), who
 * is told. Returns the notices to deliver after the commit.
 */
export async function releaseAndPromote(
  tx: DbOrTx,
  deps: MessageDeps,
  a: AmenityRow,
  booking: { startsAt: Date; slots: number },
  now: Date,
): Promise<StoredNotification[]> {
  const notices: NewNotification[] = [];
  for (const s of slotStarts(a, booking.startsAt, booking.slots)) {
    await releasePlace(tx, a.id, s);
    const next = await firstWaitlisted(tx, a.id, s);
    if (!next || !(await takePlace(tx, a.id, s, a.capacity))) continue;
    await setBookingStatus(tx, next.id, { status: "booked", promotedAt: now });
    notices.push({
      userId: next.userId,
      type: "booking",
      priority: "high",
      title: msg("amenities.promotedTitle", { name: a.name }),
      message: msg("amenities.promotedMessage", { name: a.name, when: when(s) }),
      link: pagePath("/amenities"),
    });
  }
  return notify(tx, deps, notices);
}

/** DELETE /api/amenities/bookings/{id}: cancels the resident's booking (until the cut-off) or leaves the waitlist. */
export async function cancelMine(deps: AppDeps, tenant: SessionUser, id: string): Promise<Booking> {
  const now = new Date();
  const notices = await deps.db.transaction(async (tx) => {
    const row = await findResidentBooking(tx, id, tenant.id, true);
    if (!row) throw bookingNotFound();
    const b = row.b;
    if (b.status === "waitlisted") {
      await setBookingStatus(tx, b.id, { status: "cancelled", cancelledAt: now });
      return [];
    }
    if (b.status !== "booked") throw conflict("INVALID_TRANSITION", msg("amenities.notActive"));
    if (!canCancel(row, b.startsAt, now))
      throw conflict(
        "CANCEL_CUTOFF_PASSED",
        msg("amenities.cancelCutoffPassed", { minutes: row.cancelCutoffMinutes }),
      );
    const a = await findAmenity(tx, b.amenityId);
    if (!a) throw amenityNotFound();
    await setBookingStatus(tx, b.id, { status: "cancelled", cancelledAt: now });
    return releaseAndPromote(tx, deps, a, b, now);
  });
  await deliverNotifications(deps, notices);
  return residentBooking(deps, tenant, id);
}

/** One of the resident's bookings as the API answers it (with the waitlist position when waiting). */
export async function residentBooking(deps: AppDeps, tenant: SessionUser, id: string): Promise<Booking> {
  const row = await findResidentBooking(deps.db, id, tenant.id);
  if (!row) throw bookingNotFound();
  const position = row.b.status === "waitlisted" ? await waitlistPosition(deps.db, row.b) : null;
  return toBooking(row.b, row, position, new Date());
}
