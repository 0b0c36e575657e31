import { describe, expect, it } from "vitest";
import { clientFor } from "../../test/lease-factories";
import { knownYear } from "../../test/report-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

/** Each figure below is worked out by hand from the ledger rows of `knownYear` (server/src/test/report-factories.ts). */
const YEAR = "from=2025-01&to=2025-12";
const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);
const zeroLines = { rent: 0, pets: 0, recurring: 0, utility: 0, other: 0, unapplied: 0 };
const zeroSpent = {
  repairs: 0,
  utilities: 0,
  wages: 0,
  security: 0,
  cleaning: 0,
  insurance: 0,
  taxes_fees: 0,
  other: 0,
};

async function world() {
  const w = await knownYear(t.database.db);
  return { ...w, c: await clientFor(t, w.landlord.id) };
}

describe("the income statement", () => {
  it("counts every month's collections by what they paid, expenses by category, and net", async () => {
    const { c } = await world();
    const res = await c.get(`/api/landlord/reports/income?${YEAR}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Collected by line per month (payments by the Kampala day they were settled; deposits left out).
    const lines: Record<string, Partial<typeof zeroLines>> = {
      "2025-01": { rent: 1_000_000 },
      "2025-02": { rent: 1_000_000 },
      "2025-03": { rent: 2_000_000, recurring: 100_000 },
      "2025-04": { rent: 500_000 },
      "2025-05": { rent: 1_500_000 },
      "2025-06": { rent: 500_000 },
      "2025-07": { rent: 500_000, pets: 20_000 },
      "2025-08": { rent: 1_200_000 },
      "2025-09": { rent: 1_200_000, utility: 80_000 },
      "2025-12": { rent: 3_700_000, other: 50_000, unapplied: 1_350_000 },
    };
    const spent: Record<string, Partial<typeof zeroSpent>> = {
      "2025-02": { repairs: 300_000 },
      "2025-03": { wages: 200_000 },
      "2025-07": { repairs: 450_000 },
      "2025-11": { repairs: 100_000 },
      "2025-12": { security: 150_000 },
    };
    const collected = [
      1_000_000, 1_000_000, 2_100_000, 500_000, 1_500_000, 500_000, 520_000, 1_200_000, 1_280_000, 0, 0,
      5_100_000,
    ];
    const spentTotals = [0, 300_000, 200_000, 0, 0, 0, 450_000, 0, 0, 0, 100_000, 150_000];
    const net = [
      1_000_000, 700_000, 1_900_000, 500_000, 1_500_000, 500_000, 70_000, 1_200_000, 1_280_000, 0, -100_000,
      4_950_000,
    ];
    expect(res.body.periods).toEqual(
      months.map((m, i) => ({
        key: m,
        from: `${m}-01`,
        to: expect.stringMatching(new RegExp(`^${m}-(28|30|31)$`)),
        income: { ...zeroLines, ...lines[m] },
        collected: collected[i],
        expenses: { ...zeroSpent, ...spent[m] },
        spent: spentTotals[i],
        net: net[i],
      })),
    );
    expect(res.body.total).toEqual({
      key: "total",
      from: "2025-01-01",
      to: "2025-12-31",
      income: {
        rent: 13_100_000,
        pets: 20_000,
        recurring: 100_000,
        utility: 80_000,
        other: 50_000,
        unapplied: 1_350_000,
      },
      collected: 14_700_000,
      expenses: { ...zeroSpent, repairs: 850_000, wages: 200_000, security: 150_000 },
      spent: 1_200_000,
      net: 13_500_000,
    });
    expect(res.body.scope).toMatchObject({
      propertyId: null,
      propertyName: null,
      landlordName: "Grace Achieng",
    });
  });

  it("by year is the same sums in one period; one property counts only its own rows", async () => {
    const { c, b } = await world();
    const year = await c.get(`/api/landlord/reports/income?${YEAR}&period=year`);
    expect(year.status).toBe(200);
    expect(year.body.periods).toHaveLength(1);
    expect((year.body.periods as unknown[])[0]).toMatchObject({
      key: "2025",
      from: "2025-01-01",
      to: "2025-12-31",
      collected: 14_700_000,
      spent: 1_200_000,
      net: 13_500_000,
    });
    const one = await c.get(`/api/landlord/reports/income?${YEAR}&period=year&propertyId=${b.property.id}`);
    expect(one.status).toBe(200);
    expect(one.body.scope).toMatchObject({ propertyId: b.property.id, propertyName: b.property.name });
    expect(one.body.total).toMatchObject({
      income: { ...zeroLines, rent: 2_600_000, recurring: 100_000, pets: 20_000 },
      collected: 2_720_000,
      expenses: { ...zeroSpent, wages: 200_000, repairs: 100_000 },
      spent: 300_000,
      net: 2_420_000,
    });
  });
});

describe("the collection rate", () => {
  it("divides what was collected in each month by the income charges due in it", async () => {
    const { c, b } = await world();
    const res = await c.get(`/api/landlord/reports/collection?${YEAR}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const due = [
      1_000_000, 1_000_000, 1_600_000, 1_500_000, 1_500_000, 1_500_000, 520_000, 1_700_000, 1_880_000,
      1_750_000, 1_700_000, 1_700_000,
    ];
    const collected = [
      1_000_000, 1_000_000, 2_100_000, 500_000, 1_500_000, 500_000, 520_000, 1_200_000, 1_280_000, 0, 0,
      5_100_000,
    ];
    const rate = [10_000, 10_000, 13_125, 3_333, 10_000, 3_333, 10_000, 7_059, 6_809, 0, 0, 30_000];
    expect(
      (res.body.periods as { key: string; due: number; collected: number; rateBps: number }[]).map(
        (p: { key: string; due: number; collected: number; rateBps: number }) => [
          p.key,
          p.due,
          p.collected,
          p.rateBps,
        ],
      ),
    ).toEqual(months.map((m, i) => [m, due[i], collected[i], rate[i]]));
    expect(res.body.total).toMatchObject({ due: 17_350_000, collected: 14_700_000, rateBps: 8_473 });
    const one = await c.get(
      `/api/landlord/reports/collection?${YEAR}&period=year&propertyId=${b.property.id}`,
    );
    expect(one.body.total).toMatchObject({ due: 5_220_000, collected: 2_720_000, rateBps: 5_211 });
    // Months before any charge: nothing due, no rate.
    const early = await c.get("/api/landlord/reports/collection?from=2024-01&to=2024-02");
    expect(early.body.periods).toMatchObject([
      { due: 0, collected: 0, rateBps: null },
      { due: 0, collected: 0, rateBps: null },
    ]);
  });
});

describe("the arrears ageing", () => {
  it("ages what was open at the end of the day by days past due, per tenant, largest first", async () => {
    const { c, a, b } = await world();
    const res = await c.get("/api/landlord/reports/arrears?asOf=2025-12-31");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.buckets).toEqual({
      days0to30: 500_000,
      days31to60: 500_000,
      days61to90: 0,
      over90: 3_000_000,
    });
    expect(res.body.total).toBe(4_000_000);
    expect(res.body.tenantCount).toBe(2);
    expect(res.body.tenants).toEqual([
      {
        leaseId: expect.any(String),
        tenantName: "Cissy Namubiru",
        propertyName: b.property.name,
        unitNumber: "B1",
        buckets: { days0to30: 500_000, days31to60: 500_000, days61to90: 0, over90: 1_500_000 },
        total: 2_500_000,
      },
      {
        leaseId: expect.any(String),
        tenantName: "Ann Nakato",
        propertyName: a.property.name,
        unitNumber: "1A",
        buckets: { days0to30: 0, days31to60: 0, days61to90: 0, over90: 1_500_000 },
        total: 1_500_000,
      },
    ]);
    // A day earlier the payment of 31 December 23:30 had not come in, and October's rent was 90 days late, not 91.
    const before = await c.get("/api/landlord/reports/arrears?asOf=2025-12-30");
    expect(before.body.buckets).toEqual({
      days0to30: 500_000,
      days31to60: 500_000,
      days61to90: 500_000,
      over90: 2_600_000,
    });
    expect(before.body.total).toBe(4_100_000);
    // Mid-June: Ann's May rent half paid (45 days), June's unpaid (14 days); Cissy up to date.
    const june = await c.get(`/api/landlord/reports/arrears?asOf=2025-06-15&propertyId=${a.property.id}`);
    expect(june.body).toMatchObject({
      buckets: { days0to30: 1_000_000, days31to60: 500_000, days61to90: 0, over90: 0 },
      total: 1_500_000,
      tenantCount: 1,
    });
    const page2 = await c.get("/api/landlord/reports/arrears?asOf=2025-12-31&page=2");
    expect(page2.body).toMatchObject({ tenants: [], tenantCount: 2, page: 2, total: 4_000_000 });
  });
});

