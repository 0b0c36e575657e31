import type { Amenity } from "@common/schemas/amenities";
import type { ApiInput } from "@/lib/api";

/** One weekday's row of the form: open that day or not, and its hours. */
export interface DayHours {
  weekday: number;
  open: boolean;
  opens: string;
  closes: string;
}

export interface AmenityFormValues {
  name: string;
  kind: string;
  capacity: string;
  slotMinutes: string;
  maxDaysAhead: string;
  minMinutesBefore: string;
  maxSlotsPerBooking: string;
  weeklyLimit: string;
  cancelCutoffMinutes: string;
  days: DayHours[];
}

/** A gym-like amenity open 06:00-22:00 every day, one-hour slots: the landlord changes what differs. */
export const NEW_AMENITY: AmenityFormValues = {
  name: "",
  kind: "gym",
  capacity: "10",
  slotMinutes: "60",
  maxDaysAhead: "7",
  minMinutesBefore: "0",
  maxSlotsPerBooking: "2",
  weeklyLimit: "5",
  cancelCutoffMinutes: "60",
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: true, opens: "06:00", closes: "22:00" })),
};

export type NumberField = Exclude<keyof AmenityFormValues, "name" | "kind" | "days">;

/** The body of POST /api/amenities; numbers as typed (the server's schema says what is wrong with one). */
export function toCreateBody(v: AmenityFormValues, propertyId: number): ApiInput<"amenities.create">["body"] {
  const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
  return {
    propertyId,
    name: v.name,
    kind: v.kind as ApiInput<"amenities.create">["body"]["kind"],
    capacity: num(v.capacity),
    slotMinutes: num(v.slotMinutes),
    maxDaysAhead: num(v.maxDaysAhead),
    minMinutesBefore: num(v.minMinutesBefore),
    maxSlotsPerBooking: num(v.maxSlotsPerBooking),
    weeklyLimit: num(v.weeklyLimit),
    cancelCutoffMinutes: num(v.cancelCutoffMinutes),
    hours: v.days.filter((d) => d.open).map((d) => ({ weekday: d.weekday, open: d.opens, close: d.closes })),
  };
}

/** The form filled with an amenity's settings, to edit it. */
export function formOf(a: Amenity): AmenityFormValues {
  const hours = new Map(a.hours.map((h) => [h.weekday, h]));
  return {
    name: a.name,
    kind: a.kind,
    capacity: String(a.capacity),
    slotMinutes: String(a.slotMinutes),
    maxDaysAhead: String(a.maxDaysAhead),
    minMinutesBefore: String(a.minMinutesBefore),
    maxSlotsPerBooking: String(a.maxSlotsPerBooking),
    weeklyLimit: String(a.weeklyLimit),
    cancelCutoffMinutes: String(a.cancelCutoffMinutes),
    days: NEW_AMENITY.days.map((d) => {
      const h = hours.get(d.weekday);
      return h ? { weekday: d.weekday, open: true, opens: h.open, closes: h.close } : { ...d, open: false };
    }),
  };
}
