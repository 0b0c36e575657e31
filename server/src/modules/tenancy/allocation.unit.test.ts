import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHARGE_KINDS, type ChargeKind } from "../../../../common/tenancy";
import { allocate, byAge, computeStanding, type LedgerCharge, type OpenCharge } from "./allocation";

const charge = (
  id: string,
  dueDate: string,
  open: number,
  createdAt = 0,
  kind: ChargeKind = "rent",
): OpenCharge => ({ id, dueDate, kind, open, createdAt });

describe("allocate", () => {
  const sep = charge("sep", "2026-09-01", 1_500_000);
  const oct = charge("oct", "2026-10-01", 1_500_000);
  const nov = charge("nov", "2026-11-01", 1_500_000);

  it("pays part of the oldest charge", () => {
    expect(allocate([nov, sep, oct], 600_000)).toEqual({
      allocations: [{ chargeId: "sep", amount: 600_000 }],
      remainder: 0,
    });
  });

  it("covers several periods oldest first and splits the last", () => {
    expect(allocate([nov, oct, sep], 3_200_000)).toEqual({
      allocations: [
        { chargeId: "sep", amount: 1_500_000 },
        { chargeId: "oct", amount: 1_500_000 },
        { chargeId: "nov", amount: 200_000 },
      ],
      remainder: 0,
    });
  });

  it("leaves what is over as credit", () => {
    expect(allocate([sep, charge("oct-rest", "2026-10-01", 250_000)], 2_000_000)).toEqual({
      allocations: [
        { chargeId: "sep", amount: 1_500_000 },
        { chargeId: "oct-rest", amount: 250_000 },
      ],
      remainder: 250_000,
    });
    expect(allocate([], 500_000)).toEqual({ allocations: [], remainder: 500_000 });
  });

  it("pays a day's rent before its other charges, and the deposit last, whatever was posted first", () => {
    const deposit = charge("deposit", "2026-09-01", 1_000_000, 1, "deposit");
    const water = charge("water", "2026-09-01", 40_000, 2, "utility");
    const service = charge("service", "2026-09-01", 50_000, 3, "recurring");
    const rent = charge("rent", "2026-09-01", 1_000_000, 4, "rent");
    expect(allocate([deposit, water, service, rent], 1_070_000).allocations).toEqual([
      { chargeId: "rent", amount: 1_000_000 },
      { chargeId: "service", amount: 50_000 },
      { chargeId: "water", amount: 20_000 },
    ]);
    // An older charge of any kind still comes first.
    const olderWater = charge("old-water", "2026-08-20", 30_000, 9, "utility");
    expect(allocate([rent, olderWater], 30_000).allocations).toEqual([
      { chargeId: "old-water", amount: 30_000 },
    ]);
  });

  it("skips charges already paid and orders same-day charges by creation", () => {
    const paid = charge("paid", "2026-08-01", 0);
    const later = charge("fee", "2026-09-01", 50_000, 2);
    const first = charge("rent", "2026-09-01", 100_000, 1);
    expect(allocate([later, paid, first], 120_000).allocations).toEqual([
      { chargeId: "rent", amount: 100_000 },
      { chargeId: "fee", amount: 20_000 },
    ]);
  });

  const charges = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      dueDate: fc
        .date({ min: new Date("2024-01-01"), max: new Date("2028-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      kind: fc.constantFrom(...CHARGE_KINDS),
      createdAt: fc.nat(1000),
      open: fc.integer({ min: 0, max: 5_000_000 }),
    }),
    { selector: (c) => c.id, maxLength: 15 },
  );

  it("never allocates more than the amount or a charge's open amount, and pays oldest first", () => {
    fc.assert(
      fc.property(charges, fc.integer({ min: 0, max: 40_000_000 }), (open, amount) => {
        const { allocations, remainder } = allocate(open, amount);
        const total = allocations.reduce((s, a) => s + a.amount, 0);
        expect(total).toBeLessThanOrEqual(amount);
        expect(total + remainder).toBe(amount);
        const byId = new Map(open.map((c) => [c.id, c]));
        for (const a of allocations) {
          expect(a.amount).toBeGreaterThan(0);
          expect(a.amount).toBeLessThanOrEqual(byId.get(a.chargeId)!.open);
        }
        // Oldest first: every open charge older than one that got money is fully paid.
        const got = new Map(allocations.map((a) => [a.chargeId, a.amount]));
        const sorted = [...open].filter((c) => c.open > 0).sort(byAge);
        const lastPaid = sorted.reduce((last, c, i) => (got.has(c.id) ? i : last), -1);
        for (const c of sorted.slice(0, Math.max(0, lastPaid))) expect(got.get(c.id)).toBe(c.open);
        // Credit is left only when every open charge is paid in full.
        if (remainder > 0) for (const c of sorted) expect(got.get(c.id)).toBe(c.open);
      }),
    );
  });
});

