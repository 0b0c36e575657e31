import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { addDays, addMonths, kampalaInstant, kampalaToday } from "../../../common/kampala-calendar";
import { MEASURE_OF, MILLI, type Utility } from "../../../common/meters/kinds";
import type { DbOrTx } from "../db/client";
import { leases, meterReadings, meters, properties, readingDisputes, units, users } from "../db/schema";
import { consumptionOf } from "../modules/meters/rules";
import { priceOf, utilityCharge } from "../modules/meters/service/charge";
import { type NewCharge, postCharges } from "../modules/tenancy";
import { preparePhotos } from "../platform/storage/photos";
import type { Storage } from "../platform/storage/storage";
import { DEMO_TENANT_EMAIL } from "./demo-accounts";
import { renderDemoPhoto } from "./demo-photos";

/** The Kampala Heights units with their own water and electricity meters (4B is Sarah's). */
export const DEMO_METER_UNITS = ["4B", "1A", "2A", "3A"];
/**
 * The one photo every demo reading shows, at fixed keys: stored with the template, shared by every world (a world's
 * deletion leaves it while any reading refers to it), and named by the readings of a seed without storage too.
 */
export const DEMO_METER_PHOTO = {
  key: "meters/demo/meter-reading.jpg",
  thumb: "meters/demo/meter-reading.thumb.webp",
  contentType: "image/jpeg",
};
/** NWSC's domestic water and UEDCL's domestic electricity tariffs, in whole UGX per m³ and per kWh. */
export const DEMO_TARIFF: Record<Utility, number> = { water: 3_516, electricity: 756 };
/** A month's use of a flat (thousandths): 7–15 m³ of water, 80–220 kWh of electricity. */
const MONTHLY_USE: Record<Utility, [number, number]> = {
  water: [7_000, 15_000],
  electricity: [80_000, 220_000],
};
/** What the meters' dials show: water to a tenth of a m³, electricity in whole kWh (thousandths). */
const DIAL_STEP: Record<Utility, number> = { water: 100, electricity: 1_000 };
/** Readings per meter, a month apart: the first is the meter's baseline. */
export const DEMO_READINGS = 12;
/** Sarah's latest water reading, which she disputes: well above her usual month. */
const DISPUTED_USE = 26_400;
const DISPUTE_REASON =
  "I was away for two weeks this month, yet this reading is twice my usual use. Please check the meter for a leak.";

/** A number in [lo, hi] from a text, the same every time. */
function spread(seed: string, lo: number, hi: number): number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return lo + (h % (hi - lo + 1));
}

/** A month's use of a utility from a text, as its meter's dial shows it. */
function monthlyUse(seed: string, utility: Utility): number {
  const [lo, hi] = MONTHLY_USE[utility];
  const step = DIAL_STEP[utility];
  return spread(seed, lo / step, hi / step) * step;
}

/** Draws the demo's meter photo and stores it (re-encoded as an upload is) at DEMO_METER_PHOTO's keys. */
export async function storeDemoMeterPhoto(storage: Storage): Promise<void> {
  const [photo] = await preparePhotos([await renderDemoPhoto("water-meter")], "photo");
  await storage.put(DEMO_METER_PHOTO.key, photo!.image, photo!.contentType);
  await storage.put(DEMO_METER_PHOTO.thumb, photo!.thumb, "image/webp");
}

type Reading = typeof meterReadings.$inferInsert & {
  id: string;
  consumption: number | null;
  amount: number;
  readOn: string;
};

/**
 * A year of monthly meter readings of some Kampala Heights units (decision 0063): a water and an electricity
 * sub-meter each, read on the same day every month, the latest a few days ago; each reading after the baseline
 * on a day the unit's lease had started is priced at the meter's tariff and charged to it through the tenancy
 * account (before the rent history, which pays them). Sarah disputes her latest water reading, still open.
 * Deterministic: the use comes from the unit and the month. A few statements whatever the number of readings.
 */
export async function seedDemoMeters(tx: DbOrTx, landlordId: string, today = kampalaToday()): Promise<void> {
  const rows = await tx
    .select({ unit: units, lease: leases, email: users.email })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(leases, and(eq(leases.unitId, units.id), eq(leases.status, "active")))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        eq(properties.landlordId, landlordId),
        eq(properties.name, "Kampala Heights"),
        inArray(units.unitNumber, DEMO_METER_UNITS),
      ),
    );
  if (!rows.length) return;
  const latest = addDays(today, -3);
  const readOnOf = (m: number) => addMonths(latest, m - (DEMO_READINGS - 1));
  const utilities = ["water", "electricity"] as const;
  const installed = await tx
    .insert(meters)
    .values(
      rows.flatMap(({ unit }) =>
        utilities.map((utility) => ({
          propertyId: unit.propertyId,
          unitId: unit.id,
          utility,
          serial: `${utility === "water" ? "NWSC" : "UEDCL"}-KH-${unit.unitNumber}`,
          measure: MEASURE_OF[utility],
          pricing: "per_unit" as const,
          tariff: DEMO_TARIFF[utility],
          installedOn: addMonths(readOnOf(0), -1),
        })),
      ),
    )
    .returning();
  const readings: Reading[] = [];
  const posted: NewCharge[] = [];
  let disputed: { readingId: string; tenantId: string; readOn: string } | null = null;
  for (const meter of installed) {
    const { unit, lease, email } = rows.find((r) => r.unit.id === meter.unitId)!;
    const sarahsWater = email === DEMO_TENANT_EMAIL && meter.utility === "water";
    let value = spread(`${unit.unitNumber}${meter.utility}`, 100, 2_000) * MILLI;
    let previous: number | null = null;
    for (let m = 0; m < DEMO_READINGS; m++) {
      const readOn = readOnOf(m);
      if (previous !== null)
        value +=
          sarahsWater && m === DEMO_READINGS - 1
            ? DISPUTED_USE
            : monthlyUse(`${unit.unitNumber}${meter.utility}${m}`, meter.utility);
      const reading: Reading = {
        id: randomUUID(),
        meterId: meter.id,
        value,
        readOn,
        ...priceOf(meter, consumptionOf(previous, value)),
        pricing: meter.pricing,
        tariff: meter.tariff,
        photoKey: DEMO_METER_PHOTO.key,
        photoThumbKey: DEMO_METER_PHOTO.thumb,
        photoContentType: DEMO_METER_PHOTO.contentType,
        recordedBy: landlordId,
        createdAt: kampalaInstant(readOn, "10:30:00"),
      };
      if (readOn >= lease.startDate && reading.amount > 0) {
        const charge = { ...utilityCharge(lease, meter, reading), id: randomUUID() };
        posted.push(charge);
        Object.assign(reading, { leaseId: lease.id, chargeId: charge.id });
        if (sarahsWater && lease.tenantId)
          disputed = { readingId: reading.id, tenantId: lease.tenantId, readOn };
      }
      readings.push(reading);
      previous = value;
    }
  }
  await tx.insert(meterReadings).values(readings);
  await postCharges(tx, posted);
  if (disputed)
    await tx.insert(readingDisputes).values({
      readingId: disputed.readingId,
      tenantId: disputed.tenantId,
      reason: DISPUTE_REASON,
      openedAt: kampalaInstant(addDays(disputed.readOn, 1), "19:05:00"),
    });
}
