import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../schemas/chat";
import { firstUnreadSeq, initials, newClientId, type PendingMessage, sendable, undelivered } from "./pending";

const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  conversationId: "c1",
  seq,
  senderId: "u1",
  propertyId: 1,
  content: `hello ${seq}`,
  removed: false,
  createdAt: "2026-11-23T10:00:00.000Z",
  sender: {
    id: "u1",
    firstName: "Amina",
    lastName: "Nakitto",
    profileImageUrl: null,
    unit: "4B",
    role: "tenant",
  },
  clientId: null,
  ...over,
});
const pending = (clientId: string): PendingMessage => ({
  clientId,
  content: "hi",
  createdAt: "2026-11-23T10:00:00.000Z",
  error: null,
  retryable: false,
});

describe("undelivered", () => {
  it("drops a pending message once the server's copy with its clientId is held", () => {
    const list = [pending("a"), pending("b"), pending("c")];
    expect(undelivered(list, [message(1, { clientId: "b" }), message(2)]).map((p) => p.clientId)).toEqual([
      "a",
      "c",
    ]);
  });
  it("keeps all when nothing was echoed", () => {
    expect(undelivered([pending("a")], [message(1)])).toHaveLength(1);
  });
});

describe("sendable", () => {
  it("ignores blank messages after trimming and trims the rest", () => {
    expect(sendable("   \n\t ")).toBeNull();
    expect(sendable("")).toBeNull();
    expect(sendable("  hello\nthere  ")).toBe("hello\nthere");
  });
});

describe("initials", () => {
  it("takes the first letters of both names, upper case, and survives blanks and emoji", () => {
    expect(initials("sarah", "Namuli")).toBe("SN");
    expect(initials(" ", "")).toBe("?");
    expect(initials("😀x", "Okello")).toBe("😀O");
  });
});

describe("firstUnreadSeq", () => {
  it("is the first message after the read position that someone else wrote", () => {
    const list = [message(1), message(2, { senderId: "me" }), message(3), message(4)];
    expect(firstUnreadSeq(list, 1, "me")).toBe(3);
    expect(firstUnreadSeq(list, 4, "me")).toBeNull();
  });
});

describe("newClientId", () => {
  it("is different each time and fits the contract's 64 characters", () => {
    const a = newClientId();
    expect(a).not.toBe(newClientId());
    expect(a.length).toBeLessThanOrEqual(64);
  });
});
