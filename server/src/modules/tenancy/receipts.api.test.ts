import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocations, charges, leases, receiptCounters, receipts } from "../../db/schema";
import { clientFor, makeLandlord, makeTenant } from "../../test/lease-factories";
import { pdfText } from "../../test/pdf-text";
import { insertPayment, makeRentLease, monthsFromToday, payRent } from "../../test/rent-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { generateRentCharges } from "../rent/charges";
import { postLeaseDeposits } from "./lease-deposit";
import { issueReceipt, receiptData, receiptPdf } from "./service/receipts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const issue = (paymentId: string) => t.database.db.transaction((tx) => issueReceipt(tx, paymentId));

describe("receipt numbers", () => {
  it("are unique and gap-free per landlord when issued at the same time", async () => {
    const landlord = await makeLandlord(t.database.db);
    const a = await makeRentLease(t.database.db, { startDate: "2026-01-01", landlordId: landlord.id });
    const b = await makeRentLease(t.database.db, { startDate: "2026-01-01", landlordId: landlord.id });
    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) => insertPayment(t.database.db, i % 2 ? a : b, { amount: 100_000 })),
    );
    const issued = await Promise.all(paid.map((p) => issue(p.id)));
    expect(issued.map((r) => r.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [counter] = await t.database.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.landlordId, landlord.id));
    expect(counter!.lastNumber).toBe(10);

    // Another landlord counts from 1.
    const other = await makeRentLease(t.database.db, { startDate: "2026-01-01" });
    expect((await payRent(t.database.db, other, 50_000)).receipt.number).toBe(1);
  });

  it("are issued once per payment, even when asked again or at once", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: "2026-01-01" });
    const { payment, receipt } = await payRent(t.database.db, lease, 300_000);
    expect(receipt.number).toBe(1);
    const again = await Promise.all([issue(payment.id), issue(payment.id), issue(payment.id)]);
    expect(again.map((r) => r.id)).toEqual([receipt.id, receipt.id, receipt.id]);
    expect(
      await t.database.db.select().from(receipts).where(eq(receipts.paymentId, payment.id)),
    ).toHaveLength(1);
    // No number was used up by the repeats.
    expect((await payRent(t.database.db, lease, 300_000)).receipt.number).toBe(2);
  });

  it("only for succeeded payments", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: "2026-01-01" });
    const pending = await insertPayment(t.database.db, lease, { amount: 300_000, status: "pending" });
    await expect(issue(pending.id)).rejects.toThrow(/pending/);
    expect(await receiptData(t.database.db, pending.id)).toBeNull();
  });
});

