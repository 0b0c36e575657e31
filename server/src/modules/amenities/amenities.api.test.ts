import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { daysOf } from "../../../../common/date-ranges";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { amenityClosedDates, amenitySlotCounters, notifications } from "../../db/schema";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { del, inEnglish, patch } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";
import { kampalaInstant } from "./rules";

const t = sharedTestApp();
type Row = Record<string, unknown>;

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: "06:00", close: "22:00" }));
const tomorrow = () => addDays(kampalaToday(), 1);
const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return kampalaInstant(date, h * 60 + m).toISOString();
};

/** A landlord's Kampala Heights with `residents` tenants, and another landlord's Nakasero Towers with Grace. */
async function setup(residents = 3) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const other = await makeLandlord(db, { firstName: "Other" });
  const numbers = Array.from({ length: residents }, (_, i) => `U${i + 1}`);
  const { property: heights, units } = await makeProperty(db, landlord.id, { units: numbers });
  const tenants: TestClient[] = [];
  const tenantIds: string[] = [];
  for (const unit of units) {
    const tenant = await makeTenant(db);
    await makeLease(db, { propertyId: heights.id, unitId: unit.id, tenantId: tenant.id });
    tenants.push(await clientFor(t, tenant.id));
    tenantIds.push(tenant.id);
  }
  const grace = await makeTenant(db, { firstName: "Grace" });
  const { property: towers, units: tu } = await makeProperty(db, other.id, { units: ["9Z"] });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  return {
    heights,
    towers,
    tenantIds,
    tenants,
    landlord: await clientFor(t, landlord.id),
    other: await clientFor(t, other.id),
    grace: await clientFor(t, grace.id),
  };
}

