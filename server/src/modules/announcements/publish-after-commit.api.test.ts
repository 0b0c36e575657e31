import { afterEach, describe, expect, it, vi } from "vitest";
import type { Announcement } from "../../../../common/schemas/announcements";
import { realtimeOf } from "../../test/chat-factories";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";

/**
 * The live fan-out after an announcement is committed is a hint: when it fails (Redis down), the landlord's
 * request still answers 201 with what was saved, and the failure is logged with the request's id.
 */

const t = sharedTestApp();
afterEach(() => vi.restoreAllMocks());

describe("an announcement published while the realtime layer fails", () => {
  it("answers 201, the residents have it, and the failed push is logged with the request id", async () => {
    const db = t.database.db;
    const landlord = await makeLandlord(db);
    const { property, units } = await makeProperty(db, landlord.id);
    const tenant = await makeTenant(db);
    await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: tenant.id });
    const publish = vi.spyOn(realtimeOf(t), "publish").mockRejectedValue(new Error("redis is down"));
    const logsBefore = t.logs.length;

    const res = await (await clientFor(t, landlord.id)).post("/api/announcements", {
      title: "Water tank cleaning",
      content: "The tanks will be cleaned on Saturday from 8am.",
      audience: "property",
      propertyId: property.id,
    });

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(publish).toHaveBeenCalled();
    const { id } = res.body as unknown as Announcement;
    const seen = await (await clientFor(t, tenant.id)).get("/api/announcements");
    expect((seen.body.items as Announcement[]).map((a) => a.id)).toContain(id);
    const failures = t.logs
      .slice(logsBefore)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === "realtime: publishing after the commit failed");
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ requestId: res.res.headers["x-request-id"], err: "redis is down" });
  });
});
