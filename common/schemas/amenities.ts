import type { MessageKey } from "../i18n/keys";
import { msg } from "../i18n/message";
import { calendarDay, dayWithin, INT4_MAX, text } from "./shared";
import { z } from "./zod";

/** Amenity booking (issue 11): amenities of a property, their slots, bookings and waitlists. */

export const AMENITY_KINDS = ["gym", "pool", "meeting_room", "clubhouse", "other"] as const;
export type AmenityKind = (typeof AMENITY_KINDS)[number];
export const AMENITY_KIND_LABEL_KEYS: Record<AmenityKind, MessageKey> = {
  gym: "amenities.kindGym",
  pool: "amenities.kindPool",
  meeting_room: "amenities.kindMeetingRoom",
  clubhouse: "amenities.kindClubhouse",
  other: "amenities.kindOther",
};

export const BOOKING_STATUSES = ["booked", "cancelled", "waitlisted", "cancelled_by_landlord"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold a place or a waitlist place (and count towards the weekly limit). */
export const ACTIVE_BOOKING_STATUSES = ["booked", "waitlisted"] as const satisfies readonly BookingStatus[];

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABEL_KEYS: Record<number, MessageKey> = {
  1: "amenities.monday",
  2: "amenities.tuesday",
  3: "amenities.wednesday",
  4: "amenities.thursday",
  5: "amenities.friday",
  6: "amenities.saturday",
  7: "amenities.sunday",
};

export const AMENITY_NAME_MAX = 80;
export const CLOSED_NOTE_MAX = 200;
export const CANCEL_REASON_MAX = 500;
export const MAX_AVAILABILITY_DAYS = 14;

/** "HH:MM" on the 24-hour clock; "24:00" only as a closing time. */
const clock = (message: string) =>
  z
    .string(message)
    .max(5, { message, abort: true })
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, message);

/** Minutes after midnight of an "HH:MM" clock time. */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

export const openingHours = z
  .object({
    weekday: z.number(msg("amenities.badWeekday")).int().min(1).max(7),
    open: clock(msg("amenities.badTime")),
    close: clock(msg("amenities.badTime")),
  })
  .refine((h) => h.open !== "24:00" && clockMinutes(h.open) < clockMinutes(h.close), {
    message: msg("amenities.openBeforeClose"),
    path: ["close"],
  });
export type OpeningHoursInput = z.infer<typeof openingHours>;

const int = (min: number, max: number, message: MessageKey) =>
  z.number(msg(message)).int(msg(message)).min(min, msg(message)).max(max, msg(message));

export const amenityInput = z.object({
  name: text(AMENITY_NAME_MAX, msg("amenities.nameRequired")),
  kind: z.enum(AMENITY_KINDS, msg("amenities.badKind")).default("other"),
  hours: z
    .array(openingHours)
    .max(7)
    .refine(
      (list) => new Set(list.map((h) => h.weekday)).size === list.length,
      msg("amenities.weekdayTwice"),
    ),
  slotMinutes: int(15, 720, "amenities.badSlotMinutes"),
  capacity: int(1, 500, "amenities.badCapacity"),
  maxDaysAhead: int(0, 90, "amenities.badDaysAhead"),
  minMinutesBefore: int(0, 10080, "amenities.badMinutesBefore"),
  maxSlotsPerBooking: int(1, 24, "amenities.badMaxSlots"),
  weeklyLimit: int(1, 100, "amenities.badWeeklyLimit"),
  cancelCutoffMinutes: int(0, 10080, "amenities.badCancelCutoff"),
  active: z.boolean().default(true),
});
export type AmenityInput = z.input<typeof amenityInput>;

export const amenityCreateInput = amenityInput.extend({
  /** The landlord's property; their selected property when left out. */
  propertyId: z.number().int().positive().max(INT4_MAX).optional(),
});
export const amenityUpdateInput = amenityInput.partial();

export const amenityListQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

export const closedDateInput = z.object({
  date: dayWithin("amenityClosure", msg("amenities.badDate")),
  note: text(CLOSED_NOTE_MAX).default(""),
});
export const closedDateParams = z.object({ id: z.uuid(), date: calendarDay(msg("amenities.badDate")) });

export const availabilityQuery = z.object({
  from: dayWithin("bookingDay", msg("amenities.badDate")).optional(),
  days: z.coerce.number().int().min(1).max(MAX_AVAILABILITY_DAYS, msg("amenities.tooManyDays")).default(7),
});

export const bookingInput = z.object({
  startsAt: z.iso.datetime({ offset: true, message: msg("amenities.badStartsAt") }),
  slots: z.number(msg("amenities.badSlots")).int(msg("amenities.badSlots")).min(1).max(24).default(1),
});
export const waitlistInput = z.object({
  startsAt: z.iso.datetime({ offset: true, message: msg("amenities.badStartsAt") }),
});
export const landlordCancelInput = z.object({
  reason: text(CANCEL_REASON_MAX, msg("amenities.reasonRequired")),
});
export const dayBookingsQuery = z.object({
  date: dayWithin("bookingDay", msg("amenities.badDate")).optional(),
});

export const amenity = z.object({
  id: z.uuid(),
  propertyId: z.number().int(),
  name: z.string(),
  kind: z.enum(AMENITY_KINDS),
  hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  slotMinutes: z.number().int(),
  capacity: z.number().int(),
  maxDaysAhead: z.number().int(),
  minMinutesBefore: z.number().int(),
  maxSlotsPerBooking: z.number().int(),
  weeklyLimit: z.number().int(),
  cancelCutoffMinutes: z.number().int(),
  active: z.boolean(),
  closedDates: z.array(z.object({ date: z.string(), note: z.string() })),
});
export type Amenity = z.infer<typeof amenity>;
export const amenityList = z.object({ items: z.array(amenity) });

export const slot = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** "HH:MM" in Kampala. */
  time: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  free: z.number().int(),
  waitlist: z.number().int(),
  /** Still open for booking (not past the last moment to book). */
  bookable: z.boolean(),
  mine: z.enum(["booked", "waitlisted"]).nullable(),
  myBookingId: z.uuid().nullable(),
  /** My place on the waitlist (1 = next), when I am on it. */
  myPosition: z.number().int().nullable(),
});
export type Slot = z.infer<typeof slot>;
export const availability = z.object({
  amenity,
  days: z.array(
    z.object({ date: z.string(), weekday: z.number().int(), closed: z.boolean(), slots: z.array(slot) }),
  ),
});
export type Availability = z.infer<typeof availability>;

export const booking = z.object({
  id: z.uuid(),
  amenityId: z.uuid(),
  amenityName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  slots: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  promotedAt: z.string().nullable(),
  /** Place on the waitlist (1 = next) when waitlisted. */
  position: z.number().int().nullable(),
  /** May the resident still cancel it (before the cut-off)? */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof booking>;
export const bookingList = z.object({ items: z.array(booking) });
export type BookingList = z.infer<typeof bookingList>;

export const dayBooking = booking.extend({
  residentName: z.string(),
  unitNumber: z.string().nullable(),
});
export type DayBooking = z.infer<typeof dayBooking>;
export const dayBookings = z.object({ date: z.string(), items: z.array(dayBooking) });
export type DayBookings = z.infer<typeof dayBookings>;
