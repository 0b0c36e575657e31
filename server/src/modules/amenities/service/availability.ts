import type { z } from "zod";
import { addDays, kampalaToday } from "../../../../../common/kampala-calendar";
import type { Availability, availabilityQuery, BookingList } from "../../../../../common/schemas/amenities";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import {
  closedDatesOf,
  countersBetween,
  residentBookingsBetween,
  residentUpcoming,
  waitlistCounts,
  waitlistPosition,
} from "../queries";
import { isoWeekday, kampalaInstant, lastMomentToBook, slotsOfDay } from "../rules";
import { requireResidentAmenity, requireResidentLease } from "./access";
import { toAmenity, toBooking } from "./dto";

/**
 * GET /api/amenities/{id}/availability: each day's slots from `from` (today by default, never earlier) with the
 * places taken and free, the waitlist, whether it can still be booked, and the resident's own booking or place.
 * Four queries whatever the number of days.
 */
export async function availability(
  deps: AppDeps,
  tenant: SessionUser,
  id: string,
  query: z.output<typeof availabilityQuery>,
): Promise<Availability> {
  const { amenity } = await requireResidentAmenity(deps.db, tenant);
  const a = await amenity(id);
  const today = kampalaToday();
  const first = query.from && query.from > today ? query.from : today;
  const dates = Array.from({ length: query.days }, (_, i) => addDays(first, i));
  const from = kampalaInstant(first, 0);
  const to = kampalaInstant(addDays(first, query.days), 0);
  const [closed, counters, waiting, mine] = await Promise.all([
    closedDatesOf(deps.db, [a.id], first),
    countersBetween(deps.db, a.id, from, to),
    waitlistCounts(deps.db, a.id, from, to),
    residentBookingsBetween(deps.db, a.id, tenant.id, from, to),
  ]);
  const closedSet = new Set(closed.map((c) => c.date));
  const counterAt = new Map(counters.map((c) => [c.startsAt.getTime(), c]));
  const waitingAt = new Map(waiting.map((w) => [w.startsAt.getTime(), Number(w.n)]));
  const positions = new Map(
    await Promise.all(
      mine
        .filter((b) => b.status === "waitlisted")
        .map(async (b) => [b.id, await waitlistPosition(deps.db, b)] as const),
    ),
  );
  const now = new Date();
  const lastDay = addDays(today, a.maxDaysAhead);
  return {
    amenity: toAmenity(
      a,
      closed.filter((c) => c.date <= dates.at(-1)!),
    ),
    days: dates.map((date) => {
      const isClosed = closedSet.has(date) || !a.active;
      return {
        date,
        weekday: isoWeekday(date),
        closed: isClosed,
        slots: isClosed
          ? []
          : slotsOfDay(a, date).map((s) => {
              const at = s.startsAt.getTime();
              const counter = counterAt.get(at);
              const capacity = counter?.capacity ?? a.capacity;
              const booked = counter?.booked ?? 0;
              const own = mine.find((b) =>
                b.status === "booked"
                  ? b.startsAt.getTime() <= at && at < b.endsAt.getTime()
                  : b.startsAt.getTime() === at,
              );
              return {
                startsAt: s.startsAt.toISOString(),
                endsAt: s.endsAt.toISOString(),
                time: s.time,
                capacity,
                booked,
                free: Math.max(0, capacity - booked),
                waitlist: waitingAt.get(at) ?? 0,
                bookable: lastMomentToBook(a, s.startsAt) >= now && date <= lastDay,
                mine: own ? (own.status === "booked" ? "booked" : "waitlisted") : null,
                myBookingId: own?.id ?? null,
                myPosition: own && own.status === "waitlisted" ? (positions.get(own.id) ?? null) : null,
              };
            }),
      };
    }),
  };
}

/** GET /api/amenities/bookings/mine: the resident's bookings and waitlist places that have not ended. */
export async function myBookings(deps: AppDeps, tenant: SessionUser): Promise<BookingList> {
  const lease = await requireResidentLease(deps.db, tenant);
  const now = new Date();
  const rows = await residentUpcoming(deps.db, tenant.id, lease.propertyId, now);
  const items = await Promise.all(
    rows.map(async (r) =>
      toBooking(r.b, r, r.b.status === "waitlisted" ? await waitlistPosition(deps.db, r.b) : null, now),
    ),
  );
  return { items };
}
