import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { maintenanceRequests, maintenanceStatusHistory } from "../../db/schema";
import { clientFor, makeLandlord } from "../../test/lease-factories";
import { pdfText } from "../../test/pdf-text";
import { firstOfMonth, makeRentLease, payRent } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { monthRange } from "./service/statement";

const t = sharedTestApp();

const month = (offset: number) => firstOfMonth(offset).slice(0, 7);
const kampala = (day: string, time = "12:00") => new Date(`${day}T${time}:00+03:00`);

/**
 * A lease from three months ago at 1,000,000 a month (its first rent due a month after the start, on the 1st), a
 * payment of 600,000 in the middle of two months ago (towards that month's charge), a maintenance request opened
 * and completed two months ago.
 */
async function fixture() {
  const db = t.database.db;
  const landlord = await makeLandlord(db, { firstName: "Moses" });
  const lease = await makeRentLease(db, {
    startDate: firstOfMonth(-3),
    landlordId: landlord.id,
    monthlyRent: 1_000_000,
    generate: true,
  });
  const twoAgo = firstOfMonth(-2);
  await payRent(db, lease, 600_000, kampala(`${twoAgo.slice(0, 7)}-15`));
  const [request] = await db
    .insert(maintenanceRequests)
    .values({
      propertyId: lease.propertyId,
      unitId: lease.unitId,
      tenantId: lease.tenantId,
      title: "Leaking tap",
      description: "Kitchen",
      status: "completed",
      createdAt: kampala(`${twoAgo.slice(0, 7)}-03`),
    })
    .returning();
  await db.insert(maintenanceStatusHistory).values({
    requestId: request!.id,
    fromStatus: "in_progress",
    toStatus: "completed",
    createdAt: kampala(`${twoAgo.slice(0, 7)}-20`),
  });
  const other = await makeLandlord(db, { firstName: "Other" });
  return { lease, landlord: await clientFor(t, landlord.id), other: await clientFor(t, other.id) };
}

