import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "../../../../common/kampala-calendar";
import { charges, notifications, outboxMessages, recurringCharges } from "../../db/schema";
import { type ChargeWorld, chargeWorld, keyed } from "../../test/charge-factories";
import { startFakeAfricasTalking } from "../../test/fake-africastalking";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import { patch } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { rentJobHandlers } from "../rent/jobs";
import { withRecurringCharges } from "./jobs";
import { postRecurringCharges } from "./posting";

let fake: Awaited<ReturnType<typeof startFakeAfricasTalking>>;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
const t = sharedTestApp(() => fake.env());

const recurringOf = (leaseId: string) =>
  t.database.db
    .select({
      dueDate: charges.dueDate,
      period: charges.period,
      amount: charges.amount,
      description: charges.description,
    })
    .from(charges)
    .where(and(eq(charges.leaseId, leaseId), eq(charges.kind, "recurring")))
    .orderBy(asc(charges.dueDate));

const body = (w: ChargeWorld, over: Record<string, unknown> = {}) => ({
  propertyId: w.property.id,
  name: "Service charge",
  amount: 50_000,
  frequency: "monthly",
  appliesTo: "property",
  firstDueDate: w.today,
  ...over,
});

const create = (w: ChargeWorld, over: Record<string, unknown> = {}, headers = keyed()) =>
  w.landlordClient.post("/api/landlord/recurring-charges", body(w, over), headers);

describe("adding a recurring charge", () => {
  it("posts what is due and the next one to every active lease it applies to, and tells their tenants", async () => {
    const w = await chargeWorld(t);
    const res = await create(w);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Service charge",
      amount: 50_000,
      nextDueDate: addMonths(w.today, 1),
    });
    const posted = [
      { dueDate: w.today, period: w.today.slice(0, 7), amount: 50_000, description: "Service charge" },
      {
        dueDate: addMonths(w.today, 1),
        period: addMonths(w.today, 1).slice(0, 7),
        amount: 50_000,
        description: "Service charge",
      },
    ];
    expect(await recurringOf(w.a.lease.id)).toEqual(posted);
    expect(await recurringOf(w.b.lease.id)).toEqual(posted);
    expect(await recurringOf(w.pending.lease.id)).toEqual([]);

    const told = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(sql`${notifications.userId} in (${w.a.tenant.id}, ${w.b.tenant.id}, ${w.pending.tenant.id})`);
    expect(told.map((n) => n.userId).sort()).toEqual([w.a.tenant.id, w.b.tenant.id].sort());
    const sms = await t.database.db
      .select({ to: outboxMessages.to, body: outboxMessages.body, purpose: outboxMessages.purpose })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, w.a.tenant.phone!));
    expect(sms).toEqual([
      {
        to: w.a.tenant.phone,
        purpose: "notice",
        body: expect.stringMatching(/^Nyumba: new charge Service charge, UGX 50,000 every month, first due /),
      },
    ]);
  });

  it("applies to the chosen units only", async () => {
    const w = await chargeWorld(t);
    const res = await create(w, { name: "Parking", appliesTo: "units", unitIds: [w.units[1]!.id] });
    expect(res.status).toBe(201);
    expect(res.body.units).toEqual([{ id: w.units[1]!.id, unitNumber: "1B" }]);
    expect(await recurringOf(w.a.lease.id)).toEqual([]);
    expect((await recurringOf(w.b.lease.id)).length).toBe(2);
  });

  it("writes the charge, its postings and its notices in one transaction: a failing SMS leaves nothing", async () => {
    await t.isolate(fake.env());
    const w = await chargeWorld(t);
    await t.database.db.execute(sql`create function refuse_sms() returns trigger language plpgsql as
      $$ begin raise exception 'no outbox'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_sms before insert on outbox_messages for each row execute function refuse_sms()`,
    );
    try {
      expect((await create(w)).status).toBe(500);
      expect(await t.database.db.select().from(recurringCharges)).toEqual([]);
      expect(await recurringOf(w.a.lease.id)).toEqual([]);
      expect(await t.database.db.select().from(notifications)).toEqual([]);
    } finally {
      // A released PGlite test database is emptied and handed to the next test: it must not keep the trigger.
      await t.database.db.execute(sql`drop trigger refuse_sms on outbox_messages`);
      await t.database.db.execute(sql`drop function refuse_sms()`);
    }
  });
});

