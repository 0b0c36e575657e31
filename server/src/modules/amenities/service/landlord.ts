import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import { addDays, kampalaToday } from "../../../../../common/kampala-calendar";
import type { Booking, DayBookings, landlordCancelInput } from "../../../../../common/schemas/amenities";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { conflict, notFound } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { recordActivity } from "../../activity";
import { deliverNotifications, notify } from "../../notifications";
import {
  bookingsBetween,
  findAmenity,
  findLandlordBooking,
  setBookingStatus,
  waitlistPosition,
} from "../queries";
import { kampalaInstant } from "../rules";
import { requireOwnedAmenity } from "./access";
import { releaseAndPromote } from "./book";
import { toBooking, when } from "./dto";

/**
 * POST /api/amenities/bookings/{id}/cancel: the landlord cancels a booking or a waitlist place with a reason
 * (the "landlord decides, resident is told" half of decision 0018): the resident is told with the reason, the
 * place goes to the first on the waitlist, and the landlord's activity records it.
 */
export async function landlordCancel(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: z.output<typeof landlordCancelInput>,
): Promise<Booking> {
  const now = new Date();
  const notices = await deps.db.transaction(async (tx) => {
    const row = await findLandlordBooking(tx, id, landlord.id, true);
    if (!row) throw notFound(msg("amenities.bookingNotFound"));
    const b = row.b;
    if (b.status !== "booked" && b.status !== "waitlisted")
      throw conflict("INVALID_TRANSITION", msg("amenities.notActive"));
    const a = await findAmenity(tx, b.amenityId);
    if (!a) throw notFound(msg("amenities.notFound"));
    await setBookingStatus(tx, b.id, {
      status: "cancelled_by_landlord",
      reason: input.reason,
      cancelledAt: now,
    });
    const promoted = b.status === "booked" ? await releaseAndPromote(tx, deps, a, b, now) : [];
    await recordActivity(tx, {
      landlordId: landlord.id,
      propertyId: b.propertyId,
      actorId: landlord.id,
      kind: "amenity_booking_cancelled",
      message: msg("amenities.cancelledActivity", {
        name: a.name,
        resident: row.residentName,
        when: when(b.startsAt),
        reason: input.reason,
      }),
    });
    const told = await notify(tx, deps, {
      userId: b.userId,
      type: "booking",
      priority: "high",
      title: msg("amenities.cancelledByLandlordTitle", { name: a.name }),
      message: msg("amenities.cancelledByLandlordMessage", {
        name: a.name,
        when: when(b.startsAt),
        reason: input.reason,
      }),
      link: pagePath("/amenities"),
    });
    return [...promoted, ...told];
  });
  await deliverNotifications(deps, notices);
  const row = await findLandlordBooking(deps.db, id, landlord.id);
  if (!row) throw notFound(msg("amenities.bookingNotFound"));
  return toBooking(row.b, row, null, now);
}

/** GET /api/amenities/{id}/bookings?date=: the day's bookings and waitlist (Kampala day, today by default). */
export async function dayBookings(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  date = kampalaToday(),
): Promise<DayBookings> {
  await requireOwnedAmenity(deps.db, landlord, id);
  const rows = await bookingsBetween(
    deps.db,
    id,
    kampalaInstant(date, 0),
    kampalaInstant(addDays(date, 1), 0),
  );
  const now = new Date();
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...toBooking(r.b, r, r.b.status === "waitlisted" ? await waitlistPosition(deps.db, r.b) : null, now),
      residentName: r.residentName,
      unitNumber: r.unitNumber,
    })),
  );
  return { date, items };
}
