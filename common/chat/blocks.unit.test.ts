import { describe, expect, it } from "vitest";
import { initialsOf, presenceFor, seesDirect, seesMessage, unreadAmong, visibleMessages } from "./blocks";

const me = "me";
const blocks = new Set(["troll"]);

describe("block rules", () => {
  it("hides the messages of someone the viewer blocked, and only theirs", () => {
    expect(seesMessage(me, blocks, { senderId: "troll" })).toBe(false);
    expect(seesMessage(me, blocks, { senderId: "friend" })).toBe(true);
    expect(seesMessage(me, blocks, { senderId: me })).toBe(true);
    const list = [{ senderId: "friend" }, { senderId: "troll" }, { senderId: me }];
    expect(visibleMessages(me, blocks, list)).toEqual([{ senderId: "friend" }, { senderId: me }]);
  });

  it("is one-way: the blocked person still sees the blocker", () => {
    const trollsBlocks = new Set<string>();
    expect(seesMessage("troll", trollsBlocks, { senderId: me })).toBe(true);
    expect(presenceFor(trollsBlocks, me, { isOnline: true, lastSeen: null })).toEqual({
      isOnline: true,
      lastSeen: null,
    });
    expect(seesDirect(trollsBlocks, me)).toBe(true);
  });

  it("hides the direct conversation with a blocked person", () => {
    expect(seesDirect(blocks, "troll")).toBe(false);
    expect(seesDirect(blocks, "friend")).toBe(true);
  });

  it("never shows a blocked person online or when they were last seen", () => {
    const seen = { isOnline: true, lastSeen: "2026-11-01T10:00:00.000Z" };
    expect(presenceFor(blocks, "troll", seen)).toEqual({ isOnline: false, lastSeen: null });
    expect(presenceFor(blocks, "friend", seen)).toBe(seen);
  });

  it("counts unread after the read position, without own, removed or blocked messages", () => {
    const list = [
      { seq: 1, senderId: "friend", removed: false },
      { seq: 2, senderId: "friend", removed: false },
      { seq: 3, senderId: me, removed: false },
      { seq: 4, senderId: "troll", removed: false },
      { seq: 5, senderId: "friend", removed: true },
      { seq: 6, senderId: "friend", removed: false },
    ];
    expect(unreadAmong(me, blocks, 1, list)).toBe(2);
    expect(unreadAmong(me, new Set(), 0, list)).toBe(4);
    expect(unreadAmong(me, blocks, 6, list)).toBe(0);
  });

  it("makes two-letter initials", () => {
    expect(initialsOf("Sarah", "Namukasa")).toBe("SN");
    expect(initialsOf(" ésther", "")).toBe("É");
    expect(initialsOf("", "")).toBe("?");
  });
});
