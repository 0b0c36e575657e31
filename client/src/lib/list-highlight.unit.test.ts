import { describe, expect, it } from "vitest";
import { nextHighlight } from "./list-highlight";

describe("nextHighlight", () => {
  it("ArrowDown goes from the typed text to the first option, down the list, and back to the text", () => {
    expect(nextHighlight("ArrowDown", -1, 3)).toBe(0);
    expect(nextHighlight("ArrowDown", 0, 3)).toBe(1);
    expect(nextHighlight("ArrowDown", 2, 3)).toBe(-1);
  });

  it("ArrowUp goes the other way, from the text to the last option", () => {
    expect(nextHighlight("ArrowUp", -1, 3)).toBe(2);
    expect(nextHighlight("ArrowUp", 2, 3)).toBe(1);
    expect(nextHighlight("ArrowUp", 0, 3)).toBe(-1);
  });

  it("Escape leaves the list; other keys are the text field's", () => {
    expect(nextHighlight("Escape", 1, 3)).toBe(-1);
    expect(nextHighlight("Escape", -1, 0)).toBe(-1);
    expect(nextHighlight("Enter", 1, 3)).toBeUndefined();
    expect(nextHighlight("a", 1, 3)).toBeUndefined();
    expect(nextHighlight("Home", 1, 3)).toBeUndefined();
  });

  it("an empty list has nothing to highlight", () => {
    expect(nextHighlight("ArrowDown", -1, 0)).toBeUndefined();
    expect(nextHighlight("ArrowUp", -1, 0)).toBeUndefined();
  });
});