describe("the receipt PDF", () => {
  it("is a one-page PDF with the number, the periods covered and the amount in words", async () => {
    const landlord = await makeLandlord(t.database.db, { firstName: "Robert", lastName: "Ssentongo" });
    const tenant = await makeTenant(t.database.db, { firstName: "Sarah", lastName: "Namukasa" });
    const lease = await makeRentLease(t.database.db, {
      startDate: "2026-08-01",
      monthlyRent: 1_000_000,
      landlordId: landlord.id,
      tenantId: tenant.id,
    });
    await generateRentCharges(t.database.db, { leaseId: lease.id, today: "2026-10-05" });
    const { payment, receipt } = await payRent(
      t.database.db,
      lease,
      2_500_000,
      new Date("2026-10-05T07:30:00Z"),
    );

    const data = (await receiptData(t.database.db, payment.id))!;
    expect(data).toMatchObject({
      number: receipt.number,
      date: "2026-10-05",
      time: "10:30",
      amount: 2_500_000,
      currency: "UGX",
      tenantName: "Sarah Namukasa",
      unitNumber: "1A",
      landlordName: "Robert Ssentongo",
      credit: 0,
    });
    expect(data.chargesPaid.map((p) => [p.description, p.amount])).toEqual([
      ["Rent for September 2026", 1_000_000],
      ["Rent for October 2026", 1_000_000],
      ["Rent for November 2026", 500_000],
    ]);

    const { number, pdf } = await receiptPdf(t.database.db, payment.id);
    expect(number).toBe(receipt.number);
    expect(Buffer.from(pdf.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Receipt ${receipt.number}`);
    expect(doc.getSubject()).toContain("Sarah Namukasa");
  });
});

describe("what a receipt says the payment paid", () => {
  it("one line per charge, its allocations added up, described in the reader's language", async () => {
    const db = t.database.db;
    const lease = await makeRentLease(db, { startDate: "2026-08-01", monthlyRent: 1_000_000 });
    await db.update(leases).set({ deposit: 400_000 }).where(eq(leases.id, lease.id));
    await postLeaseDeposits(db, [lease.id]);
    await generateRentCharges(db, { leaseId: lease.id, today: "2026-09-05" });
    const rows = await db
      .select({ id: charges.id, kind: charges.kind })
      .from(charges)
      .where(eq(charges.leaseId, lease.id));
    const deposit = rows.find((c) => c.kind === "deposit")!;
    const rent = await db
      .select({ id: charges.id })
      .from(charges)
      .where(and(eq(charges.leaseId, lease.id), eq(charges.dueDate, "2026-09-01")));
    // Two allocations of one payment to the September rent (a credit allocated later), one to the deposit.
    const payment = await insertPayment(db, lease, {
      amount: 1_000_000,
      settledAt: new Date("2026-09-02T08:00:00Z"),
    });
    await db.insert(allocations).values([
      { paymentId: payment.id, chargeId: deposit.id, amount: 400_000 },
      { paymentId: payment.id, chargeId: rent[0]!.id, amount: 250_000 },
      { paymentId: payment.id, chargeId: rent[0]!.id, amount: 350_000 },
    ]);
    await issue(payment.id);
    const data = (await receiptData(db, payment.id))!;
    expect(data.chargesPaid.map((c) => [c.kind, c.dueDate, c.amount])).toEqual([
      ["deposit", "2026-08-01", 400_000],
      ["rent", "2026-09-01", 600_000],
    ]);
    expect(data.credit).toBe(0);

    const tenant = await clientFor(t, lease.tenantId);
    const res = await tenant.request("GET", `/api/payments/${payment.id}/receipt.pdf`, undefined, {
      "accept-language": "sw",
    });
    expect(res.status).toBe(200);
    // Lines wrap where the column ends.
    const text = pdfText(res.res.rawPayload).replace(/\s+/g, " ");
    expect(text).toContain("Amana ya usalama (tarehe ya kulipa");
    expect(text).toContain("UGX 400,000");
    expect(text).toContain("Kodi ya Septemba 2026");
    expect(text).toContain("UGX 600,000");
    expect(text).not.toContain("UGX 250,000");
  });
});

describe("GET /api/payments/{id}/receipt.pdf", () => {
  it("the tenant who paid and the property's landlord get it; others get 404", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: monthsFromToday(-2), generate: true });
    const { payment, receipt } = await payRent(t.database.db, lease, 1_000_000);
    const url = `/api/payments/${payment.id}/receipt.pdf`;

    const tenant = await clientFor(t, lease.tenantId);
    const own = await tenant.get(url);
    expect(own.status).toBe(200);
    expect(own.res.headers["content-type"]).toBe("application/pdf");
    expect(own.res.headers["content-disposition"]).toBe(
      `attachment; filename="receipt-${receipt.number}.pdf"`,
    );
    expect(own.res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const landlord = await clientFor(t, lease.landlordId);
    expect((await landlord.get(url)).status).toBe(200);

    const otherTenant = await clientFor(t, (await makeTenant(t.database.db)).id);
    const otherLandlord = await clientFor(t, (await makeLandlord(t.database.db)).id);
    for (const c of [otherTenant, otherLandlord]) {
      const res = await c.get(url);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "RECEIPT_NOT_FOUND" });
    }
    expect((await t.client().get(url)).status).toBe(401);
    expect((await tenant.get("/api/payments/not-a-uuid/receipt.pdf")).status).toBe(400);
    expect((await tenant.get(`/api/payments/${crypto.randomUUID()}/receipt.pdf`)).status).toBe(404);
  });

  it("has no receipt for a payment that has not succeeded", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: monthsFromToday(-2), generate: true });
    const pending = await insertPayment(t.database.db, lease, { amount: 1_000_000, status: "pending" });
    const tenant = await clientFor(t, lease.tenantId);
    expect((await tenant.get(`/api/payments/${pending.id}/receipt.pdf`)).status).toBe(404);
  });
});
