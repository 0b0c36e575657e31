import { and, asc, eq } from "drizzle-orm";
import { addDays, kampalaToday } from "../../../common/kampala-calendar";
import type { DbOrTx } from "../db/client";
import { amenities, amenityBookings, leases, properties, units } from "../db/schema";
import type { OpeningHours } from "../db/schema/amenities";
import { takePlace } from "../modules/amenities/queries";
import { kampalaInstant } from "../modules/amenities/rules";

/** Open every day of the week (the demo's slots in the coming days exist whatever today is). */
const every = (open: string, close: string): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));

const DEMO_AMENITIES = [
  { name: "Gym", kind: "gym", hours: every("06:00", "22:00"), capacity: 10, maxSlotsPerBooking: 2 },
  {
    name: "Swimming Pool",
    kind: "pool",
    hours: every("07:00", "19:00"),
    capacity: 15,
    maxSlotsPerBooking: 2,
  },
  {
    name: "Meeting Room",
    kind: "meeting_room",
    hours: every("08:00", "20:00"),
    capacity: 1,
    maxSlotsPerBooking: 2,
  },
] as const;

/** Bookings over the coming week: [amenity, day from today, hour, tenant index, status]. */
const DEMO_BOOKINGS: [string, number, number, number, "booked" | "waitlisted"][] = [
  ["Gym", 1, 6, 1, "booked"],
  ["Gym", 1, 6, 2, "booked"],
  ["Gym", 1, 18, 3, "booked"],
  ["Gym", 2, 7, 1, "booked"],
  ["Gym", 3, 18, 4, "booked"],
  ["Swimming Pool", 2, 10, 2, "booked"],
  ["Swimming Pool", 5, 15, 5, "booked"],
  // The meeting room's slot in two days is full, with a neighbour waiting.
  ["Meeting Room", 2, 14, 3, "booked"],
  ["Meeting Room", 2, 14, 4, "waitlisted"],
  ["Meeting Room", 4, 9, 5, "booked"],
];

/**
 * Kampala Heights' gym, pool and meeting room, with neighbours' bookings over the coming week (Sarah, the
 * demo tenant, has none: hers are for the visitor to make), places taken through the same slot counters as
 * real bookings.
 */
export async function seedDemoAmenities(db: DbOrTx, landlordId: string): Promise<void> {
  const [heights] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.landlordId, landlordId), eq(properties.name, "Kampala Heights")))
    .limit(1);
  if (!heights) return;
  const residents = await db
    .select({ tenantId: leases.tenantId })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(and(eq(leases.propertyId, heights.id), eq(leases.status, "active")))
    .orderBy(asc(units.unitNumber));
  const created = await db
    .insert(amenities)
    .values(
      DEMO_AMENITIES.map((a) => ({
        ...a,
        hours: [...a.hours],
        propertyId: heights.id,
        slotMinutes: 60,
        maxDaysAhead: 7,
        weeklyLimit: 5,
        cancelCutoffMinutes: 60,
      })),
    )
    .returning({ id: amenities.id, name: amenities.name, capacity: amenities.capacity });
  const today = kampalaToday();
  for (const [name, day, hour, who, status] of DEMO_BOOKINGS) {
    const a = created.find((c) => c.name === name);
    const userId = residents[who]?.tenantId;
    if (!a || !userId) continue;
    const startsAt = kampalaInstant(addDays(today, day), hour * 60);
    if (status === "booked" && !(await takePlace(db, a.id, startsAt, a.capacity))) continue;
    await db.insert(amenityBookings).values({
      amenityId: a.id,
      propertyId: heights.id,
      userId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      slots: 1,
      status,
    });
  }
}
