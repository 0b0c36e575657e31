import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseMessage } from "../i18n/message";
import { announcementCreateInput, announcementUpdateInput, isEmergency, readMinutes } from "./announcements";

const keyOf = (message: string) => parseMessage(message)?.key ?? message;
const issues = (input: unknown, schema: z.ZodType = announcementCreateInput) => {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), keyOf(i.message)]);
};
const base = { title: "Water", content: "Off on Saturday.", audience: "property", propertyId: 1 };

describe("announcement schemas", () => {
  it("fills in the defaults", () => {
    expect(announcementCreateInput.parse(base)).toEqual({
      ...base,
      type: "announcement",
      priority: "medium",
      pinned: false,
      requiresAck: false,
      expiresAt: null,
      tags: [],
    });
  });

  it("asks for the property of a one-property audience, not for 'all'", () => {
    expect(issues({ ...base, propertyId: undefined })).toEqual([
      ["propertyId", "announcements.chooseProperty"],
    ]);
    expect(issues({ ...base, audience: "all", propertyId: undefined })).toEqual([]);
    expect(issues({ audience: "property" }, announcementUpdateInput)).toEqual([
      ["propertyId", "announcements.chooseProperty"],
    ]);
  });

  it("checks an expiry's length before its shape, and refuses the past", () => {
    expect(issues({ ...base, expiresAt: "x".repeat(100_000) })).toEqual([
      ["expiresAt", "announcements.expiryInvalid"],
    ]);
    expect(issues({ ...base, expiresAt: "2020-01-01T00:00:00Z" })).toEqual([
      ["expiresAt", "announcements.expiryInPast"],
    ]);
    expect(issues({ ...base, expiresAt: new Date(Date.now() + 3_600_000).toISOString() })).toEqual([]);
  });

  it("reads 200 words a minute, at least one; an emergency is high with an expiry", () => {
    expect(readMinutes("")).toBe(1);
    expect(readMinutes("word ".repeat(201))).toBe(2);
    expect(isEmergency({ priority: "high", expiresAt: "2030-01-01T00:00:00Z" })).toBe(true);
    expect(isEmergency({ priority: "high", expiresAt: null })).toBe(false);
    expect(isEmergency({ priority: "medium", expiresAt: "2030-01-01T00:00:00Z" })).toBe(false);
  });
});
