import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addMonths, kampalaToday } from "../../../../common/kampala-calendar";
import { activityLog, charges, notifications, pets } from "../../db/schema";
import {
  clientFor,
  makeLandlord,
  makeLease,
  makeProperty,
  makeTenant,
  userById,
} from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { inEnglish, patch } from "../../test/portfolio-factories";
import { firstOfMonth, makeRentLease, payRent } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";
import { generateRentCharges } from "../rent/charges";
import { leaseStanding } from "../tenancy/ledger";
import { sendVaccinationReminders } from "./service/reminders";

const t = sharedTestApp();
type Row = Record<string, unknown>;

/**
 * Moses's Kampala Heights with Sarah (a rent lease two months old, charges generated) and Samuel; Other's
 * Nakasero Towers with Grace.
 */
async function setup() {
  const db = t.database.db;
  const landlord = await makeLandlord(db, { firstName: "Moses" });
  const other = await makeLandlord(db, { firstName: "Other" });
  const sarahLease = await makeRentLease(db, {
    startDate: firstOfMonth(-2),
    landlordId: landlord.id,
    monthlyRent: 1_000_000,
    generate: true,
  });
  const samuel = await makeTenant(db, { firstName: "Samuel" });
  const { property: heights2, units: hu } = await makeProperty(db, landlord.id, { units: ["2A"] });
  await makeLease(db, { propertyId: heights2.id, unitId: hu[0]!.id, tenantId: samuel.id });
  const grace = await makeTenant(db, { firstName: "Grace" });
  const { property: towers, units: tu } = await makeProperty(db, other.id, { units: ["9Z"] });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  const homeless = await makeTenant(db, { firstName: "No" });
  return {
    sarahLease,
    towers,
    samuelId: samuel.id,
    c: {
      landlord: await clientFor(t, landlord.id),
      other: await clientFor(t, other.id),
      sarah: await clientFor(t, sarahLease.tenantId),
      samuel: await clientFor(t, samuel.id),
      grace: await clientFor(t, grace.id),
      homeless: await clientFor(t, homeless.id),
    },
  };
}

const dog = (overrides: Row = {}) => ({
  name: "Rex",
  type: "dog",
  breed: "Boerboel",
  age: 3,
  weight: 32.5,
  gender: "male",
  isNeutered: true,
  vaccinationStatus: "up_to_date",
  lastVaccinationDate: null,
  registrationFee: 50000.4,
  monthlyPetRent: 25000,
  securityDeposit: 100000,
  ...overrides,
});

