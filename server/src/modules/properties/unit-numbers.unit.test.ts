import { describe, expect, it } from "vitest";
import { compareUnitNumbers, nextFreeNumbers, numbersForTypes, typeLetter } from "./unit-numbers";

describe("unit numbers", () => {
  it("letters unit types A..Z, then AA", () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(typeLetter)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA"]);
  });
  it("numbers each type's units", () => {
    expect(numbersForTypes([2, 1])).toEqual([["A1", "A2"], ["B1"]]);
  });
  it("continues with U numbers, skipping taken ones", () => {
    expect(nextFreeNumbers(["A1", "u4"], 3, 3)).toEqual(["U3", "U5", "U6"]);
  });
  it("sorts naturally", () => {
    expect(["U10", "U9", "10A", "2A"].sort(compareUnitNumbers)).toEqual(["2A", "10A", "U9", "U10"]);
  });
});
