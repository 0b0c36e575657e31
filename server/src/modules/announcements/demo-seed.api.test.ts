import { describe, expect, it } from "vitest";
import type { Announcement } from "../../../../common/schemas/announcements";
import { openDemoAs } from "../../test/demo-factories";
import { freshClient } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp({}, { demo: true });

describe("demo announcements", () => {
  it("gives Sarah four at Kampala Heights: pinned first, one emergency, some read; the landlord sees the counts", async () => {
    const tenant = await openDemoAs(t, "tenant", freshClient(t));
    const res = await tenant.client.get("/api/announcements");
    expect(res.status).toBe(200);
    const items = res.body.items as unknown as Announcement[];
    expect(items).toHaveLength(4);
    expect(res.body).toMatchObject({ total: 4, unreadCount: 2 });
    expect(items[0]).toMatchObject({ pinned: true, emergency: false });
    expect(items.filter((a) => a.emergency)).toHaveLength(1);
    expect(items.find((a) => a.emergency)).toMatchObject({
      priority: "high",
      requiresAck: true,
      expired: false,
    });
    expect(items.every((a) => a.properties.map((p) => p.name).join() === "Kampala Heights")).toBe(true);
    expect(items.filter((a) => a.readAt !== null)).toHaveLength(2);

    // The landlord of the same world sees the same four with the read counts.
    const landlord = await openDemoAs(t, "landlord", tenant.client);
    expect(landlord.worldId).toBe(tenant.worldId);
    const mine = (await landlord.client.get("/api/announcements")).body.items as unknown as Announcement[];
    expect(mine.map((a) => a.id)).toEqual(items.map((a) => a.id));
    const emergency = mine.find((a) => a.emergency)!;
    expect(emergency.stats).toMatchObject({ readCount: 1, acknowledgedCount: 1 });
    expect(emergency.stats!.audienceSize).toBeGreaterThan(1);
  });
});
