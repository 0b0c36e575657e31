import { describe, expect, it } from "vitest";
import { memoisedRead, withReadMemo } from "./read-memo";

describe("memoisedRead", () => {
  it("loads every time outside a composite read", async () => {
    let loads = 0;
    const db = {};
    await memoisedRead(db, "k", async () => ++loads);
    await memoisedRead(db, "k", async () => ++loads);
    expect(loads).toBe(2);
  });

  it("loads once per database object and key inside one, shared by reads running at once", async () => {
    let loads = 0;
    const db = {};
    const tx = {};
    const load = async () => ++loads;
    const seen = await withReadMemo(() =>
      Promise.all([
        memoisedRead(db, "lease:a", load),
        memoisedRead(db, "lease:a", load),
        memoisedRead(db, "lease:b", load),
        memoisedRead(tx, "lease:a", load),
      ]),
    );
    expect(seen).toEqual([1, 1, 2, 3]);
    // A second composite read starts afresh.
    expect(await withReadMemo(() => memoisedRead(db, "lease:a", load))).toBe(4);
  });
});
