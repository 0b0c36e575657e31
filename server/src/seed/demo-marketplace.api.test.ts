import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingView } from "../../../common/schemas/marketplace";
import { openDemoAs } from "../test/demo-factories";
import { freshClient } from "../test/portfolio-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedDemo } from "./index";
import { deleteDemoWorlds } from "./worlds";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: t.storage });
});
afterAll(() => t.close());

type Page = { items: ListingView[]; total: number };

describe("the demo marketplace", () => {
  it("gives Kampala Heights approved listings with drawn photos, likes and views, one pending and Sarah's sold", async () => {
    const { client: sarah } = await openDemoAs(t, "tenant");
    const page = (await sarah.get("/api/marketplace")).body as Page;
    expect(page.total).toBe(5);
    expect(page.items.every((l) => l.status === "approved" && l.photos.length === 1)).toBe(true);
    const tv = page.items.find((l) => l.title.startsWith("Samsung"))!;
    expect(tv).toMatchObject({ isLiked: true, likes: 1, views: 3, unitNumber: "3C", isMine: false });
    const photo = await sarah.get(tv.photos[0]!.thumbUrl);
    expect(photo.status).toBe(200);
    expect(photo.res.headers["content-type"]).toBe("image/webp");
    const mine = (await sarah.get("/api/marketplace/mine")).body as Page;
    expect(mine.items.map((l) => [l.title, l.status])).toEqual([["Office chair", "sold"]]);

    const { client: landlord } = await openDemoAs(t, "landlord", sarah);
    const queue = (await landlord.get("/api/marketplace/pending")).body as Page;
    expect(queue.items.map((l) => l.title)).toEqual(["Gas cooker, 4 burners"]);

    // Each visitor's world is its own, with the template's photos shared by reference.
    const other = await openDemoAs(t, "tenant", freshClient(t));
    const theirs = (await other.client.get("/api/marketplace")).body as Page;
    expect(theirs.items.map((l) => l.id)).not.toContain(tv.id);
    const theirTv = theirs.items.find((l) => l.title.startsWith("Samsung"))!;
    expect((await other.client.get(theirTv.photos[0]!.url)).status).toBe(200);
    expect((await other.client.get(tv.photos[0]!.url)).status).toBe(404);

    // Deleting every world keeps the template's files, which the next worlds show.
    await deleteDemoWorlds(t.database.db, t.storage, { expiredBy: new Date(Date.now() + 365 * 86_400_000) });
    const next = await openDemoAs(t, "tenant", freshClient(t));
    const nextTv = ((await next.client.get("/api/marketplace")).body as Page).items.find((l) =>
      l.title.startsWith("Samsung"),
    )!;
    expect((await next.client.get(nextTv.photos[0]!.url)).status).toBe(200);
  });
});
