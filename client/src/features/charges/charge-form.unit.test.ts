import { addDays, addMonths } from "@common/kampala-calendar";
import { describe, expect, it } from "vitest";
import { todayInKampala } from "@/lib/format";
import { translateMessage } from "@/lib/i18n";
import { checkChargeForm, checkOneOffForm, newCharge } from "./charge-form";

const today = todayInKampala();
const filled = { ...newCharge(today), name: "Service charge", amount: "50,000" };

describe("the 'Add Charge' form", () => {
  it("sends whole shillings, no units for the whole property, and no end when none is typed", () => {
    expect(checkChargeForm({ ...filled, unitIds: [3] }, 7)).toEqual({
      ok: true,
      body: {
        propertyId: 7,
        name: "Service charge",
        amount: 50_000,
        frequency: "monthly",
        appliesTo: "property",
        unitIds: [],
        firstDueDate: today,
        endDate: null,
      },
    });
  });

  it("says what is wrong under each field", () => {
    const r = checkChargeForm(
      { ...filled, name: " ", amount: "fifty", appliesTo: "units", firstDueDate: addDays(today, -1) },
      7,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(["amount", "firstDueDate", "name", "unitIds"]);
    expect(translateMessage(r.errors.name!)).toBe("Enter the charge's name.");
    expect(translateMessage(r.errors.firstDueDate!)).toBe("The due date cannot be in the past.");
  });

  it("refuses a zero or huge amount and an end before the first due date", () => {
    for (const amount of ["0", "2000000000"]) {
      const r = checkChargeForm({ ...filled, amount }, 7);
      expect(r.ok ? [] : Object.keys(r.errors)).toEqual(["amount"]);
    }
    const r = checkChargeForm(
      { ...filled, firstDueDate: addMonths(today, 2), endDate: addMonths(today, 1) },
      7,
    );
    expect(r.ok ? [] : Object.keys(r.errors)).toEqual(["endDate"]);
  });
});

describe("the 'Charge Tenant' form", () => {
  it("needs a tenant, an amount, a reason and a due date from today", () => {
    const r = checkOneOffForm({ leaseId: "", amount: "", reason: "", dueDate: addDays(today, -2) });
    expect(r.ok ? [] : Object.keys(r.errors).sort()).toEqual(["amount", "dueDate", "leaseId", "reason"]);
    const ok = checkOneOffForm({
      leaseId: "2b1f8a5e-4c1d-4f7a-9d53-3a3c1b6e9f10",
      amount: "25000",
      reason: "Replacement key",
      dueDate: today,
    });
    expect(ok.ok).toBe(true);
  });
});
