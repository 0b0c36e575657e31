import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { leases, units } from "../../db/schema";
import { clientFor, makeLandlord, makeLease, makeTenant } from "../../test/lease-factories";
import { pdfText } from "../../test/pdf-text";
import { firstOfMonth, makeRentLease, payRent, type RentLease } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { generateRentCharges } from "../rent/charges";
import { postLeaseDeposits } from "./lease-deposit";
import { postCharges, voidCharge } from "./ledger";
import { sourceKey } from "./source-keys";

const t = sharedTestApp();
const db = () => t.database.db;
const at = (day: string, time = "10:00") => new Date(`${day}T${time}:00+03:00`);
const today = kampalaToday();

/**
 * A lease from four months ago at 1,000,000 a month with a deposit of 500,000; rent charged up to today (and the
 * next month). Paid: 1,500,000 three months ago (the deposit and that month's rent), 1,000,000 two months ago,
 * 400,000 last month. A one-off charge of 50,000 last month, voided today.
 */
async function fixture() {
  const lease = await makeRentLease(db(), { startDate: firstOfMonth(-4), monthlyRent: 1_000_000 });
  await db().update(leases).set({ deposit: 500_000 }).where(eq(leases.id, lease.id));
  await postLeaseDeposits(db(), [lease.id]);
  await generateRentCharges(db(), { leaseId: lease.id, today });
  await payRent(db(), lease, 1_500_000, at(addDays(firstOfMonth(-3), 2)));
  await payRent(db(), lease, 1_000_000, at(addDays(firstOfMonth(-2), 4)));
  await payRent(db(), lease, 400_000, at(addDays(firstOfMonth(-1), 9)));
  const [keyCharge] = await postCharges(db(), [
    {
      leaseId: lease.id,
      propertyId: lease.propertyId,
      kind: "one_off",
      sourceKey: sourceKey.oneOff("key-1"),
      period: null,
      description: '=HYPERLINK("http://evil") replaced key',
      amount: 50_000,
      currency: "UGX",
      dueDate: addDays(firstOfMonth(-1), 3),
    },
  ]);
  await db().transaction((tx) =>
    voidCharge(tx, {
      leaseId: lease.id,
      chargeId: keyCharge!.id,
      voidedBy: lease.landlordId,
      reason: "Charged twice",
    }),
  );
  return lease;
}

const url = (lease: RentLease | string, from: string, to: string, ext = "") =>
  `/api/tenancy/statement${ext}?leaseId=${typeof lease === "string" ? lease : lease.id}&from=${from}&to=${to}`;

