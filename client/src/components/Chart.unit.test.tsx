import { literal } from "@common/i18n/message";
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Chart } from "./Chart";

const props = {
  label: literal("Bar chart of net income per month: UGX 3,500,000 in all."),
  caption: literal("Net income"),
  rowHeading: literal("Period"),
  labels: ["January 2025", "February 2025", "March 2025"],
  axisLabels: ["Jan 25", "Feb 25", "Mar 25"],
  series: [
    { name: literal("Collected"), values: [1_000_000, 2_000_000, null] },
    { name: literal("Expenses"), values: [0, 300_000, 200_000] },
  ],
  format: (n: number) => `UGX ${n.toLocaleString("en-US")}`,
  footer: [{ label: "Total", cells: ["UGX 3,000,000", "UGX 500,000"] }],
};

describe("Chart", () => {
  it("is one image named by its summary, with the same figures as a table", async () => {
    render(<Chart kind="bar" {...props} />);
    const image = screen.getByRole("img", { name: props.label });
    await waitFor(() => expect(image.querySelector("svg")).not.toBeNull()); // chartist draws on the next task
    const table = screen.getByRole("table", { name: "Net income" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Period", "Collected", "Expenses"],
      ["January 2025", "UGX 1,000,000", "UGX 0"],
      ["February 2025", "UGX 2,000,000", "UGX 300,000"],
      ["March 2025", "–", "UGX 200,000"],
      ["Total", "UGX 3,000,000", "UGX 500,000"],
    ]);
    expect(image.getAttribute("aria-describedby")).toBe(
      screen.getByText("Net income", { selector: "caption" }).id,
    );
  });

  // That no style attribute is written (the CSP refuses them) shows in Chromium: every journey fails on a violation.
  it("draws a line chart on its own axis labels, sized through the CSSOM", async () => {
    const { container } = render(<Chart kind="line" {...props} />);
    await waitFor(() => expect(container.querySelector("svg")).not.toBeNull());
    expect(container.querySelector("svg")!.style.width).toBe("100%");
    expect(container.querySelectorAll(".ct-line")).toHaveLength(2);
    expect(container.textContent).toContain("Feb 25");
  });
});
