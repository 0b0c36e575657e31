import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { landlordProfiles, payments } from "../../db/schema";
import { recordSandboxDecision } from "../../platform/payments/sandbox";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import {
  depsOf,
  paymentRow,
  type RentSetup,
  rentSetup,
  startMomo,
  waitForSettled,
} from "../../test/payment-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { csvField } from "./service/history";
import { settlePayment } from "./service/settle";

const t = sharedTestApp();

type Row = Record<string, unknown>;

/** Pays `amount` through the sandbox and settles it ("approved" or "declined"). */
async function pay(s: RentSetup, amount: number, decision: "approved" | "declined" = "approved") {
  const { reference } = await startMomo(s.tenantClient, { amount });
  await recordSandboxDecision(t.database.db, reference, decision);
  await settlePayment(await depsOf(t), reference, "callback");
  return waitForSettled(t.database.db, reference);
}

describe("tenant payment history", () => {
  it("lists the tenant's own payments, newest first, with the spec's statuses", async () => {
    const s = await rentSetup(t);
    const other = await rentSetup(t);
    const ok = await pay(s, 100_000);
    const declined = await pay(s, 20_000, "declined");
    const { reference: pendingRef } = await startMomo(s.tenantClient, { amount: 30_000 });
    await pay(other, 5_000);

    const res = await s.tenantClient.get("/api/payments");
    expect(res.status).toBe(200);
    const rows = res.body as unknown as Row[];
    expect(rows.map((r) => r.reference)).toEqual([pendingRef, declined.reference, ok.reference]);
    expect(rows[2]).toEqual({
      id: ok.id,
      date: ok.createdAt.toISOString(),
      amount: 100_000,
      currency: "UGX",
      type: "Rent Payment",
      status: "completed",
      method: "MTN Mobile Money",
      description: `Rent for unit 1A, ${s.property.name}`,
      reference: ok.reference,
      receiptNumber: 1,
      note: null,
    });
    expect(rows[1]).toMatchObject({ status: "failed", receiptNumber: null });
    expect(rows[0]).toMatchObject({ status: "pending" });
    expect((await s.landlordClient.get("/api/payments")).status).toBe(403);
    expect((await t.client().get("/api/payments")).status).toBe(401);
  });
});

