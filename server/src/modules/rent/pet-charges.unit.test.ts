import { describe, expect, it } from "vitest";
import { type ChargeablePet, petOneOffCharges, petRentCharges, toWholeUgx } from "./pet-charges";

const lease = { id: "lease-1", propertyId: 7, currency: "UGX" as const };
const pet: ChargeablePet = {
  id: "pet-1",
  name: "Rex",
  registrationFee: 50_000,
  monthlyPetRent: 25_000,
  securityDeposit: 100_000,
  approvedOn: "2026-11-23",
};

describe("pet charges", () => {
  it("fee and deposit once, due on the approval day; nothing for a zero or missing fee", () => {
    expect(petOneOffCharges(pet, lease).map((c) => [c.kind, c.amount, c.dueDate, c.period])).toEqual([
      ["fee", 50_000, "2026-11-23", null],
      ["deposit", 100_000, "2026-11-23", null],
    ]);
    expect(petOneOffCharges({ ...pet, registrationFee: 0, securityDeposit: null }, lease)).toEqual([]);
  });
  it("pet rent only with the periods due after the approval day", () => {
    const periods = [
      { period: "2026-11", dueDate: "2026-11-01" },
      { period: "2026-11", dueDate: "2026-11-23" },
      { period: "2026-12", dueDate: "2026-12-01" },
    ];
    expect(petRentCharges(pet, lease, periods).map((c) => [c.period, c.amount])).toEqual([
      ["2026-12", 25_000],
    ]);
    expect(petRentCharges({ ...pet, monthlyPetRent: null }, lease, periods)).toEqual([]);
  });
  it("rounds the spec's decimals to whole UGX", () => {
    expect(toWholeUgx(50_000.4)).toBe(50_000);
    expect(toWholeUgx(24_999.5)).toBe(25_000);
    expect(toWholeUgx(null)).toBeNull();
  });
});