async function createAmenity(c: TestClient, propertyId: number, overrides: Row = {}) {
  const res = await createAmenityRaw(c, propertyId, { kind: "gym", ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Row & { id: string };
}

const bookSlot = (c: TestClient, id: string, startsAt: string, slots?: number) =>
  c.post(`/api/amenities/${id}/bookings`, { startsAt, ...(slots ? { slots } : {}) });

describe("booking", () => {
  it("books a slot, shows it in availability and in my bookings, and cancels it before the cut-off", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id);
    const [sarah] = w.tenants as [TestClient];
    expect(((await sarah.get("/api/amenities")).body as { items: Row[] }).items.map((a) => a.name)).toEqual([
      "Gym",
    ]);
    const startsAt = at(tomorrow(), "10:00");
    const res = await bookSlot(sarah, gym.id, startsAt);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body as Row & { id: string };
    expect(booking).toMatchObject({ status: "booked", slots: 1, cancellable: true, startsAt });

    const avail = (await sarah.get(`/api/amenities/${gym.id}/availability?days=2`)).body as {
      days: { date: string; slots: Row[] }[];
    };
    const slot = avail.days.find((d) => d.date === tomorrow())!.slots.find((s) => s.startsAt === startsAt)!;
    expect(slot).toMatchObject({ capacity: 10, booked: 1, free: 9, mine: "booked", myBookingId: booking.id });
    expect(((await sarah.get("/api/amenities/bookings/mine")).body as { items: Row[] }).items).toHaveLength(
      1,
    );

    expect((await bookSlot(sarah, gym.id, startsAt)).status).toBe(409);
    const cancelled = await del(sarah, `/api/amenities/bookings/${booking.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    const [counter] = await t.database.db
      .select()
      .from(amenitySlotCounters)
      .where(eq(amenitySlotCounters.amenityId, gym.id));
    expect(counter!.booked).toBe(0);
  });

  it("20 residents at once for the last place: exactly one wins, nineteen get 409 SLOT_FULL", async () => {
    const w = await setup(20);
    const room = await createAmenity(w.landlord, w.heights.id, { name: "Meeting room", capacity: 1 });
    const startsAt = at(tomorrow(), "14:00");
    const results = await Promise.all(w.tenants.map((c) => bookSlot(c, room.id, startsAt)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 201);
    expect(losers).toHaveLength(19);
    for (const r of losers) expect(r.body).toMatchObject({ code: "SLOT_FULL" });
    const [counter] = await t.database.db
      .select()
      .from(amenitySlotCounters)
      .where(eq(amenitySlotCounters.amenityId, room.id));
    expect(counter).toMatchObject({ booked: 1, capacity: 1 });
  });

  it("a full slot's waitlist: the first waiting is promoted when a place frees, and told", async () => {
    const w = await setup(3);
    const room = await createAmenity(w.landlord, w.heights.id, { name: "Meeting room", capacity: 1 });
    const [a, b, c] = w.tenants as [TestClient, TestClient, TestClient];
    const startsAt = at(tomorrow(), "09:00");
    const first = (await bookSlot(a, room.id, startsAt)).body as { id: string };
    expect((await b.post(`/api/amenities/${room.id}/bookings`, { startsAt })).status).toBe(409);
    const wb = await b.post(`/api/amenities/${room.id}/waitlist`, { startsAt });
    expect(wb.status, JSON.stringify(wb.body)).toBe(201);
    expect(wb.body).toMatchObject({ status: "waitlisted", position: 1 });
    const wc = await c.post(`/api/amenities/${room.id}/waitlist`, { startsAt });
    expect(wc.body).toMatchObject({ position: 2 });
    expect((await b.post(`/api/amenities/${room.id}/waitlist`, { startsAt })).status).toBe(409);

    expect((await del(a, `/api/amenities/bookings/${first.id}`)).status).toBe(200);
    const bMine = (await b.get("/api/amenities/bookings/mine")).body as { items: Row[] };
    expect(bMine.items[0]).toMatchObject({ status: "booked" });
    expect(bMine.items[0]!.promotedAt).not.toBeNull();
    const cMine = (await c.get("/api/amenities/bookings/mine")).body as { items: Row[] };
    expect(cMine.items[0]).toMatchObject({ status: "waitlisted", position: 1 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.tenantIds[1]!), eq(notifications.type, "booking")));
    expect(told.map((n) => inEnglish(n.title))).toEqual(["You got a place at Meeting room"]);

    // A waitlist on a slot with room is refused: book it instead.
    const free = at(tomorrow(), "11:00");
    expect((await c.post(`/api/amenities/${room.id}/waitlist`, { startsAt: free })).body).toMatchObject({
      code: "SLOT_NOT_FULL",
    });
  });

  it("the landlord cancels with a reason: the resident is told, the waitlist moves up", async () => {
    const w = await setup(2);
    const room = await createAmenity(w.landlord, w.heights.id, { name: "Meeting room", capacity: 1 });
    const [a, b] = w.tenants as [TestClient, TestClient];
    const startsAt = at(tomorrow(), "16:00");
    const booking = (await bookSlot(a, room.id, startsAt)).body as { id: string };
    await b.post(`/api/amenities/${room.id}/waitlist`, { startsAt });
    const day = (await w.landlord.get(`/api/amenities/${room.id}/bookings?date=${tomorrow()}`)).body as {
      items: Row[];
    };
    expect(day.items.map((i) => i.status)).toEqual(["booked", "waitlisted"]);
    expect(day.items[0]!.unitNumber).toBe("U1");
    expect((await w.landlord.post(`/api/amenities/bookings/${booking.id}/cancel`, {})).status).toBe(400);
    const res = await w.landlord.post(`/api/amenities/bookings/${booking.id}/cancel`, { reason: "Painting" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "cancelled_by_landlord", reason: "Painting" });
    const toldA = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.tenantIds[0]!));
    expect(inEnglish(toldA[0]!.message)).toContain("Painting");
    expect(((await b.get("/api/amenities/bookings/mine")).body as { items: Row[] }).items[0]).toMatchObject({
      status: "booked",
    });
  });
});

describe("the rules", () => {
  it("refuses outside opening hours, in the past, too far ahead, too long, on a closed date and over the weekly limit", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id);
    const [sarah] = w.tenants as [TestClient];
    const day = tomorrow();
    const cases: [string, number | undefined, string][] = [
      [at(day, "05:00"), undefined, "OUTSIDE_OPENING_HOURS"],
      [at(day, "10:30"), undefined, "OUTSIDE_OPENING_HOURS"],
      [at(day, "21:00"), 2, "OUTSIDE_OPENING_HOURS"],
      [at(addDays(kampalaToday(), -1), "10:00"), undefined, "BOOKING_IN_PAST"],
      [at(addDays(kampalaToday(), 9), "10:00"), undefined, "BOOKING_TOO_FAR_AHEAD"],
      [at(day, "10:00"), 3, "BOOKING_TOO_LONG"],
    ];
    for (const [startsAt, slots, code] of cases) {
      const res = await bookSlot(sarah, gym.id, startsAt, slots);
      expect(res.status, `${startsAt} ${code}`).toBe(400);
      expect(res.body).toMatchObject({ code });
    }
    expect(
      (await w.landlord.post(`/api/amenities/${gym.id}/closed-dates`, { date: day, note: "Repairs" })).status,
    ).toBe(200);
    expect((await bookSlot(sarah, gym.id, at(day, "10:00"))).body).toMatchObject({ code: "AMENITY_CLOSED" });
    expect((await del(w.landlord, `/api/amenities/${gym.id}/closed-dates/${day}`)).status).toBe(200);

    // A two-slot booking takes both places; the weekly limit (3) counts bookings.
    const two = await bookSlot(sarah, gym.id, at(day, "10:00"), 2);
    expect(two.status).toBe(201);
    expect(two.body).toMatchObject({ slots: 2 });
    // Same Kampala week as `day` for the limit: use `day` itself at other hours.
    expect((await bookSlot(sarah, gym.id, at(day, "13:00"))).status).toBe(201);
    expect((await bookSlot(sarah, gym.id, at(day, "15:00"))).status).toBe(201);
    expect((await bookSlot(sarah, gym.id, at(day, "17:00"))).body).toMatchObject({ code: "WEEKLY_LIMIT" });
  });

  it("refuses cancelling after the cut-off", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id, { cancelCutoffMinutes: 10_080 });
    const [sarah] = w.tenants as [TestClient];
    const booking = (await bookSlot(sarah, gym.id, at(tomorrow(), "08:00"))).body as {
      id: string;
      cancellable: boolean;
    };
    expect(booking.cancellable).toBe(false);
    expect((await del(sarah, `/api/amenities/bookings/${booking.id}`)).body).toMatchObject({
      code: "CANCEL_CUTOFF_PASSED",
    });
  });

  it("a lower capacity applies to future slots but never below what is booked", async () => {
    const w = await setup(2);
    const gym = await createAmenity(w.landlord, w.heights.id, { capacity: 3 });
    const startsAt = at(tomorrow(), "07:00");
    for (const c of w.tenants) expect((await bookSlot(c, gym.id, startsAt)).status).toBe(201);
    expect((await patch(w.landlord, `/api/amenities/${gym.id}`, { capacity: 1 })).status).toBe(200);
    const [counter] = await t.database.db
      .select()
      .from(amenitySlotCounters)
      .where(eq(amenitySlotCounters.amenityId, gym.id));
    expect(counter).toMatchObject({ booked: 2, capacity: 2 });
  });
});

describe("access and bad input", () => {
  it("another property's tenant and another landlord get 404; a tenant on a landlord route 403", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id);
    const [sarah] = w.tenants as [TestClient];
    const booking = (await bookSlot(sarah, gym.id, at(tomorrow(), "12:00"))).body as { id: string };
    expect((await w.grace.get(`/api/amenities/${gym.id}/availability`)).status).toBe(404);
    expect((await bookSlot(w.grace, gym.id, at(tomorrow(), "12:00"))).status).toBe(404);
    expect(
      (await w.grace.post(`/api/amenities/${gym.id}/waitlist`, { startsAt: at(tomorrow(), "12:00") })).status,
    ).toBe(404);
    expect((await del(w.grace, `/api/amenities/bookings/${booking.id}`)).status).toBe(404);
    expect(((await w.grace.get("/api/amenities")).body as { items: Row[] }).items).toEqual([]);
    expect((await patch(w.other, `/api/amenities/${gym.id}`, { capacity: 1 })).status).toBe(404);
    expect((await w.other.get(`/api/amenities/${gym.id}/bookings`)).status).toBe(404);
    expect((await w.other.post(`/api/amenities/bookings/${booking.id}/cancel`, { reason: "x" })).status).toBe(
      404,
    );
    expect((await w.other.post(`/api/amenities/${gym.id}/closed-dates`, { date: tomorrow() })).status).toBe(
      404,
    );
    expect((await w.other.get(`/api/amenities?propertyId=${w.heights.id}`)).status).toBe(404);
    expect((await createAmenityRaw(w.other, w.heights.id)).status).toBe(404);
    expect((await sarah.post(`/api/amenities/bookings/${booking.id}/cancel`, { reason: "x" })).status).toBe(
      403,
    );
    expect((await patch(sarah, `/api/amenities/${gym.id}`, { capacity: 1 })).status).toBe(403);
    expect((await w.landlord.get(`/api/amenities/${gym.id}/availability`)).status).toBe(403);
  });

  it("answers bad input with a clear 400", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id);
    const [sarah] = w.tenants as [TestClient];
    for (const body of [
      { startsAt: "tomorrow" },
      { startsAt: "2026-13-01T10:00:00+03:00" },
      { startsAt: at(tomorrow(), "10:00"), slots: 1.5 },
      { startsAt: at(tomorrow(), "10:00"), slots: "two" },
      { startsAt: `${"9".repeat(100_000)}` },
    ])
      expect((await sarah.post(`/api/amenities/${gym.id}/bookings`, body)).status).toBe(400);
    expect((await sarah.get(`/api/amenities/${gym.id}/availability?days=99`)).status).toBe(400);
    expect((await sarah.get("/api/amenities/not-a-uuid/availability")).status).toBe(400);
    expect((await createAmenityRaw(w.landlord, w.heights.id, { capacity: 0 })).status).toBe(400);
    expect((await createAmenityRaw(w.landlord, w.heights.id, { name: "" })).status).toBe(400);
    expect((await createAmenityRaw(w.landlord, w.heights.id, { name: "Gym\u0000" })).status).toBe(400);
    expect(
      (
        await createAmenityRaw(w.landlord, w.heights.id, {
          hours: [{ weekday: 1, open: "22:00", close: "06:00" }],
        })
      ).status,
    ).toBe(400);
  });
});

function createAmenityRaw(c: TestClient, propertyId: number, overrides: Row = {}) {
  return c.post("/api/amenities", {
    propertyId,
    name: "Gym",
    hours: EVERY_DAY,
    slotMinutes: 60,
    capacity: 10,
    maxDaysAhead: 7,
    minMinutesBefore: 0,
    maxSlotsPerBooking: 2,
    weeklyLimit: 3,
    cancelCutoffMinutes: 60,
    ...overrides,
  });
}

describe("GET /api/amenities", () => {
  it("lists the residents the active ones and the landlord all, by name, with closed dates from today on", async () => {
    const w = await setup(1);
    const pool = await createAmenity(w.landlord, w.heights.id, { name: "Pool" });
    const gym = await createAmenity(w.landlord, w.heights.id, { name: "Gym" });
    await createAmenity(w.other, w.towers.id, { name: "Elsewhere" });
    const today = kampalaToday();
    await t.database.db.insert(amenityClosedDates).values([
      { amenityId: gym.id, date: addDays(today, -1), note: "Gone" },
      { amenityId: pool.id, date: addDays(today, 2), note: "Cleaning" },
    ]);
    // Each answer of a change is the amenity as the lists show it.
    const poolAnswer = (await patch(w.landlord, `/api/amenities/${pool.id}`, { active: false })).body as Row;
    expect(poolAnswer).toMatchObject({
      active: false,
      closedDates: [{ date: addDays(today, 2), note: "Cleaning" }],
    });
    await w.landlord.post(`/api/amenities/${gym.id}/closed-dates`, {
      date: addDays(today, 3),
      note: "Later",
    });
    const gymAnswer = (
      await w.landlord.post(`/api/amenities/${gym.id}/closed-dates`, { date: today, note: "Today" })
    ).body as Row;
    expect(gymAnswer.closedDates).toEqual([
      { date: today, note: "Today" },
      { date: addDays(today, 3), note: "Later" },
    ]);

    const [sarah] = w.tenants as [TestClient];
    const listed = async (c: TestClient, query = "") =>
      ((await c.get(`/api/amenities${query}`)).body as { items: Row[] }).items;
    expect(await listed(sarah)).toEqual([gymAnswer]);
    expect(await listed(w.landlord, `?propertyId=${w.heights.id}`)).toEqual([gymAnswer, poolAnswer]);
  });
});

describe("dates that do not exist", () => {
  it("are a 400, never a 500", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id);
    const [sarah] = w.tenants as [TestClient];
    expect((await sarah.get(`/api/amenities/${gym.id}/availability?from=2026-02-31`)).status).toBe(400);
    expect((await w.landlord.get(`/api/amenities/${gym.id}/bookings?date=2026-13-01`)).status).toBe(400);
    expect(
      (await w.landlord.post(`/api/amenities/${gym.id}/closed-dates`, { date: "2026-02-30" })).status,
    ).toBe(400);
    expect((await del(w.landlord, `/api/amenities/${gym.id}/closed-dates/2026-02-30`)).status).toBe(400);
    expect((await bookSlot(sarah, gym.id, "2026-02-31T10:00:00+03:00")).status).toBe(400);
  });

  it("a closed day, or a day of bookings looked at, outside its range is a 400 naming the range", async () => {
    const w = await setup(1);
    const gym = await createAmenity(w.landlord, w.heights.id);
    const closure = daysOf("amenityClosure");
    for (const date of ["9999-12-31", addDays(closure.from, -1)]) {
      const res = await w.landlord.post(`/api/amenities/${gym.id}/closed-dates`, { date });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ date: `Choose a date from ${closure.from} to ${closure.to}.` });
    }
    expect(
      (await w.landlord.post(`/api/amenities/${gym.id}/closed-dates`, { date: closure.to })).status,
    ).toBe(200);
    const looked = await w.landlord.get(`/api/amenities/${gym.id}/bookings?date=0001-01-01`);
    expect(looked.status).toBe(400);
    expect(looked.body.error).toContain(daysOf("bookingDay").from);
  });
});