describe("posting with the daily job", () => {
  it("posts each due date exactly once however often it runs, and the next one as days pass", async () => {
    const w = await chargeWorld(t);
    await create(w);
    const job = withRecurringCharges(rentJobHandlers["generate-charges"]);
    await job({ db: t.database.db }, {}, {} as never);
    await job({ db: t.database.db }, {}, {} as never);
    expect((await recurringOf(w.a.lease.id)).length).toBe(2);
    const later = addMonths(w.today, 1);
    expect(
      await postRecurringCharges(t.database.db, { today: later, leaseIds: [w.a.lease.id, w.b.lease.id] }),
    ).toBe(2);
    expect(
      await postRecurringCharges(t.database.db, { today: later, leaseIds: [w.a.lease.id, w.b.lease.id] }),
    ).toBe(0);
    expect((await recurringOf(w.a.lease.id)).map((c) => c.dueDate)).toEqual([
      w.today,
      addMonths(w.today, 1),
      addMonths(w.today, 2),
    ]);
  });

  it("gives a lease that becomes active later the charges from its start, at their periods' amounts", async () => {
    const w = await chargeWorld(t);
    await create(w);
    await t.database.db.execute(sql`update leases set status = 'active' where id = ${w.pending.lease.id}`);
    await postRecurringCharges(t.database.db, { today: w.today });
    expect((await recurringOf(w.pending.lease.id)).length).toBe(2);
  });
});

describe("changing a charge", () => {
  it("a new amount applies from the first period not posted; posted charges keep theirs", async () => {
    const w = await chargeWorld(t);
    const { id } = (await create(w)).body as { id: string };
    const res = await patch(w.landlordClient, `/api/landlord/recurring-charges/${id}`, {
      amount: 70_000,
      name: "Services",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Services",
      amount: 50_000,
      changesFrom: addMonths(w.today, 2).slice(0, 7),
    });
    expect((await recurringOf(w.a.lease.id)).map((c) => [c.amount, c.description])).toEqual([
      [50_000, "Service charge"],
      [50_000, "Service charge"],
    ]);
    await postRecurringCharges(t.database.db, { today: addMonths(w.today, 1), chargeIds: [id] });
    expect((await recurringOf(w.a.lease.id)).map((c) => [c.amount, c.description])).toEqual([
      [50_000, "Service charge"],
      [50_000, "Service charge"],
      [70_000, "Services"],
    ]);
  });

  it("ends after the last posted due date, and refuses an end that would cut a posted one", async () => {
    const w = await chargeWorld(t);
    const { id } = (await create(w)).body as { id: string };
    const early = await w.landlordClient.post(`/api/landlord/recurring-charges/${id}/end`, {
      endDate: w.today,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("CHARGE_PERIOD_POSTED");
    const ended = await w.landlordClient.post(`/api/landlord/recurring-charges/${id}/end`, {});
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ endDate: addMonths(w.today, 1), changesFrom: null });
    await postRecurringCharges(t.database.db, { today: addMonths(w.today, 3), chargeIds: [id] });
    expect((await recurringOf(w.a.lease.id)).length).toBe(2);
  });
});

describe("idempotency", () => {
  it("the key again answers the same charge and posts nothing twice; with another request it is refused", async () => {
    const w = await chargeWorld(t);
    const key = keyed();
    const first = await create(w, {}, key);
    const again = await create(w, {}, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await recurringOf(w.a.lease.id)).length).toBe(2);
    const other = await create(w, { amount: 60_000 }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const missing = await w.landlordClient.post("/api/landlord/recurring-charges", body(w));
    expect(missing.status).toBe(400);
  });
});

