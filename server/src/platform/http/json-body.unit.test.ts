import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-body";

describe("nestsDeeperThan", () => {
  it("counts arrays and objects inside one another, up to and past the limit", () => {
    expect(nestsDeeperThan("[[[]]]", 3)).toBe(false);
    expect(nestsDeeperThan("[[[[]]]]", 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    // Siblings do not add up.
    expect(nestsDeeperThan("[[],[],[[]],{}]", 3)).toBe(false);
    expect(nestsDeeperThan("42", 0)).toBe(false);
  });

  it("does not count brackets inside strings, escaped quotes and backslashes included", () => {
    expect(nestsDeeperThan(JSON.stringify({ a: "[[[[[[" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say "[[[[" \\' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(["\\", [["x"]]]), 2)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify(['\\\\"[[', "{{"]), 1)).toBe(false);
    // An unclosed string ends the scan.
    expect(nestsDeeperThan('["[[[[', 1)).toBe(false);
  });

  it("agrees with JSON.parse's structure on any value", () => {
    const depthOf = (v: unknown): number =>
      v !== null && typeof v === "object" ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;
    const values = [
      { a: [1, { b: ['"]', "\\"] }], c: "}" },
      [[['["{']], { "k[": { "}": [] } }],
      "plain",
      { nested: { deeper: { deepest: [[[]]] } } },
    ];
    for (const v of values) {
      const text = JSON.stringify(v);
      const depth = depthOf(v);
      expect(nestsDeeperThan(text, depth)).toBe(false);
      if (depth > 0) expect(nestsDeeperThan(text, depth - 1)).toBe(true);
    }
  });
});
