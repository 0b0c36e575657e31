import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kampalaToday } from "../../../common/kampala-calendar";
import type { DisputeView, ReadingView } from "../../../common/schemas/meters";
import {
  charges,
  demoWorlds,
  meterReadings,
  meters,
  properties,
  readingDisputes,
  units,
  users,
} from "../db/schema";
import { demoPropertyIn, openDemoAs } from "../test/demo-factories";
import { freshClient } from "../test/portfolio-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { DEMO_METER_PHOTO, DEMO_METER_UNITS, DEMO_READINGS, DEMO_TARIFF } from "./demo-meters";
import { resetDemo, seedDemo } from "./index";
import { deleteDemoWorlds } from "./worlds";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: t.storage });
});
afterAll(() => t.close());

/** The meters of a demo landlord's Kampala Heights (the template's when `worldId` is null), with their readings. */
async function metersOf(worldId: string | null) {
  const db = t.database.db;
  const rows = await db
    .select({ meter: meters, unit: units.unitNumber })
    .from(meters)
    .innerJoin(units, eq(units.id, meters.unitId))
    .innerJoin(properties, eq(properties.id, meters.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(
      and(
        eq(properties.name, "Kampala Heights"),
        worldId ? eq(users.demoWorldId, worldId) : isNull(users.demoWorldId),
      ),
    );
  const readings = rows.length
    ? await db
        .select()
        .from(meterReadings)
        .where(
          inArray(
            meterReadings.meterId,
            rows.map((r) => r.meter.id),
          ),
        )
        .orderBy(asc(meterReadings.readOn))
    : [];
  return rows.map((r) => ({ ...r, readings: readings.filter((x) => x.meterId === r.meter.id) }));
}

const storedType = async (key: string) => (await t.storage.get(key))?.contentType ?? null;

describe("the demo's meter readings", () => {
  it("has a year of monthly water and electricity readings on four Kampala Heights units, charged at NWSC's and UEDCL's tariffs", async () => {
    const all = await metersOf(null);
    expect(all.map((m) => `${m.unit} ${m.meter.utility}`).sort()).toEqual(
      DEMO_METER_UNITS.flatMap((u) => [`${u} electricity`, `${u} water`]).sort(),
    );
    const posted = await t.database.db.select().from(charges).where(eq(charges.kind, "utility"));
    for (const { meter, readings } of all) {
      expect(meter).toMatchObject({ pricing: "per_unit", tariff: DEMO_TARIFF[meter.utility] });
      expect(readings).toHaveLength(DEMO_READINGS);
      expect(readings[0]).toMatchObject({ consumption: null, amount: 0, chargeId: null });
      for (const [i, r] of readings.entries()) {
        expect(r.photoKey).toBe(DEMO_METER_PHOTO.key);
        if (i === 0) continue;
        const used = r.value - readings[i - 1]!.value;
        expect(r.consumption).toBe(used);
        // A flat's month: 7 to 15 m³ of water (Sarah's disputed month 26.4), 80 to 220 kWh.
        if (meter.utility === "water") expect(used).toBeGreaterThanOrEqual(7_000);
        if (meter.utility === "water") expect(used).toBeLessThanOrEqual(26_400);
        else expect(used).toBeGreaterThanOrEqual(80_000);
        // As the dials show it: water to a tenth of a m³, electricity in whole kWh.
        expect(used % (meter.utility === "water" ? 100 : 1000)).toBe(0);
        expect(r.amount).toBe(Math.round((used * DEMO_TARIFF[meter.utility]) / 1000));
        const charge = posted.find((c) => c.id === r.chargeId);
        if (r.leaseId) expect(charge).toMatchObject({ amount: r.amount, sourceKey: `utility:${r.id}` });
        else expect(r.chargeId).toBeNull();
      }
      expect(readings.at(-1)!.readOn < kampalaToday()).toBe(true);
    }
  });

  it("shows Sarah her readings and the meter's photo, her latest water reading disputed; the landlord's queue has it", async () => {
    const tenant = await openDemoAs(t, "tenant", freshClient(t));
    const res = await tenant.client.get("/api/tenant/meter-readings");
    expect(res.status).toBe(200);
    const readings = (res.body as unknown as { readings: ReadingView[] }).readings;
    expect(readings.length).toBeGreaterThan(0);
    for (const r of readings) expect(r.unitNumber).toBe("4B");
    const disputed = readings.filter((r) => r.dispute);
    expect(disputed).toHaveLength(1);
    expect(disputed[0]).toMatchObject({ utility: "water", consumption: "26.4", dispute: { status: "open" } });
    expect(disputed[0]!.readOn).toBe(readings.filter((r) => r.utility === "water")[0]!.readOn);
    const photo = await tenant.client.get(disputed[0]!.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.res.headers["content-type"]).toBe("image/jpeg");

    const landlord = await openDemoAs(t, "landlord", tenant.client);
    const heights = await demoPropertyIn(t.database.db, landlord.worldId!, "Kampala Heights");
    const queue = await landlord.client.get(`/api/landlord/properties/${heights.id}/meter-disputes`);
    expect(queue.status).toBe(200);
    const disputes = (queue.body as unknown as { disputes: DisputeView[] }).disputes;
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({ tenantName: "Sarah Namukasa", reading: { id: disputed[0]!.id } });
  });

  it("gives every world meters and readings of its own, sharing the photo, which outlives the worlds and a reset", async () => {
    const db = t.database.db;
    const a = await openDemoAs(t, "landlord", freshClient(t));
    const b = await openDemoAs(t, "landlord", freshClient(t));
    const [template, ofA, ofB] = [await metersOf(null), await metersOf(a.worldId), await metersOf(b.worldId)];
    const readingIds = (m: typeof template) => m.flatMap((x) => x.readings.map((r) => r.id));
    expect(readingIds(ofA)).toHaveLength(readingIds(template).length);
    expect(readingIds(ofA).filter((id) => readingIds(ofB).includes(id))).toEqual([]);
    expect(readingIds(ofA).filter((id) => readingIds(template).includes(id))).toEqual([]);
    // The same values as the template's, read on the same days.
    const shape = (m: typeof template) =>
      m.map((x) => `${x.unit} ${x.meter.utility} ${x.readings.map((r) => `${r.readOn}=${r.value}`)}`).sort();
    expect(shape(ofA)).toEqual(shape(template));

    expect(await deleteDemoWorlds(db, t.storage)).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(demoWorlds)).toEqual([]);
    expect(await metersOf(a.worldId)).toEqual([]);
    expect(await storedType(DEMO_METER_PHOTO.key)).toBe("image/jpeg");
    expect(await storedType(DEMO_METER_PHOTO.thumb)).toBe("image/webp");

    await resetDemo(db, { storage: t.storage });
    expect(await metersOf(null)).toHaveLength(DEMO_METER_UNITS.length * 2);
    expect(await db.select().from(readingDisputes)).toHaveLength(1);
    expect(await storedType(DEMO_METER_PHOTO.key)).toBe("image/jpeg");
  });
});
