import { type Message, msg } from "../../../../../common/i18n/message";
import type { Amenity, Booking } from "../../../../../common/schemas/amenities";
import type { ErrorCode } from "../../../../../common/schemas/errors";
import { type AppError, badRequest, conflict } from "../../../platform/errors";
import type { AmenityRow, BookingRow } from "../queries";
import { type AmenityRules, canCancel, type RuleBreak } from "../rules";

export function toAmenity(a: AmenityRow, closed: { date: string; note: string }[]): Amenity {
  return {
    id: a.id,
    propertyId: a.propertyId,
    name: a.name,
    kind: a.kind,
    hours: [...a.hours].sort((x, y) => x.weekday - y.weekday),
    slotMinutes: a.slotMinutes,
    capacity: a.capacity,
    maxDaysAhead: a.maxDaysAhead,
    minMinutesBefore: a.minMinutesBefore,
    maxSlotsPerBooking: a.maxSlotsPerBooking,
    weeklyLimit: a.weeklyLimit,
    cancelCutoffMinutes: a.cancelCutoffMinutes,
    active: a.active,
    closedDates: closed.map((c) => ({ date: c.date, note: c.note })),
  };
}

export function toBooking(
  b: BookingRow,
  amenity: { amenityName: string; cancelCutoffMinutes: number },
  position: number | null,
  now: Date,
): Booking {
  return {
    id: b.id,
    amenityId: b.amenityId,
    amenityName: amenity.amenityName,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    slots: b.slots,
    status: b.status,
    reason: b.reason,
    createdAt: b.createdAt.toISOString(),
    promotedAt: b.promotedAt?.toISOString() ?? null,
    position: b.status === "waitlisted" ? position : null,
    cancellable:
      b.status === "waitlisted" ||
      (b.status === "booked" &&
        canCancel({ cancelCutoffMinutes: amenity.cancelCutoffMinutes }, b.startsAt, now)),
  };
}

export { kampalaWhen as when } from "../../../../../common/kampala-calendar";

/** The 400 of a broken booking rule, with the amenity's own numbers in the message. */
export function ruleError(code: RuleBreak | "WEEKLY_LIMIT", a: AmenityRow & AmenityRules): AppError {
  const name = a.name;
  const messages: Record<RuleBreak | "WEEKLY_LIMIT", Message> = {
    OUTSIDE_OPENING_HOURS: msg("amenities.outsideOpeningHours", { name }),
    AMENITY_CLOSED: msg("amenities.amenityClosed", { name }),
    BOOKING_IN_PAST: msg("amenities.bookingInPast"),
    BOOKING_TOO_FAR_AHEAD: msg("amenities.bookingTooFarAhead", { name, days: a.maxDaysAhead }),
    BOOKING_TOO_LONG: msg("amenities.bookingTooLong", { name, max: a.maxSlotsPerBooking }),
    WEEKLY_LIMIT: msg("amenities.weeklyLimitReached", { name, max: a.weeklyLimit }),
  };
  return badRequest(code, messages[code]);
}

export const conflictOf = (code: ErrorCode, message: Message) => conflict(code, message);
