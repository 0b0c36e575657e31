import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "@/test/render";
import { BalanceByType } from "./BalanceByType";

describe("the rent card's balance by type", () => {
  it("lists only the types with something open, in their order, with their amounts", () => {
    render(
      <BalanceByType
        s={{
          currency: "UGX",
          openByGroup: [
            { group: "rent", amount: 1_200_000 },
            { group: "deposit", amount: 600_000 },
            { group: "utility", amount: 45_500 },
          ],
        }}
      />,
    );
    const list = screen.getByRole("region", { name: "What you owe by type" });
    const rows = within(list)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["Rent", expect.stringContaining("1,200,000")],
      ["Security deposit", expect.stringContaining("600,000")],
      ["Utilities", expect.stringContaining("45,500")],
    ]);
  });

  it("shows nothing when nothing is open", () => {
    const { container } = render(<BalanceByType s={{ currency: "UGX", openByGroup: [] }} />);
    expect(container.innerHTML).toBe("");
  });
});