describe("the monthly statement", () => {
  it("adds up a known month: due, received, unpaid, arrears, fees, occupancy, maintenance", async () => {
    const { lease, landlord } = await fixture();
    const res = await landlord.get(
      `/api/landlord/properties/${lease.propertyId}/statement?month=${month(-2)}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      month: month(-2),
      totals: [
        {
          currency: "UGX",
          expected: 1_000_000,
          collected: 600_000,
          outstanding: 400_000,
          platformFees: 9_000,
        },
      ],
      arrears: [{ unitNumber: "1A", currency: "UGX", amount: 400_000 }],
      occupancy: { units: 1, occupied: 1 },
      maintenance: { opened: 1, closed: 1 },
    });
    // The next month: nothing received; its rent and the earlier 400,000 owed at its end.
    const next = await landlord.get(
      `/api/landlord/properties/${lease.propertyId}/statement?month=${month(-1)}`,
    );
    expect(next.body).toMatchObject({
      totals: [{ expected: 1_000_000, collected: 0, outstanding: 1_000_000, platformFees: 0 }],
      arrears: [{ amount: 1_400_000 }],
      maintenance: { opened: 0, closed: 0 },
    });
  });

  it("downloads as a PDF that opens and as CSV with the same figures", async () => {
    const { lease, landlord } = await fixture();
    const base = `/api/landlord/properties/${lease.propertyId}`;
    const pdf = await landlord.get(`${base}/statement.pdf?month=${month(-2)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers["content-type"]).toBe("application/pdf");
    expect(pdf.res.headers["content-disposition"]).toMatch(
      /^attachment; filename="statement-.+-\d{4}-\d{2}\.pdf"$/,
    );
    const doc = await PDFDocument.load(pdf.res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toContain("Monthly statement");
    const csv = await landlord.get(`${base}/statement.csv?month=${month(-2)}`);
    expect(csv.res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.res.payload.trim().split("\r\n");
    expect(lines[0]).toBe('"Section","Item","Currency","Value"');
    expect(lines).toContain('"Rent and payments","Received in the month","UGX","600000"');
    expect(lines).toContain('"Maintenance","Requests completed","","1"');
  });

  it("breaks down what was received by method: mobile money and cash", async () => {
    const { lease, landlord } = await fixture();
    // Cash taken by the caretaker two months ago, recorded now: it counts on the day it was paid.
    const recorded = await landlord.post(
      "/api/landlord/payments/direct",
      {
        leaseId: lease.id,
        amount: 250_000,
        method: "cash",
        paidOn: `${month(-2)}-20`,
        receivedBy: "Caretaker Okello",
      },
      { "idempotency-key": `statement-${crypto.randomUUID()}` },
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const base = `/api/landlord/properties/${lease.propertyId}`;
    const res = await landlord.get(`${base}/statement?month=${month(-2)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totals).toEqual([
      {
        currency: "UGX",
        expected: 1_000_000,
        collected: 850_000,
        collectedByMethod: [
          { method: "mobile_money", amount: 600_000 },
          { method: "cash", amount: 250_000 },
        ],
        outstanding: 150_000,
        platformFees: 9_000,
      },
    ]);
    // A month with nothing received has no breakdown.
    const next = await landlord.get(`${base}/statement?month=${month(-1)}`);
    expect(next.body.totals).toMatchObject([{ collected: 0, collectedByMethod: [] }]);

    const csv = await landlord.get(`${base}/statement.csv?month=${month(-2)}`);
    const lines = csv.res.payload.trim().split("\r\n");
    const received = lines.indexOf('"Rent and payments","Received in the month","UGX","850000"');
    expect(received).toBeGreaterThan(0);
    expect(lines.slice(received + 1, received + 3)).toEqual([
      '"Rent and payments","Received in the month: Mobile money","UGX","600000"',
      '"Rent and payments","Received in the month: Cash","UGX","250000"',
    ]);
    const luganda = await landlord.request("GET", `${base}/statement.csv?month=${month(-2)}`, undefined, {
      "accept-language": "lg",
    });
    expect(luganda.res.payload).toContain('"Ebyasasulwa mu mwezi: Ssente enkalu","UGX","250000"');

    const pdf = await landlord.get(`${base}/statement.pdf?month=${month(-2)}`);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.res.rawPayload)).toContain(
      ["Received in the month", "UGX 850,000", "Mobile money", "UGX 600,000", "Cash", "UGX 250,000"].join(
        "\n",
      ),
    );
  });

  it("only for a month that has ended, of one's own property", async () => {
    const { lease, landlord, other } = await fixture();
    const base = `/api/landlord/properties/${lease.propertyId}/statement`;
    for (const q of [
      `month=${month(0)}`,
      `month=${month(3)}`,
      "month=2026-13",
      "month=26-10",
      "",
      `month=${"9".repeat(500)}`,
    ]) {
      const res = await landlord.get(`${base}?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
    expect((await other.get(`${base}?month=${month(-2)}`)).status).toBe(404);
    expect((await other.get(`${base}.pdf?month=${month(-2)}`)).status).toBe(404);
    expect((await landlord.get(`/api/landlord/properties/999999/statement?month=${month(-2)}`)).status).toBe(
      404,
    );
    const tenant = await clientFor(t, lease.tenantId);
    expect((await tenant.get(`${base}?month=${month(-2)}`)).status).toBe(403);
  });

  it("takes Kampala's month boundaries", () => {
    const m = monthRange("2026-10", "2026-11-26");
    expect(m).toMatchObject({ from: "2026-10-01", to: "2026-11-01" });
    expect(m.start.toISOString()).toBe("2026-09-30T21:00:00.000Z");
    expect(() => monthRange("2026-11", "2026-11-26")).toThrow();
    expect(() => monthRange("2015-01", "2026-11-26")).toThrow();
  });
});