describe("computeStanding", () => {
  const lease = {
    startDate: "2026-08-01",
    endDate: "2027-08-01",
    monthlyRent: 1_000_000,
    currency: "UGX" as const,
  };
  const rent = (dueDate: string, allocated: number): LedgerCharge => ({
    id: dueDate,
    kind: "rent",
    dueDate,
    amount: 1_000_000,
    allocated,
  });
  const today = "2026-11-21";

  it("goes on with the rent schedule after the last rent, not after a yearly charge paid ahead", () => {
    const yearly: LedgerCharge = {
      id: "y",
      kind: "recurring",
      dueDate: "2027-03-01",
      amount: 200_000,
      allocated: 200_000,
    };
    const s = computeStanding(
      lease,
      [rent("2026-09-01", 1_000_000), rent("2026-10-01", 1_000_000), rent("2026-11-01", 1_000_000), yearly],
      3_200_000,
      today,
    );
    expect(s.nextDueDate).toBe("2026-12-01");
  });

  it("is current when everything due is paid, with the next charge's date", () => {
    const s = computeStanding(
      lease,
      [
        rent("2026-09-01", 1_000_000),
        rent("2026-10-01", 1_000_000),
        rent("2026-11-01", 1_000_000),
        rent("2026-12-01", 0),
      ],
      3_000_000,
      today,
    );
    expect(s).toEqual({
      balance: 0,
      nextDueDate: "2026-12-01",
      daysOverdue: 0,
      status: "current",
      monthlyRent: 1_000_000,
      currency: "UGX",
      dueOutstanding: 0,
      maxPayable: 3_000_000,
      openByGroup: [],
      paidInAdvance: 0,
    });
  });

  it("is overdue when a past-due charge has nothing paid", () => {
    const s = computeStanding(
      lease,
      [
        rent("2026-09-01", 1_000_000),
        rent("2026-10-01", 1_000_000),
        rent("2026-11-01", 0),
        rent("2026-12-01", 0),
      ],
      2_000_000,
      today,
    );
    expect(s).toMatchObject({
      status: "overdue",
      balance: 1_000_000,
      dueOutstanding: 1_000_000,
      daysOverdue: 20,
      nextDueDate: "2026-11-01",
      maxPayable: 4_000_000,
    });
  });

  it("is partial when past-due charges are partly paid", () => {
    const s = computeStanding(
      lease,
      [rent("2026-09-01", 1_000_000), rent("2026-10-01", 400_000), rent("2026-11-01", 0)],
      1_400_000,
      "2026-10-20",
    );
    expect(s).toMatchObject({
      status: "partial",
      balance: 600_000,
      daysOverdue: 19,
      nextDueDate: "2026-10-01",
    });
    // A fully unpaid past-due charge next to a partly paid one: overdue wins.
    expect(
      computeStanding(lease, [rent("2026-09-01", 400_000), rent("2026-10-01", 0)], 400_000, "2026-10-20")
        .status,
    ).toBe("overdue");
  });

  it("is not late on the due date itself", () => {
    const s = computeStanding(
      lease,
      [rent("2026-09-01", 1_000_000), rent("2026-10-01", 0)],
      1_000_000,
      "2026-10-01",
    );
    expect(s).toMatchObject({
      status: "current",
      balance: 1_000_000,
      daysOverdue: 0,
      nextDueDate: "2026-10-01",
    });
  });

  it("counts payments ahead as credit and caps advance payment at three months", () => {
    const s = computeStanding(
      lease,
      [
        rent("2026-09-01", 1_000_000),
        rent("2026-10-01", 1_000_000),
        rent("2026-11-01", 1_000_000),
        rent("2026-12-01", 1_000_000),
      ],
      5_500_000,
      today,
    );
    // 2,500,000 ahead: December paid and 1,500,000 of credit waiting for the next charges.
    expect(s).toMatchObject({
      status: "current",
      balance: -2_500_000,
      dueOutstanding: 0,
      nextDueDate: "2027-01-01",
    });
    expect(s.maxPayable).toBe(500_000);
    expect(computeStanding(lease, [rent("2026-09-01", 1_000_000)], 5_000_000, "2026-09-10").maxPayable).toBe(
      0,
    );
  });

  it("before any charge: the first due date is the lease start plus one month", () => {
    const s = computeStanding(lease, [], 0, "2026-08-05");
    expect(s).toMatchObject({
      status: "current",
      balance: 0,
      nextDueDate: "2026-09-01",
      maxPayable: 3_000_000,
    });
    expect(computeStanding({ ...lease, endDate: "2026-09-01" }, [], 0, "2026-08-05").nextDueDate).toBeNull();
  });

  it("gives what is open of the charges due by today by group, and what is paid in advance", () => {
    const charge = (kind: LedgerCharge["kind"], dueDate: string, amount: number, allocated: number) => ({
      id: `${kind}-${dueDate}`,
      kind,
      dueDate,
      amount,
      allocated,
    });
    const s = computeStanding(
      lease,
      [
        charge("deposit", "2026-08-01", 1_000_000, 400_000),
        charge("rent", "2026-09-01", 1_000_000, 0),
        charge("fee", "2026-09-01", 50_000, 0),
        charge("pet_rent", "2026-10-01", 30_000, 30_000),
        charge("utility", "2026-12-01", 80_000, 0),
      ],
      430_000,
      today,
    );
    // Only the groups with something open, in CHARGE_GROUPS' order; the utility charge is not due yet.
    expect(s.openByGroup).toEqual([
      { group: "rent", amount: 1_000_000 },
      { group: "deposit", amount: 600_000 },
      { group: "pets", amount: 50_000 },
    ]);
    expect(s.paidInAdvance).toBe(0);
    const ahead = computeStanding(lease, [rent("2026-09-01", 1_000_000)], 1_500_000, today);
    expect(ahead).toMatchObject({ openByGroup: [], paidInAdvance: 500_000 });
  });
});