describe("occupancy", () => {
  it("counts the units leased on each month's last day, of the units there are", async () => {
    const { c } = await world();
    const res = await c.get(`/api/landlord/reports/occupancy?${YEAR}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const occupied = [1, 1, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2];
    expect(
      (res.body.periods as { key: string; units: number; occupied: number; rateBps: number }[]).map(
        (p: { key: string; units: number; occupied: number; rateBps: number }) => [
          p.key,
          p.units,
          p.occupied,
          p.rateBps,
        ],
      ),
    ).toEqual(months.map((m, i) => [m, 3, occupied[i], occupied[i] === 1 ? 3_333 : 6_667]));
    expect((res.body.periods as { day: string }[])[5]!.day).toBe("2025-06-30");
    const year = await c.get(`/api/landlord/reports/occupancy?${YEAR}&period=year`);
    expect(year.body.periods).toEqual([
      {
        key: "2025",
        from: "2025-01-01",
        to: "2025-12-31",
        day: "2025-12-31",
        units: 3,
        occupied: 2,
        rateBps: 6_667,
      },
    ]);
  });
});

describe("maintenance cost per unit", () => {
  it("adds each unit's request costs and other repairs, property-wide repairs apart", async () => {
    const { c, a } = await world();
    const res = await c.get(`/api/landlord/reports/maintenance?${YEAR}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      units: [
        {
          unitId: a.units[0]!.id,
          propertyName: a.property.name,
          unitNumber: "1A",
          requests: 450_000,
          repairs: 300_000,
          total: 750_000,
        },
      ],
      unitsWithCosts: 1,
      propertyWide: 100_000,
      total: { requests: 450_000, repairs: 400_000, total: 850_000 },
      unitCount: 3,
      perUnit: 283_333,
    });
  });
});

