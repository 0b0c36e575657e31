import { describe, expect, it } from "vitest";
import { fillPagePattern } from "./page-path";

describe("fillPagePattern", () => {
  it("fills each parameter as one encoded segment", () => {
    expect(fillPagePattern("/listing/:id", { params: { id: 42 } })).toBe("/listing/42");
    expect(fillPagePattern("/tenant-details/:name", { params: { name: "Sarah N/a?" } })).toBe(
      "/tenant-details/Sarah%20N%2Fa%3F",
    );
  });

  it("leaves out an optional parameter without a value", () => {
    expect(fillPagePattern("/edit-property/:id?")).toBe("/edit-property");
    expect(fillPagePattern("/edit-property/:id?", { params: { id: "" } })).toBe("/edit-property");
    expect(fillPagePattern("/edit-property/:id?", { params: { id: 7 } })).toBe("/edit-property/7");
  });

  it("adds the query (without empty values) and the fragment", () => {
    expect(
      fillPagePattern("/marketplace", { query: { listing: "a&b", item: undefined, seller: null, q: "" } }),
    ).toBe("/marketplace?listing=a%26b");
    expect(fillPagePattern("/landlord-payments", { hash: "verify" })).toBe("/landlord-payments#verify");
    expect(fillPagePattern("/", { query: { role: "tenant" } })).toBe("/?role=tenant");
  });
});