async function register(c: TestClient, overrides: Row = {}) {
  const res = await c.post("/api/pets", dog(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Row & { id: string };
}

const decidePet = (c: TestClient, id: string, status: string, reason?: string) =>
  patch(c, `/api/pets/${id}/status`, { status, ...(reason ? { reason } : {}) });

const petCharges = (petId: string) =>
  t.database.db.select().from(charges).where(eq(charges.petId, petId)).orderBy(charges.dueDate);

describe("registering a pet", () => {
  it("stores the spec's fields pending approval, in whole UGX, and tells the landlord", async () => {
    const { c, sarahLease } = await setup();
    const pet = await register(c.sarah);
    expect(pet).toMatchObject({
      name: "Rex",
      type: "dog",
      age: 3,
      weight: 32.5,
      isNeutered: true,
      registrationFee: 50000,
      monthlyPetRent: 25000,
      securityDeposit: 100000,
      status: "pending",
      decisionReason: null,
      photoUrl: null,
    });
    const listed = await c.sarah.get("/api/pets");
    expect((listed.body as { items: Row[] }).items.map((p) => p.id)).toEqual([pet.id]);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sarahLease.landlordId));
    expect(notes.map((n) => n.type)).toEqual(["pet"]);
    const acts = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, sarahLease.landlordId));
    expect(acts.map((a) => a.kind)).toContain("pet_registered");
  });

  it("takes the spec's empty values as null and defaults the rest", async () => {
    const { c } = await setup();
    const res = await c.sarah.post("/api/pets", { name: "Whiskers", age: null, weight: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: "dog",
      gender: "male",
      isNeutered: false,
      vaccinationStatus: "unknown",
      vaccinationBadge: "unknown",
      age: null,
      registrationFee: null,
    });
  });

  it("stores a photo sent as multipart, re-encoded with a thumbnail, for the tenant and the landlord only", async () => {
    const { c } = await setup();
    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#a0522d" } })
      .jpeg()
      .toBuffer();
    // Every field of the form as text, as the page sends it.
    const every = Object.fromEntries(
      Object.entries(
        dog({ name: "Bella", age: 2, weight: 12.5, isNeutered: false, registrationFee: "" }),
      ).map(([k, v]) => [k, v === null ? "" : String(v)]),
    );
    const texts = [
      "color",
      "microchipNumber",
      "veterinarianName",
      "veterinarianContact",
      "medicalConditions",
    ];
    const more = ["medications", "emergencyContact", "petInsuranceProvider", "petInsurancePolicyNumber"];
    for (const k of [...texts, ...more, "specialNeeds", "behaviorNotes"]) every[k] = "x";
    every.lastVaccinationDate = "2026-01-15";
    const form = multipart(every, [{ name: "bella.jpg", type: "image/jpeg", bytes: jpeg }], "photo");
    const res = await c.sarah.post("/api/pets", form.body, form.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const pet = res.body as Row & { id: string; photoUrl: string; photoThumbUrl: string };
    expect(pet).toMatchObject({ age: 2, weight: 12.5, registrationFee: null });
    for (const c2 of [c.sarah, c.landlord]) {
      const img = await c2.get(pet.photoThumbUrl);
      expect(img.status).toBe(200);
      expect(img.res.headers["content-type"]).toBe("image/webp");
    }
    for (const stranger of [c.samuel, c.grace, c.other]) {
      expect((await stranger.get(pet.photoUrl)).status).toBe(404);
    }
  });

  it("refuses bad input with a clear 400", async () => {
    const { c, sarahLease } = await setup();
    const cases: [Row, string][] = [
      [{ name: "" }, "Pet name is required"],
      [{ name: "   " }, "Pet name is required"],
      [{ type: "dragon" }, "Choose a pet type"],
      [{ age: 2.5 }, "Age must be a whole number"],
      [{ age: "three" }, "Age must be a whole number"],
      [{ registrationFee: -1 }, "Fees cannot be negative"],
      [{ monthlyPetRent: "lots" }, "Fees must be numbers"],
      [{ gender: "other" }, "Choose male or female"],
      [{ vaccinationStatus: "maybe" }, "Choose a vaccination status"],
      [{ lastVaccinationDate: "2026-13-45" }, "valid date"],
      [{ name: "x".repeat(1_000_000) }, "at most"],
      [{ name: "Rex\u0000" }, ""],
    ];
    for (const [overrides, message] of cases) {
      const res = await c.sarah.post("/api/pets", dog(overrides));
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(String((res.body as Row).error)).toContain(message);
    }
    const notImage = multipart(
      { name: "Rex" },
      [{ name: "x.png", type: "image/png", bytes: Buffer.from("hello") }],
      "photo",
    );
    const res = await c.sarah.post("/api/pets", notImage.body, notImage.headers);
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as Row).fields as object)).toEqual(["photo"]);
    const two = multipart(
      { name: "Rex" },
      [
        { name: "a.png", type: "image/png", bytes: Buffer.from("a") },
        { name: "b.png", type: "image/png", bytes: Buffer.from("b") },
      ],
      "photo",
    );
    const twoAnswer = await c.sarah.post("/api/pets", two.body, two.headers);
    expect(twoAnswer.status).toBe(400);
    expect(Object.keys((twoAnswer.body as Row).fields as object)).toEqual(["photo"]);
    expect(
      await t.database.db.select().from(pets).where(eq(pets.tenantId, sarahLease.tenantId)),
    ).toHaveLength(0);
  });

  it("needs a lease, and a tenant account", async () => {
    const { c } = await setup();
    expect((await c.homeless.post("/api/pets", dog())).status).toBe(403);
    expect((await c.landlord.post("/api/pets", dog())).status).toBe(403);
  });
});