describe("GET /api/tenancy/statement", () => {
  it("opening balance, each charge and payment with the running balance, closing balance", async () => {
    const lease = await fixture();
    const tenant = await clientFor(t, lease.tenantId);
    const res = await tenant.get(url(lease, firstOfMonth(-2), today));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body =
      res.body as unknown as import("../../../../common/schemas/account-statement").AccountStatementView;
    // Before the period: deposit 500,000 + rent 1,000,000 - paid 1,500,000.
    expect(body.openingBalance).toBe(0);
    expect(
      body.lines.map((l) => [l.date, l.type, l.group, l.description, l.charged, l.paid, l.balance]),
    ).toEqual([
      [firstOfMonth(-2), "charge", "rent", expect.stringMatching(/^Rent for /), 1_000_000, 0, 1_000_000],
      [addDays(firstOfMonth(-2), 4), "payment", null, "Payment: Mobile money", 0, 1_000_000, 0],
      [firstOfMonth(-1), "charge", "rent", expect.stringMatching(/^Rent for /), 1_000_000, 0, 1_000_000],
      [
        addDays(firstOfMonth(-1), 3),
        "charge",
        "other",
        '=HYPERLINK("http://evil") replaced key',
        50_000,
        0,
        1_050_000,
      ],
      [addDays(firstOfMonth(-1), 9), "payment", null, "Payment: Mobile money", 0, 400_000, 650_000],
      [firstOfMonth(0), "charge", "rent", expect.stringMatching(/^Rent for /), 1_000_000, 0, 1_650_000],
      [today, "correction", "other", "Corrected: Charged twice", -50_000, 0, 1_600_000],
    ]);
    expect(body.lines[1]!.reference).toMatch(/^Receipt \d+$/);
    expect(body).toMatchObject({ totalCharged: 3_000_000, totalPaid: 1_400_000, closingBalance: 1_600_000 });
    // A period ending today closes on the balance the tenant's summary shows.
    const summary = await tenant.get("/api/rent/summary");
    expect(summary.body.balance).toBe(body.closingBalance);
  });

  it("a voided charge before the period nets out of the opening; its correction shows on the day it was voided", async () => {
    const lease = await fixture();
    const landlord = await clientFor(t, lease.landlordId);
    // Ending before the correction: the charge counts.
    const before = await landlord.get(url(lease, firstOfMonth(-1), addDays(firstOfMonth(0), -1)));
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ openingBalance: 0, closingBalance: 650_000 });
    // Starting after both: neither line, the opening without it.
    if (today > firstOfMonth(0)) {
      const after = await landlord.get(url(lease, today, today));
      expect(after.body).toMatchObject({
        openingBalance: 1_650_000,
        lines: [expect.objectContaining({ type: "correction" })],
      });
    }
    const later = await landlord.get(url(lease, addDays(today, 1), addDays(today, 40)));
    expect(later.body).toMatchObject({ openingBalance: 1_600_000 });
  });

  it("the lease's tenant and its landlord only: anyone else, a neighbour too, gets 404", async () => {
    const lease = await fixture();
    const neighbour = await makeTenant(db());
    const [unit] = await db()
      .insert(units)
      .values({ propertyId: lease.propertyId, unitNumber: "1B", floor: 1, rentAmount: 1_000_000 })
      .returning();
    const neighbourLease = await makeLease(db(), {
      propertyId: lease.propertyId,
      unitId: unit!.id,
      tenantId: neighbour.id,
    });
    const path = url(lease, firstOfMonth(-2), today);
    expect((await (await clientFor(t, lease.landlordId)).get(path)).status).toBe(200);
    for (const userId of [neighbour.id, (await makeTenant(db())).id, (await makeLandlord(db())).id]) {
      const c = await clientFor(t, userId);
      for (const ext of ["", ".pdf", ".csv"]) {
        const res = await c.get(url(lease, firstOfMonth(-2), today, ext));
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: "NOT_FOUND" });
      }
    }
    // The neighbour reads their own.
    const own = await (await clientFor(t, neighbour.id)).get(url(neighbourLease.id, firstOfMonth(-2), today));
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain("HYPERLINK");
    expect((await t.client().get(path)).status).toBe(401);
    const unknown = await (await clientFor(t, lease.tenantId)).get(url(crypto.randomUUID(), today, today));
    expect(unknown.status).toBe(404);
  });

  it("hostile or impossible queries get a clear 400", async () => {
    const lease = await makeRentLease(db(), { startDate: firstOfMonth(-1) });
    const tenant = await clientFor(t, lease.tenantId);
    const base = `/api/tenancy/statement?leaseId=${lease.id}`;
    for (const query of [
      `?leaseId=not-a-uuid&from=${today}&to=${today}`,
      `?from=${today}&to=${today}`,
      `${base.slice(base.indexOf("?"))}&from=${today}`,
      `${base.slice(base.indexOf("?"))}&from=${today}&to=${addDays(today, -1)}`,
      `${base.slice(base.indexOf("?"))}&from=2020-01-01&to=2025-01-01`,
      `${base.slice(base.indexOf("?"))}&from=0001-01-01&to=${today}`,
      `${base.slice(base.indexOf("?"))}&from=${today}&to=9999-12-31`,
      `${base.slice(base.indexOf("?"))}&from=2026-02-30&to=${today}`,
      `${base.slice(base.indexOf("?"))}&from=${today}%00&to=${today}`,
      `${base.slice(base.indexOf("?"))}&from=${"9".repeat(1_000_000)}&to=${today}`,
      `${base.slice(base.indexOf("?"))}&from[]=${today}&to=${today}`,
    ]) {
      const res = await tenant.get(`/api/tenancy/statement${query}`);
      expect(res.status, query.slice(0, 120)).toBe(400);
      expect(res.body.error, query.slice(0, 120)).toEqual(expect.any(String));
    }
    const tooLong = await tenant.get(`${base}&from=2021-01-01&to=2026-01-01`);
    expect(tooLong.body).toMatchObject({ fields: { to: "A statement covers at most 5 years." } });
    const backwards = await tenant.get(`${base}&from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.body).toMatchObject({
      fields: { to: "The end of the period must be on or after its start." },
    });
    // Five years less a day is allowed.
    expect((await tenant.get(`${base}&from=2021-01-02&to=2026-01-01`)).status).toBe(200);
  });
});

describe("the statement as files", () => {
  it("a PDF that opens, with the lines and balances", async () => {
    const lease = await fixture();
    const tenant = await clientFor(t, lease.tenantId);
    const res = await tenant.get(url(lease, firstOfMonth(-2), today, ".pdf"));
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toBe("application/pdf");
    expect(res.res.headers["content-disposition"]).toBe(
      `attachment; filename="statement-1a-${firstOfMonth(-2)}-${today}.pdf"`,
    );
    const doc = await PDFDocument.load(res.res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const text = pdfText(res.res.rawPayload).replace(/\s+/g, " ");
    for (const words of [
      "Statement of account",
      "Opening balance",
      "Corrected: Charged twice",
      "1,600,000",
      "Closing balance",
    ])
      expect(text).toContain(words);
  });

  it("CSV: BOM, CRLF, headers in the reader's language, formulas escaped", async () => {
    const lease = await fixture();
    const tenant = await clientFor(t, lease.tenantId);
    const res = await tenant.request("GET", url(lease, firstOfMonth(-2), today, ".csv"), undefined, {
      "accept-language": "sw",
    });
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const raw = res.res.rawPayload.toString("utf8");
    expect(raw.startsWith("\uFEFF")).toBe(true);
    const rows = raw.slice(1).split("\r\n");
    expect(rows[0]).toBe("Tarehe,Aina,Maelezo,Kumbukumbu,Gharama,Malipo,Salio,Sarafu");
    expect(rows[1]).toBe(`${firstOfMonth(-2)},,Salio la mwanzo,,,,0,UGX`);
    expect(raw).toContain(`"'=HYPERLINK(""http://evil"") replaced key"`);
    expect(raw).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(rows.at(-2)).toBe(`${today},,Salio la mwisho,,3000000,1400000,1600000,UGX`);
    expect(rows.at(-1)).toBe("");
  });
});