describe("landlord payments", () => {
  it("shows only the landlord's own property's payments, filtered and paged by cursor", async () => {
    const s = await rentSetup(t, { monthlyRent: 2_000_000 });
    const stranger = await rentSetup(t);
    await pay(stranger, 7_000);
    const made = [];
    for (const amount of [10_000, 20_000, 30_000, 40_000, 50_000]) made.push(await pay(s, amount));
    const failed = await pay(s, 60_000, "declined");
    // One payment in October (Kampala time): 2026-10-31 22:00 UTC is already 1 November in Kampala.
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date("2026-10-31T20:59:00Z") })
      .where(eq(payments.id, made[0]!.id));
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date("2026-10-31T21:00:00Z") })
      .where(eq(payments.id, made[1]!.id));

    const all = await s.landlordClient.get("/api/landlord/payments");
    expect(all.status).toBe(200);
    const items = all.body.items as Row[];
    expect(items).toHaveLength(6);
    expect(items.map((r) => r.amount)).not.toContain(7_000);
    const latest = await paymentRow(t.database.db, made[4]!.reference);
    expect(items.find((r) => r.id === latest.id)).toEqual({
      id: latest.id,
      tenantName: "Amina Nakitto",
      unitNumber: "1A",
      amount: 50_000,
      currency: "UGX",
      platformFee: 750,
      method: "MTN Mobile Money",
      provider: "sandbox",
      paymentMethod: "mobile_money",
      receivedBy: null,
      status: "succeeded",
      date: latest.createdAt.toISOString(),
      reference: latest.reference,
      receiptNumber: 5,
    });

    const onlyFailed = await s.landlordClient.get("/api/landlord/payments?status=failed");
    expect((onlyFailed.body.items as Row[]).map((r) => r.id)).toEqual([failed.id]);
    const october = await s.landlordClient.get("/api/landlord/payments?month=2026-10");
    expect((october.body.items as Row[]).map((r) => r.id)).toEqual([made[0]!.id]);
    const bad = await s.landlordClient.get("/api/landlord/payments?month=2026-1");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Month must look like 2026-11");
    expect((await s.landlordClient.get("/api/landlord/payments?month=2026-13")).status).toBe(400);

    // Pages of two: every row once, in order, then no cursor.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof s.landlordClient.get>> = await s.landlordClient.get(
        `/api/landlord/payments?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.status).toBe(200);
      seen.push(...(page.body.items as Row[]).map((r) => r.id as string));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(items.map((r) => r.id));
    const garbage = await s.landlordClient.get("/api/landlord/payments?cursor=bm9wZQ");
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe("INVALID_CURSOR");

    // Another landlord's property is not found; tenants are refused.
    const foreign = await s.landlordClient.get(`/api/landlord/payments?propertyId=${stranger.property.id}`);
    expect(foreign.status).toBe(404);
    expect((await s.tenantClient.get("/api/landlord/payments")).status).toBe(403);
  });

  it("without a selected property: 404 NO_PROPERTY_SELECTED", async () => {
    const landlord = await makeLandlord(t.database.db);
    const c = await clientFor(t, landlord.id);
    const res = await c.get("/api/landlord/payments");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: "NO_PROPERTY_SELECTED",
      error: "Select a property to manage first.",
    });
    expect((await c.get("/api/landlord/payments.csv")).status).toBe(404);
  });

  it("exports the same rows as CSV, quoted, with a header row", async () => {
    const s = await rentSetup(t);
    await t.database.db
      .update(landlordProfiles)
      .set({ selectedPropertyId: s.property.id })
      .where(eq(landlordProfiles.userId, s.landlord.id));
    const p1 = await pay(s, 100_000);
    const p2 = await pay(s, 25_000, "declined");
    const res = await s.landlordClient.request("GET", "/api/landlord/payments.csv?status=succeeded");
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.res.headers["content-disposition"]).toMatch(
      /^attachment; filename="payments-kampala-heights-[a-z0-9-]+\.csv"$/,
    );
    const lines = res.res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Date","Reference","Tenant","Unit","Amount","Currency","Platform fee","Method","Provider","Status","Receipt number","Network","Received by"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"${p1.reference}","Amina Nakitto","1A","100000","UGX","1500","Mobile money","sandbox","succeeded","1","MTN Mobile Money",""`,
    );
    expect(res.res.body).not.toContain(p2.reference);

    const all = await s.landlordClient.request("GET", "/api/landlord/payments.csv");
    expect(all.res.body.trimEnd().split("\r\n")).toHaveLength(3);
  });

  it("names the method in the reader's words, and who received a cash payment", async () => {
    const s = await rentSetup(t);
    const momo = await pay(s, 100_000);
    const recorded = await s.landlordClient.post(
      "/api/landlord/payments/direct",
      {
        leaseId: s.lease.id,
        amount: 250_000,
        method: "cash",
        paidOn: kampalaToday(),
        receivedBy: "Caretaker Okello",
      },
      { "idempotency-key": `history-${crypto.randomUUID()}` },
    );
    expect(recorded.status).toBe(201);
    const cashId = recorded.body.paymentId as string;

    const items = (await s.landlordClient.get(`/api/landlord/payments?propertyId=${s.property.id}`)).body
      .items as Row[];
    expect(items.find((r) => r.id === cashId)).toMatchObject({
      method: "Cash",
      provider: "direct",
      paymentMethod: "cash",
      receivedBy: "Caretaker Okello",
      status: "succeeded",
    });
    expect(items.find((r) => r.id === momo.id)).toMatchObject({
      paymentMethod: "mobile_money",
      receivedBy: null,
    });

    // The CSV in Swahili: the method in Swahili, the mobile money network, who received the cash.
    const csv = await s.landlordClient.request(
      "GET",
      `/api/landlord/payments.csv?propertyId=${s.property.id}`,
      undefined,
      { "accept-language": "sw" },
    );
    expect(csv.status).toBe(200);
    const lines = csv.res.body.trimEnd().split("\r\n");
    const fields = (ref: string) =>
      [...(lines.find((l) => l.includes(ref)) ?? "").matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]);
    const [cashRow] = await t.database.db.select().from(payments).where(eq(payments.id, cashId));
    expect(fields(cashRow!.reference).slice(7)).toEqual([
      "Pesa taslimu",
      "direct",
      "succeeded",
      expect.stringMatching(/^\d+$/),
      "",
      "Caretaker Okello",
    ]);
    expect(fields(momo.reference).slice(7)).toEqual([
      "Mobile money",
      "sandbox",
      "succeeded",
      expect.stringMatching(/^\d+$/),
      "MTN Mobile Money",
      "",
    ]);
  });

  it("quotes CSV fields and defuses formulas", () => {
    expect(csvField('Say "hi", ok')).toBe('"Say ""hi"", ok"');
    expect(csvField("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvField(null)).toBe('""');
    expect(csvField(1500)).toBe('"1500"');
  });
});