describe("hostile input gets a clear 4xx", () => {
  const cases: [string, (w: ChargeWorld) => Record<string, unknown>][] = [
    ["a negative amount", () => ({ amount: -5 })],
    ["a zero amount", () => ({ amount: 0 })],
    ["a huge amount", () => ({ amount: 1e15 })],
    ["a fractional amount", () => ({ amount: 10.5 })],
    ["an amount as text", () => ({ amount: "50000" })],
    ["a NUL in the name", () => ({ name: "Serv\u0000ice" })],
    ["a name of 81 characters", () => ({ name: "x".repeat(81) })],
    ["a megabyte name", () => ({ name: "x".repeat(900_000) })],
    ["an empty name", () => ({ name: "   " })],
    ["a name that is a number", () => ({ name: 12 })],
    ["a day that does not exist", () => ({ firstDueDate: "2027-02-30" })],
    ["a first due date in the past", (w) => ({ firstDueDate: addMonths(w.today, -1) })],
    ["a first due date in year 9999", () => ({ firstDueDate: "9999-12-31" })],
    ["an end before the first due date", (w) => ({ endDate: w.today, firstDueDate: addMonths(w.today, 1) })],
    ["a weekly frequency", () => ({ frequency: "weekly" })],
    ["units for the whole property", (w) => ({ unitIds: [w.units[0]!.id] })],
    ["no units for chosen units", () => ({ appliesTo: "units" })],
    ["unit ids as text", () => ({ appliesTo: "units", unitIds: ["1A"] })],
    ["a property id past int4", () => ({ propertyId: 2 ** 40 })],
  ];
  it.each(cases)("%s", async (_, over) => {
    const w = await chargeWorld(t);
    const res = await create(w, over(w));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("a bad change or end date of a charge", async () => {
    const w = await chargeWorld(t);
    const { id } = (await create(w)).body as { id: string };
    for (const change of [
      {},
      { amount: -1 },
      { amount: "x" },
      { endDate: "2026-13-01" },
      { name: "\u0000" },
    ]) {
      const res = await patch(w.landlordClient, `/api/landlord/recurring-charges/${id}`, change);
      expect([400, 422]).toContain(res.status);
    }
    expect(
      (await patch(w.landlordClient, "/api/landlord/recurring-charges/not-a-uuid", { amount: 1 })).status,
    ).toBe(400);
  });
});

describe("access", () => {
  it("another landlord gets 404 for the property, its units and its charges; a tenant 403", async () => {
    const w = await chargeWorld(t);
    const { id } = (await create(w)).body as { id: string };
    const other = await clientFor(t, (await makeLandlord(t.database.db)).id);
    expect((await other.post("/api/landlord/recurring-charges", body(w), keyed())).status).toBe(404);
    expect((await other.get(`/api/landlord/recurring-charges?propertyId=${w.property.id}`)).status).toBe(404);
    expect((await patch(other, `/api/landlord/recurring-charges/${id}`, { amount: 1 })).status).toBe(404);
    expect((await other.post(`/api/landlord/recurring-charges/${id}/end`, {})).status).toBe(404);
    expect((await other.get("/api/landlord/recurring-charges")).body.items).toEqual([]);
    expect((await w.tenantA.get("/api/landlord/recurring-charges")).status).toBe(403);
    // A unit of another landlord's property named on one's own property.
    const mine = await chargeWorld(t);
    const foreignUnit = await create(mine, { appliesTo: "units", unitIds: [w.units[0]!.id] });
    expect(foreignUnit.status).toBe(404);
  });

  it("lists the landlord's charges of a property with their units, amounts and next due date", async () => {
    const w = await chargeWorld(t);
    await create(w, { name: "Garbage", amount: 10_000 });
    await create(w, { name: "Security", amount: 30_000, frequency: "quarterly" });
    const res = await w.landlordClient.get(
      `/api/landlord/recurring-charges?propertyId=${w.property.id}&limit=1`,
    );
    expect(res.status).toBe(200);
    expect((res.body.items as { name: string }[]).map((c) => c.name)).toEqual(["Security"]);
    const next = await w.landlordClient.get(
      `/api/landlord/recurring-charges?propertyId=${w.property.id}&limit=1&cursor=${res.body.nextCursor}`,
    );
    expect((next.body.items as { name: string }[]).map((c) => c.name)).toEqual(["Garbage"]);
  });
});