describe("the landlord's decision", () => {
  it("approval turns the fees into charges exactly once: fee and deposit now, pet rent with every later month", async () => {
    const { c, sarahLease } = await setup();
    const pet = await register(c.sarah);
    const pending = await c.landlord.get(`/api/pets/pending?propertyId=${sarahLease.propertyId}`);
    expect((pending.body as { items: Row[]; total: number }).total).toBe(1);

    const res = await decidePet(c.landlord, pet.id, "approved");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "approved" });
    const today = kampalaToday();
    const rows = await petCharges(pet.id);
    const oneOff = rows.filter((r) => r.period === null);
    expect(oneOff.map((r) => [r.kind, r.amount, r.dueDate])).toEqual(
      expect.arrayContaining([
        ["fee", 50000, today],
        ["deposit", 100000, today],
      ]),
    );
    // Pet rent only with the rent periods already generated whose due date is after today.
    const rentPeriods = await t.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.leaseId, sarahLease.id), eq(charges.kind, "rent")));
    const later = rentPeriods.filter((r) => r.dueDate > today).map((r) => r.period);
    expect(rows.filter((r) => r.kind === "pet_rent").map((r) => r.period)).toEqual(later);
    expect(rows.every((r) => r.amount > 0 && r.leaseId === sarahLease.id)).toBe(true);
    expect(inEnglish(rows.find((r) => r.kind === "fee")!.description)).toBe("Pet registration fee: Rex");

    // The charge job for the months ahead adds pet rent once per new period, however often it runs.
    const ahead = addMonths(today, 2);
    await generateRentCharges(t.database.db, { leaseId: sarahLease.id, today: ahead });
    await generateRentCharges(t.database.db, { leaseId: sarahLease.id, today: ahead });
    const after = await petCharges(pet.id);
    const petRent = after.filter((r) => r.kind === "pet_rent").map((r) => r.period);
    expect(new Set(petRent).size).toBe(petRent.length);
    expect(petRent.length).toBeGreaterThan(later.length);

    // The balance includes them, and a payment is allocated to them as to rent.
    const standing = await leaseStanding(t.database.db, sarahLease.id, today);
    expect(standing.balance).toBeGreaterThanOrEqual(2 * 1_000_000 + 150_000);
    await payRent(t.database.db, sarahLease, 10_000_000);
    const paid = await leaseStanding(t.database.db, sarahLease.id, today);
    expect(paid.balance).toBeLessThan(0);
    expect(paid.dueOutstanding).toBe(0);

    // The tenant is told; a second decision is refused.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sarahLease.tenantId));
    expect(told.map((n) => inEnglish(n.title))).toContain("Pet registration approved");
    expect((await decidePet(c.landlord, pet.id, "rejected")).status).toBe(409);
    expect(await petCharges(pet.id)).toHaveLength(after.length);
  });

  it("approving a pet without fees charges nothing and does not tell the tenant of fees", async () => {
    const { c, sarahLease } = await setup();
    const pet = await register(c.sarah, {
      name: "Mittens",
      registrationFee: null,
      monthlyPetRent: 0,
      securityDeposit: null,
    });
    expect((await decidePet(c.landlord, pet.id, "approved")).status).toBe(200);
    expect(await petCharges(pet.id)).toEqual([]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sarahLease.tenantId), eq(notifications.type, "pet")));
    expect(told.map((n) => inEnglish(n.message))).toEqual(["Mittens is approved."]);
  });

  it("two decisions at once: one wins, the fees are charged once", async () => {
    const { c } = await setup();
    const pet = await register(c.sarah);
    const results = await Promise.all([
      decidePet(c.landlord, pet.id, "approved"),
      decidePet(c.landlord, pet.id, "approved"),
      decidePet(c.landlord, pet.id, "rejected"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const oneOff = (await petCharges(pet.id)).filter((r) => r.period === null);
    expect(oneOff.length).toBeLessThanOrEqual(2);
  });

  it("rejection charges nothing and shows the reason to the tenant", async () => {
    const { c } = await setup();
    const pet = await register(c.sarah);
    expect((await decidePet(c.landlord, pet.id, "rejected", "No large dogs in this block")).status).toBe(200);
    expect(await petCharges(pet.id)).toHaveLength(0);
    const mine = (await c.sarah.get("/api/pets")).body as { items: Row[] };
    expect(mine.items[0]).toMatchObject({
      status: "rejected",
      decisionReason: "No large dogs in this block",
    });
  });

  it("shows the tenant's pets on the landlord's tenant details", async () => {
    const { c, samuelId } = await setup();
    await register(c.samuel, { name: "Milo", type: "cat" });
    const samuel = await userById(t.database.db, samuelId);
    const name = encodeURIComponent(`${samuel.firstName} ${samuel.lastName}`);
    const res = await c.landlord.get(`/api/landlord/tenants/by-name/${name}`);
    expect(res.status).toBe(200);
    const list = res.body as unknown as { pets: Row[] }[];
    expect(list[0]?.pets.map((p) => [p.name, p.type, p.status])).toEqual([["Milo", "cat", "pending"]]);
    // Another landlord's view of the same tenant has no pets of this landlord's.
    expect((await c.other.get(`/api/landlord/tenants/by-name/${name}`)).body).toEqual([]);
  });
});

describe("access", () => {
  it("another property's tenant and another landlord get nothing; a tenant cannot decide", async () => {
    const { c, towers } = await setup();
    const pet = await register(c.sarah);
    expect((await decidePet(c.other, pet.id, "approved")).status).toBe(404);
    expect((await decidePet(c.sarah, pet.id, "approved")).status).toBe(403);
    expect((await decidePet(c.landlord, "00000000-0000-4000-8000-000000000000", "approved")).status).toBe(
      404,
    );
    expect((await decidePet(c.landlord, "not-a-uuid", "approved")).status).toBe(400);
    expect((await c.other.get(`/api/pets/pending`)).body).toMatchObject({ total: 0 });
    expect((await c.landlord.get(`/api/pets/pending?propertyId=${towers.id}`)).status).toBe(404);
    expect((await c.sarah.get("/api/pets/pending")).status).toBe(403);
    expect((await c.grace.get("/api/pets")).body).toMatchObject({ total: 0 });
    expect((await c.grace.get(`/api/pets/${pet.id}/photo`)).status).toBe(404);
    expect((await decidePet(c.landlord, pet.id, "maybe")).status).toBe(400);
  });
});

describe("vaccination reminders", () => {
  it("tell the tenant once, 14 days before the yearly booster", async () => {
    const { c, sarahLease } = await setup();
    const today = kampalaToday();
    const last = addMonths(today, -12);
    const pet = await register(c.sarah, { lastVaccinationDate: last, vaccinationStatus: "up_to_date" });
    await register(c.sarah, { name: "Fresh", lastVaccinationDate: today });
    const deps = { db: t.database.db, config: { publicUrl: "http://localhost" } };
    expect(await sendVaccinationReminders(deps, addMonths(today, 0))).toBe(1);
    expect(await sendVaccinationReminders(deps, today)).toBe(0);
    const reminded = await t.database.db.select().from(pets).where(isNotNull(pets.vaccinationRemindedFor));
    expect(reminded.map((p) => p.id)).toEqual([pet.id]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sarahLease.tenantId), eq(notifications.type, "pet")));
    expect(told.map((n) => inEnglish(n.title))).toEqual(["Vaccination due soon"]);
  });
});
