import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { allocations, charges, notifications, voidedCharges } from "../../db/schema";
import { addMeter, meterWorld, recordReading } from "../../test/meter-factories";
import { daysBefore } from "../../test/payment-factories";
import { insertPayment } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { allocatePayment } from "../tenancy";

const t = sharedTestApp();

const utilityCharges = (leaseId: string) =>
  t.database.db
    .select()
    .from(charges)
    .where(and(eq(charges.leaseId, leaseId), eq(charges.kind, "utility")));

describe("recording readings", () => {
  it("takes the first as the baseline and charges consumption × tariff to the unit's tenant, who is told", async () => {
    const w = await meterWorld(t);
    const meter = await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id });
    expect(meter.status, JSON.stringify(meter.body)).toBe(201);
    const id = meter.body.id as string;
    const photo = { bytes: w.photo };
    const base = await recordReading(
      w.landlordClient,
      id,
      { value: "1204", readOn: daysBefore(w.today, 30) },
      photo,
    );
    expect(base.status, JSON.stringify(base.body)).toBe(201);
    expect(base.body).toMatchObject({ value: "1204.0", previous: null, amount: 0, charged: false });
    expect(await utilityCharges(w.lease.id)).toEqual([]);

    const next = await recordReading(w.landlordClient, id, { value: "1216.4", readOn: w.today }, photo);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(next.body).toMatchObject({
      previous: "1204.0",
      consumption: "12.4",
      amount: 43_598,
      charged: true,
    });
    const [charge] = await utilityCharges(w.lease.id);
    expect(charge).toMatchObject({ amount: 43_598, currency: "UGX", period: w.today.slice(0, 7) });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.tenant.id));
    expect(told.some((n) => n.title.startsWith("meters.chargedTitle"))).toBe(true);

    const list = await w.landlordClient.get(`/api/landlord/properties/${w.property.id}/meters`);
    expect(list.status).toBe(200);
    const unit = (list.body.units as { id: number; meters: { lastReading: unknown }[] }[]).find(
      (u) => u.id === w.units[0]!.id,
    );
    expect(unit!.meters[0]!.lastReading).toEqual({ value: "1216.4", readOn: w.today });
    const mine = await w.tenantClient.get("/api/tenant/meter-readings");
    expect((mine.body.readings as unknown[]).length).toBe(2);
    const photoRes = await w.tenantClient.get(`/api/meter-readings/${next.body.id}/photo`);
    expect(photoRes.status).toBe(200);
    expect(photoRes.res.headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses a value below the last one, until the meter is replaced: the new one starts from its own first reading", async () => {
    const w = await meterWorld(t);
    const id = (await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id })).body
      .id as string;
    const photo = { bytes: w.photo };
    await recordReading(w.landlordClient, id, { value: "500", readOn: daysBefore(w.today, 20) }, photo);
    const lower = await recordReading(w.landlordClient, id, { value: "499.999", readOn: w.today }, photo);
    expect(lower.status).toBe(422);
    expect(lower.body.code).toBe("READING_BELOW_PREVIOUS");
    expect(lower.body.error).toContain("500.0");
    const older = await recordReading(
      w.landlordClient,
      id,
      { value: "600", readOn: daysBefore(w.today, 25) },
      photo,
    );
    expect(older.body.code).toBe("READING_BEFORE_PREVIOUS");

    const replaced = await w.landlordClient.post(`/api/landlord/meters/${id}/replace`, {
      serial: "NWSC-NEW-1",
      installedOn: daysBefore(w.today, 10),
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    const again = await w.landlordClient.post(`/api/landlord/meters/${id}/replace`, {
      serial: "NWSC-NEW-1",
      installedOn: daysBefore(w.today, 10),
    });
    expect(again.body.id).toBe(replaced.body.id);
    const onOld = await recordReading(w.landlordClient, id, { value: "700", readOn: w.today }, photo);
    expect(onOld.body.code).toBe("METER_REMOVED");
    const newId = replaced.body.id as string;
    const base = await recordReading(
      w.landlordClient,
      newId,
      { value: "3", readOn: daysBefore(w.today, 9) },
      photo,
    );
    expect(base.body).toMatchObject({ previous: null, amount: 0 });
    const used = await recordReading(w.landlordClient, newId, { value: "13", readOn: w.today }, photo);
    expect(used.body).toMatchObject({ consumption: "10.0", amount: 35_160 });
  });

  it("never charges a shared meter, and refuses to price one, naming s.12", async () => {
    const w = await meterWorld(t);
    const priced = await addMeter(w.landlordClient, w.property.id, { unitId: null });
    expect(priced.status).toBe(422);
    expect(priced.body.code).toBe("SHARED_METER_NOT_CHARGEABLE");
    expect(priced.body.error).toMatch(/^Under the Landlord and Tenant Act 2022, s\.12,/);
    const sw = await w.landlordClient.request(
      "POST",
      `/api/landlord/properties/${w.property.id}/meters`,
      { unitId: null, utility: "water", serial: "X1", pricing: "per_unit", tariff: 5, installedOn: w.today },
      { "accept-language": "sw" },
    );
    expect(sw.body.error).toMatch(/^Chini ya Sheria .* kif\. 12/);
    const shared = await addMeter(w.landlordClient, w.property.id, { unitId: null, tariff: 0 });
    expect(shared.status).toBe(201);
    const id = shared.body.id as string;
    const photo = { bytes: w.photo };
    await recordReading(w.landlordClient, id, { value: "10", readOn: daysBefore(w.today, 5) }, photo);
    const r = await recordReading(w.landlordClient, id, { value: "90", readOn: w.today }, photo);
    expect(r.body).toMatchObject({ amount: 0, charged: false });
    const tariff = await w.landlordClient.request("PATCH", `/api/landlord/meters/${id}`, {
      pricing: "per_unit",
      tariff: 100,
    });
    expect(tariff.body.code).toBe("SHARED_METER_NOT_CHARGEABLE");
    expect((await w.tenantClient.get("/api/tenant/meter-readings")).body.readings).toEqual([]);
    expect((await w.tenantClient.get(`/api/meter-readings/${r.body.id}/photo`)).status).toBe(404);
  });

  it("records a reading once per Idempotency-Key, and refuses the key with another reading", async () => {
    const w = await meterWorld(t);
    const id = (await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id })).body
      .id as string;
    const photo = { bytes: w.photo };
    const key = "reading-key-0001";
    const fields = { value: "100", readOn: w.today };
    const first = await recordReading(w.landlordClient, id, fields, photo, key);
    const both = await Promise.all([
      recordReading(w.landlordClient, id, fields, photo, key),
      recordReading(w.landlordClient, id, fields, photo, key),
    ]);
    expect(both.map((r) => r.body.id)).toEqual([first.body.id, first.body.id]);
    const other = await recordReading(w.landlordClient, id, { ...fields, value: "101" }, photo, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const form = await recordReading(w.landlordClient, id, fields, photo, "short");
    expect(form.status).toBe(400);
    expect((await w.landlordClient.get(`/api/landlord/meters/${id}/readings`)).body.readings).toHaveLength(1);
  });

  it("answers hostile input with a clear 4xx", async () => {
    const w = await meterWorld(t);
    const id = (await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id })).body
      .id as string;
    const photo = { bytes: w.photo };
    const cases: [Record<string, string>, { bytes: Buffer; type?: string } | null, number][] = [
      [{ value: "-5", readOn: w.today }, photo, 400],
      [{ value: "1e5", readOn: w.today }, photo, 400],
      [{ value: "12.3456", readOn: w.today }, photo, 400],
      [{ value: "9".repeat(13), readOn: w.today }, photo, 400],
      [{ value: "x".repeat(100_000), readOn: w.today }, photo, 400],
      [{ value: "1\u0000", readOn: w.today }, photo, 400],
      [{ value: "10", readOn: "2020-01-01" }, photo, 400],
      [{ value: "10", readOn: "2099-01-01" }, photo, 400],
      [{ value: "10", readOn: "2026-02-31" }, photo, 400],
      [{ value: "10", readOn: "yesterday" }, photo, 400],
      [{ value: "10", readOn: w.today }, null, 400],
      [
        { value: "10", readOn: w.today },
        { bytes: Buffer.from("%PDF-1.4 not a photo"), type: "image/jpeg" },
        400,
      ],
      [{ value: "10", readOn: w.today }, { bytes: Buffer.from("just text"), type: "image/png" }, 400],
      [{ value: "10", readOn: w.today }, { bytes: Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]) }, 400],
    ];
    for (const [fields, file, status] of cases) {
      const res = await recordReading(w.landlordClient, id, fields, file);
      expect(res.status, `${JSON.stringify(fields).slice(0, 80)}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error).toBeTruthy();
    }
    const forged = await recordReading(
      w.landlordClient,
      crypto.randomUUID(),
      { value: "1", readOn: w.today },
      photo,
    );
    expect(forged.status).toBe(404);
    const notUuid = await recordReading(w.landlordClient, "1 or 1=1", { value: "1", readOn: w.today }, photo);
    expect(notUuid.status).toBe(400);
    for (const body of [
      {
        unitId: w.units[0]!.id,
        utility: "gas",
        serial: "A",
        pricing: "per_unit",
        tariff: 1,
        installedOn: w.today,
      },
      { unitId: "1A", utility: "water", serial: "A", pricing: "per_unit", tariff: 1, installedOn: w.today },
      {
        unitId: w.units[2]!.id,
        utility: "water",
        serial: "A",
        pricing: "per_unit",
        tariff: -1,
        installedOn: w.today,
      },
      {
        unitId: w.units[2]!.id,
        utility: "water",
        serial: "A",
        pricing: "per_unit",
        tariff: 1e12,
        installedOn: w.today,
      },
      {
        unitId: w.units[2]!.id,
        utility: "water",
        serial: "A",
        pricing: "per_unit",
        tariff: 1.5,
        installedOn: w.today,
      },
      {
        unitId: w.units[2]!.id,
        utility: "water",
        serial: "<b>",
        pricing: "per_unit",
        tariff: 1,
        installedOn: w.today,
      },
      {
        unitId: w.units[2]!.id,
        utility: "water",
        serial: "A",
        pricing: "per_unit",
        tariff: 1,
        installedOn: "2099-01-01",
      },
      {
        unitId: 2 ** 40,
        utility: "water",
        serial: "A",
        pricing: "per_unit",
        tariff: 1,
        installedOn: w.today,
      },
    ]) {
      const res = await w.landlordClient.post(`/api/landlord/properties/${w.property.id}/meters`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const twice = await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id });
    expect(twice.body.code).toBe("UNIT_HAS_METER");
  });
});

describe("who sees what", () => {
  it("gives another landlord and the tenant of another unit of the same property nothing (404)", async () => {
    const w = await meterWorld(t);
    const id = (await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id })).body
      .id as string;
    const r = await recordReading(w.landlordClient, id, { value: "1", readOn: w.today }, { bytes: w.photo });
    const readingId = r.body.id as string;
    const s = w.strangerClient;
    expect((await s.get(`/api/landlord/properties/${w.property.id}/meters`)).status).toBe(404);
    expect((await s.get(`/api/landlord/meters/${id}/readings`)).status).toBe(404);
    expect((await recordReading(s, id, { value: "2", readOn: w.today }, { bytes: w.photo })).status).toBe(
      404,
    );
    expect((await s.get(`/api/meter-readings/${readingId}/photo`)).status).toBe(404);
    expect((await s.get(`/api/landlord/properties/${w.property.id}/meter-disputes`)).status).toBe(404);
    const n = w.neighbourClient;
    expect((await n.get("/api/tenant/meter-readings")).body.readings).toEqual([]);
    expect((await n.get(`/api/meter-readings/${readingId}/photo/thumb`)).status).toBe(404);
    expect((await n.post(`/api/tenant/meter-readings/${readingId}/dispute`, { reason: "no" })).status).toBe(
      404,
    );
    expect((await w.tenantClient.get(`/api/meter-readings/${readingId}/photo/thumb`)).status).toBe(200);
  });
});

describe("a disputed reading", () => {
  it("corrected by the landlord replaces its charge, moving the payment's allocation; answered once", async () => {
    const w = await meterWorld(t);
    const db = t.database.db;
    const id = (await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id })).body
      .id as string;
    const photo = { bytes: w.photo };
    await recordReading(w.landlordClient, id, { value: "100", readOn: daysBefore(w.today, 20) }, photo);
    const r = await recordReading(
      w.landlordClient,
      id,
      { value: "130", readOn: daysBefore(w.today, 10) },
      photo,
    );
    const later = await recordReading(w.landlordClient, id, { value: "140", readOn: w.today }, photo);
    expect(r.body.amount).toBe(105_480);
    const [wrong] = (await utilityCharges(w.lease.id)).filter((c) => c.amount === 105_480);
    const payment = await insertPayment(
      db,
      { ...w.lease, tenantId: w.tenant.id, landlordId: w.landlord.id, currency: "UGX" },
      { amount: 10_000_000 },
    );
    await db.transaction((tx) => allocatePayment(tx, payment.id));

    const disputed = await w.tenantClient.post(`/api/tenant/meter-readings/${r.body.id}/dispute`, {
      reason: "The meter showed 112 when I checked.",
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(201);
    expect(disputed.body.dispute).toMatchObject({ status: "open" });
    const twice = await w.tenantClient.post(`/api/tenant/meter-readings/${r.body.id}/dispute`, {
      reason: "again",
    });
    expect(twice.body.dispute).toMatchObject({ id: (disputed.body.dispute as { id: string }).id });
    const open = await w.landlordClient.get(`/api/landlord/properties/${w.property.id}/meter-disputes`);
    const disputeId = (open.body.disputes as { id: string }[])[0]!.id;

    const tooHigh = await w.landlordClient.post(`/api/landlord/meter-disputes/${disputeId}/answer`, {
      decision: "correct",
      value: "141",
    });
    expect(tooHigh.body.code).toBe("READING_ABOVE_NEXT");
    const fixed = await w.landlordClient.post(`/api/landlord/meter-disputes/${disputeId}/answer`, {
      decision: "correct",
      value: "112",
      answer: "You are right, I misread it.",
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({ status: "corrected" });
    const amounts = (await utilityCharges(w.lease.id)).map((c) => c.amount).sort((a, b) => a - b);
    // 12 m³ (100 → 112) and the next reading re-priced from 112: 28 m³.
    expect(amounts).toEqual([42_192, 98_448]);
    const voided = await db.select().from(voidedCharges).where(eq(voidedCharges.leaseId, w.lease.id));
    expect(voided.map((v) => v.id).sort()).toEqual(
      [wrong!.id, (later.body as { id: string }) && voided[1]?.id].filter(Boolean).sort(),
    );
    const moved = await db.select().from(allocations).where(eq(allocations.paymentId, payment.id));
    expect(moved.some((a) => a.chargeId === wrong!.id)).toBe(false);
    const paidUtility = (await utilityCharges(w.lease.id)).map((c) => c.id);
    for (const c of paidUtility) expect(moved.some((a) => a.chargeId === c)).toBe(true);

    const mine = await w.tenantClient.get("/api/tenant/meter-readings");
    const views = mine.body.readings as { id: string; supersededBy: string | null; value: string }[];
    expect(views.find((v) => v.id === r.body.id)!.supersededBy).toBeTruthy();
    expect(views.filter((v) => !v.supersededBy).map((v) => v.value)).toEqual(["140.0", "112.0", "100.0"]);
    const again = await w.landlordClient.post(`/api/landlord/meter-disputes/${disputeId}/answer`, {
      decision: "reject",
      answer: "no",
    });
    expect(again.status).toBe(409);
    const told = await db.select().from(notifications).where(eq(notifications.userId, w.tenant.id));
    expect(told.some((n) => n.title === "meters.correctedTitle")).toBe(true);
  });

  it("rejected keeps the charge, with the landlord's reason", async () => {
    const w = await meterWorld(t);
    const id = (await addMeter(w.landlordClient, w.property.id, { unitId: w.units[0]!.id })).body
      .id as string;
    const photo = { bytes: w.photo };
    await recordReading(w.landlordClient, id, { value: "100", readOn: daysBefore(w.today, 20) }, photo);
    const r = await recordReading(w.landlordClient, id, { value: "110", readOn: w.today }, photo);
    await w.tenantClient.post(`/api/tenant/meter-readings/${r.body.id}/dispute`, { reason: "Too high" });
    const open = await w.landlordClient.get(`/api/landlord/properties/${w.property.id}/meter-disputes`);
    const disputeId = (open.body.disputes as { id: string }[])[0]!.id;
    expect(
      (
        await w.strangerClient.post(`/api/landlord/meter-disputes/${disputeId}/answer`, {
          decision: "reject",
          answer: "x",
        })
      ).status,
    ).toBe(404);
    const noReason = await w.landlordClient.post(`/api/landlord/meter-disputes/${disputeId}/answer`, {
      decision: "reject",
    });
    expect(noReason.status).toBe(400);
    const rejected = await w.landlordClient.post(`/api/landlord/meter-disputes/${disputeId}/answer`, {
      decision: "reject",
      answer: "The photo shows 110.",
    });
    expect(rejected.body).toMatchObject({ status: "rejected", answer: "The photo shows 110." });
    expect((await utilityCharges(w.lease.id)).map((c) => c.amount)).toEqual([35_160]);
  });
});
