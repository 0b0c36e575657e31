import type { RecurringCharge } from "@common/schemas/charges";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { todayInKampala } from "@/lib/format";
import { testQueryClient } from "@/test/render";
import { AddChargeForm, EditChargeForm } from "./ChargeForm";

const withQueries = (ui: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);

describe("the charge forms", () => {
  it("clears a field's message when that field changes, and only that field's", async () => {
    withQueries(<AddChargeForm propertyId={1} units={[]} today={todayInKampala()} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("Amount (UGX)"), { target: { value: "lots" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Charge" }));
    expect(await screen.findByText("Enter the charge's name.")).toBeTruthy();
    const messages = () => screen.queryAllByRole("alert").map((a) => a.textContent);
    expect(messages()).toHaveLength(2);

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Security" } });
    expect(messages()).toHaveLength(1);
    expect(messages()).not.toContain("Enter the charge's name.");
    fireEvent.change(screen.getByLabelText("Amount (UGX)"), { target: { value: "50000" } });
    expect(messages()).toEqual([]);
  });

  it("says from which month a change applies by the month's name", () => {
    const charge: RecurringCharge = {
      id: "c1",
      propertyId: 1,
      propertyName: "Kampala Heights",
      name: "Security",
      amount: 50_000,
      amounts: [{ effectiveFrom: "2026-10", amount: 50_000 }],
      frequency: "monthly",
      appliesTo: "property",
      units: [],
      firstDueDate: "2026-10-01",
      endDate: null,
      nextDueDate: "2026-12-01",
      changesFrom: "2026-12",
      createdAt: "2026-10-01T08:00:00.000Z",
    };
    withQueries(<EditChargeForm charge={charge} onDone={() => {}} />);
    expect(screen.getByText(/applies from December 2026;/)).toBeTruthy();
  });
});