describe("downloads", () => {
  it("gives each report as CSV with the same figures, and as a PDF", async () => {
    const { c } = await world();
    const csv = await c.get(`/api/landlord/reports/collection/csv?${YEAR}`);
    expect(csv.status).toBe(200);
    expect(csv.res.headers["content-type"]).toContain("text/csv");
    expect(csv.res.headers["content-disposition"]).toContain("report-collection-2025-01-01-2025-12-31.csv");
    const lines = csv.res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Period,Due,Collected,Collection rate (%)");
    expect(lines[3]).toBe("March 2025,1600000,2100000,131.3");
    expect(lines.at(-1)).toBe("Total,17350000,14700000,84.7");
    const arrears = await c.get("/api/landlord/reports/arrears/csv?asOf=2025-12-31");
    expect(arrears.res.body).toContain("Cissy Namubiru,");
    for (const report of ["income", "collection", "arrears", "occupancy", "maintenance"]) {
      const pdf = await c.get(`/api/landlord/reports/${report}/pdf?${YEAR}`);
      expect(pdf.status, report).toBe(200);
      expect(pdf.res.headers["content-type"]).toBe("application/pdf");
      expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });
});

describe("who may read them", () => {
  it("shows another landlord none of it: their property is a 404, and all of theirs counts nothing of ours", async () => {
    const { a, other, otherProperty, c } = await world();
    const o = await clientFor(t, other.id);
    for (const report of ["income", "collection", "occupancy", "maintenance"]) {
      const res = await o.get(`/api/landlord/reports/${report}?${YEAR}&propertyId=${a.property.id}`);
      expect(res.status, report).toBe(404);
    }
    expect((await o.get(`/api/landlord/reports/arrears?propertyId=${a.property.id}`)).status).toBe(404);
    expect((await o.get(`/api/landlord/reports/income/pdf?propertyId=${a.property.id}`)).status).toBe(404);
    expect((await c.get(`/api/landlord/reports/income/csv?propertyId=${otherProperty.id}`)).status).toBe(404);
    const theirs = await o.get(`/api/landlord/reports/income?${YEAR}&period=year`);
    expect(theirs.body.total).toMatchObject({ collected: 4_000_000, spent: 7_000_000 });
  });

  it("refuses a tenant (403) and a visitor (401)", async () => {
    const { tenant } = await world();
    const c = await clientFor(t, tenant.id);
    expect((await c.get("/api/landlord/reports/income")).status).toBe(403);
    expect((await c.get("/api/landlord/reports/arrears/csv")).status).toBe(403);
    expect((await t.client().get("/api/landlord/reports/income")).status).toBe(401);
  });

  it("answers hostile queries with a 400 that names the field", async () => {
    const { c } = await world();
    const bad = [
      "income?from=2025-13",
      "income?from=2025-1",
      "income?period=week",
      "income?propertyId=-1",
      "income?propertyId=abc",
      "income?propertyId=99999999999",
      "income?from=2025-06&to=2025-01",
      "income?from=2020-01&to=2025-12",
      "income?from=2030-01",
      "income?from=1900-01",
      `income?from=${"9".repeat(100_000)}`,
      "income?from=2025-01%00",
      "arrears?asOf=2025-02-30",
      "arrears?asOf=2999-01-01",
      "arrears?page=0",
      "arrears?page=1e9",
      "nothing/pdf",
      "collection/csv?to=2025-13",
    ];
    for (const q of bad) {
      const res = await c.get(`/api/landlord/reports/${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toEqual(expect.any(String));
    }
  });
});
