import { describe, expect, it } from "vitest";
import { lastSeqOf, markRemoved, mergeBySeq } from "./merge";

const m = (seq: number, content = `m${seq}`) => ({ id: `id-${seq}`, seq, content, removed: false });
const seqs = (list: { seq: number }[]) => list.map((x) => x.seq);

describe("mergeBySeq", () => {
  it("appends a live message after the held ones", () => {
    expect(seqs(mergeBySeq([m(1), m(2)], [m(3)]))).toEqual([1, 2, 3]);
  });

  it("puts an older page before the held ones", () => {
    expect(seqs(mergeBySeq([m(51), m(52)], [m(49), m(50)]))).toEqual([49, 50, 51, 52]);
  });

  it("keeps one copy of a message that came live and again in the catch-up", () => {
    const live = [m(1), m(2), m(5)];
    const catchUp = [m(3), m(4), m(5), m(6)];
    expect(seqs(mergeBySeq(live, catchUp))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("orders events that arrived out of order, whatever order the lists are in", () => {
    expect(seqs(mergeBySeq([m(4), m(2)], [m(3), m(1), m(3)]))).toEqual([1, 2, 3, 4]);
  });

  it("takes the incoming copy of a seq it holds (a removal replaces the text)", () => {
    const merged = mergeBySeq([m(1), m(2)], [{ ...m(2), content: "", removed: true }]);
    expect(merged[1]).toMatchObject({ seq: 2, content: "", removed: true });
    expect(merged).toHaveLength(2);
  });

  it("returns a new array and leaves its inputs alone", () => {
    const held = [m(2), m(1)];
    const merged = mergeBySeq(held, []);
    expect(seqs(merged)).toEqual([1, 2]);
    expect(seqs(held)).toEqual([2, 1]);
    expect(merged).not.toBe(held);
  });

  it("merges many interleaved deliveries into exactly the seqs sent", () => {
    let held: ReturnType<typeof m>[] = [];
    for (let i = 40; i >= 1; i -= 3)
      held = mergeBySeq(
        held,
        [m(i), m(i - 1)].filter((x) => x.seq > 0),
      );
    held = mergeBySeq(
      held,
      Array.from({ length: 40 }, (_, i) => m(i + 1)),
    );
    expect(seqs(held)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe("lastSeqOf and markRemoved", () => {
  it("finds the highest seq, 0 when empty", () => {
    expect(lastSeqOf([])).toBe(0);
    expect(lastSeqOf([m(3), m(9), m(4)])).toBe(9);
  });

  it("blanks a removed message in place and leaves the others", () => {
    const list = [m(1), m(2)];
    const after = markRemoved(list, "id-2");
    expect(after[1]).toMatchObject({ content: "", removed: true, seq: 2 });
    expect(after[0]).toBe(list[0]);
    expect(markRemoved(list, "nope")).toBe(list);
  });
});
