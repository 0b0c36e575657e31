import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths } from "../../../../common/kampala-calendar";
import { charges, notifications, outboxMessages } from "../../db/schema";
import { type ChargeWorld, chargeWorld, keyed } from "../../test/charge-factories";
import { startFakeAfricasTalking } from "../../test/fake-africastalking";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";

let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
const t = sharedTestApp(() => fake.env());

const oneOffsOf = (leaseId: string) =>
  t.database.db
    .select({ amount: charges.amount, description: charges.description, sourceKey: charges.sourceKey })
    .from(charges)
    .where(and(eq(charges.leaseId, leaseId), eq(charges.kind, "one_off")));

const body = (w: ChargeWorld, over: Record<string, unknown> = {}) => ({
  leaseId: w.a.lease.id,
  amount: 25_000,
  reason: "Replacement key",
  dueDate: addDays(w.today, 7),
  ...over,
});
const charge = (w: ChargeWorld, over: Record<string, unknown> = {}, headers = keyed()) =>
  w.landlordClient.post("/api/landlord/one-off-charges", body(w, over), headers);

describe("charging a tenant once", () => {
  it("posts one charge with the reason, keyed by the request, and tells that tenant only", async () => {
    const w = await chargeWorld(t);
    const headers = keyed();
    const res = await charge(w, {}, headers);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ unitNumber: "1A", amount: 25_000, reason: "Replacement key" });
    expect(await oneOffsOf(w.a.lease.id)).toEqual([
      { amount: 25_000, description: "Replacement key", sourceKey: `one_off:${headers["idempotency-key"]}` },
    ]);
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.userId, w.b.tenant.id));
    expect(told).toEqual([]);
    const sms = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, w.a.tenant.phone!));
    expect(sms).toEqual([
      { body: expect.stringMatching(/^Nyumba: a charge of UGX 25,000 is due .*: Replacement key$/) },
    ]);

    // The other tenant of the property sees nothing of it; the charged one sees it on their account.
    const theirs = (await w.tenantB.get("/api/rent-payments")).body as unknown as { description: string }[];
    expect(theirs.map((c) => c.description)).not.toContain("Replacement key");
    const mine = (await w.tenantA.get("/api/rent-payments")).body as unknown as { description: string }[];
    expect(mine.map((c) => c.description)).toContain("Replacement key");

    const listed = await w.landlordClient.get(`/api/landlord/one-off-charges?propertyId=${w.property.id}`);
    expect(listed.body.items).toEqual([res.body]);
  });

  it("the key again posts nothing more; with another request it is refused", async () => {
    const w = await chargeWorld(t);
    const headers = keyed();
    const first = await charge(w, {}, headers);
    const again = await charge(w, {}, headers);
    expect(again.body.id).toBe(first.body.id);
    const other = await charge(w, { leaseId: w.b.lease.id }, headers);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await oneOffsOf(w.a.lease.id)).length).toBe(1);
    expect(await oneOffsOf(w.b.lease.id)).toEqual([]);
  });

  it("refuses hostile input, a lease not active, and another landlord's lease", async () => {
    const w = await chargeWorld(t);
    for (const over of [
      { amount: -1 },
      { amount: 2_000_000_000 },
      { amount: "1" },
      { reason: "" },
      { reason: "x".repeat(201) },
      { reason: "a\u0000b" },
      { dueDate: addDays(w.today, -1) },
      { dueDate: addMonths(w.today, 13) },
      { dueDate: "2026-11-31" },
      { leaseId: "nope" },
    ]) {
      const res = await charge(w, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    expect((await charge(w, { leaseId: w.pending.lease.id })).status).toBe(404);
    const other = await clientFor(t, (await makeLandlord(t.database.db)).id);
    expect((await other.post("/api/landlord/one-off-charges", body(w), keyed())).status).toBe(404);
    expect((await other.get(`/api/landlord/one-off-charges?leaseId=${w.a.lease.id}`)).status).toBe(404);
    expect((await other.get(`/api/landlord/chargeable-leases?propertyId=${w.property.id}`)).status).toBe(404);
    expect((await w.tenantA.post("/api/landlord/one-off-charges", body(w), keyed())).status).toBe(403);
  });

  it("offers the property's active tenancies to charge", async () => {
    const w = await chargeWorld(t);
    const res = await w.landlordClient.get(`/api/landlord/chargeable-leases?propertyId=${w.property.id}`);
    expect((res.body.items as { unitNumber: string }[]).map((l) => l.unitNumber)).toEqual(["1A", "1B"]);
  });
});
