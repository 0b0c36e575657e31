import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { chatConversations, notifications } from "../../db/schema";
import { openSockets } from "../../test/chat-factories";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { del, inEnglish, patch, put } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();
type Row = Record<string, unknown>;
type Listing = Row & { id: string; status: string; likes: number; views: number };

/**
 * Moses's Kampala Heights with Sarah, Samuel, Ruth and Peter as residents; Other's Nakasero Towers with Grace; a
 * tenant without a lease.
 */
async function setup() {
  const db = t.database.db;
  const landlord = await makeLandlord(db, { firstName: "Moses" });
  const other = await makeLandlord(db, { firstName: "Other" });
  const { property: heights, units } = await makeProperty(db, landlord.id, {
    units: ["1A", "2A", "3A", "4A"],
  });
  const resident = async (firstName: string, unit: number) => {
    const tenant = await makeTenant(db, { firstName });
    await makeLease(db, { propertyId: heights.id, unitId: units[unit]!.id, tenantId: tenant.id });
    return tenant;
  };
  const sarah = await resident("Sarah", 0);
  const samuel = await resident("Samuel", 1);
  const ruth = await resident("Ruth", 2);
  const peter = await resident("Peter", 3);
  const grace = await makeTenant(db, { firstName: "Grace" });
  const { property: towers, units: tu } = await makeProperty(db, other.id, { units: ["9Z"] });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  const homeless = await makeTenant(db, { firstName: "No" });
  return {
    heights,
    towers,
    ids: { landlord: landlord.id, other: other.id, sarah: sarah.id, samuel: samuel.id, grace: grace.id },
    c: {
      landlord: await clientFor(t, landlord.id),
      other: await clientFor(t, other.id),
      sarah: await clientFor(t, sarah.id),
      samuel: await clientFor(t, samuel.id),
      ruth: await clientFor(t, ruth.id),
      peter: await clientFor(t, peter.id),
      grace: await clientFor(t, grace.id),
      homeless: await clientFor(t, homeless.id),
    },
  };
}

const sofa = (overrides: Row = {}) => ({
  title: "3-seater sofa",
  description: "Grey fabric, two years old. Collect from unit 1A.",
  price: 450000,
  category: "furniture",
  condition: "good",
  tags: ["sofa", "living room"],
  ...overrides,
});

async function list(c: TestClient, overrides: Row = {}): Promise<Listing> {
  const res = await c.post("/api/marketplace", sofa(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Listing;
}

const decideListing = (c: TestClient, id: string, status: string, reason?: string) =>
  patch(c, `/api/marketplace/${id}/status`, { status, ...(reason ? { reason } : {}) });

async function approved(c: { sarah: TestClient; landlord: TestClient }, overrides: Row = {}) {
  const item = await list(c.sarah, overrides);
  expect((await decideListing(c.landlord, item.id, "approved")).status).toBe(200);
  return item;
}

const titles = (body: unknown) => (body as { items: Row[] }).items.map((i) => i.title);

const jpeg = (colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe("listing an item", () => {
  it("starts pending, seen by the seller and the landlord only, and tells the landlord", async () => {
    const { c, ids } = await setup();
    const item = await list(c.sarah);
    expect(item).toMatchObject({
      title: "3-seater sofa",
      price: 450000,
      currency: "UGX",
      category: "furniture",
      condition: "good",
      tags: ["sofa", "living room"],
      status: "pending",
      isMine: true,
      sellerName: expect.stringContaining("Sarah"),
      unitNumber: "1A",
      photos: [],
      imageUrl: null,
    });
    expect(titles((await c.samuel.get("/api/marketplace")).body)).toEqual([]);
    expect((await c.samuel.get(`/api/marketplace/${item.id}`)).status).toBe(404);
    expect(titles((await c.sarah.get("/api/marketplace/mine")).body)).toEqual(["3-seater sofa"]);
    expect((await c.landlord.get("/api/marketplace/pending")).body).toMatchObject({ total: 1 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.landlord), eq(notifications.type, "marketplace")));
    expect(told.map((n) => inEnglish(n.title))).toEqual(["New marketplace listing"]);
  });

  it("takes the spec's body with a price as text and defaults the condition and tags", async () => {
    const { c } = await setup();
    const res = await c.sarah.post("/api/marketplace", {
      title: "Kettle",
      description: "Works",
      price: "25,000",
      category: "appliances",
      imageUrl: "https://example.com/x.png",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ price: 25000, condition: "good", tags: [], imageUrl: null });
  });

  it("stores up to five photos re-encoded with thumbnails, for those who may see the listing", async () => {
    const { c } = await setup();
    const photos = await Promise.all(["#884422", "#224488"].map(jpeg));
    const form = multipart(
      {
        title: "Desk",
        description: "Pine desk",
        price: "120000",
        category: "furniture",
        tags: "desk, study",
      },
      photos.map((bytes, i) => ({ name: `desk${i}.jpg`, type: "image/jpeg", bytes })),
    );
    const res = await c.sarah.post("/api/marketplace", form.body, form.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const item = res.body as Listing & { photos: { url: string; thumbUrl: string }[] };
    expect(item.tags).toEqual(["desk", "study"]);
    expect(item.photos).toHaveLength(2);
    expect(item.imageUrl).toBe(item.photos[0]!.url);
    const mine = (await c.sarah.get("/api/marketplace/mine")).body as { items: Listing[] };
    expect(mine.items).toEqual([item]);
    const full = await c.sarah.get(item.photos[0]!.url);
    expect(full.status).toBe(200);
    expect(full.res.headers["content-type"]).toBe("image/jpeg");
    const thumb = await c.landlord.get(item.photos[1]!.thumbUrl);
    expect(thumb.res.headers["content-type"]).toBe("image/webp");
    // Pending: neighbours and strangers see no photo.
    expect((await c.samuel.get(item.photos[0]!.url)).status).toBe(404);
    expect((await decideListing(c.landlord, item.id, "approved")).status).toBe(200);
    expect((await c.samuel.get(item.photos[0]!.url)).status).toBe(200);
    expect((await c.grace.get(item.photos[0]!.url)).status).toBe(404);
    expect((await c.other.get(item.photos[0]!.thumbUrl)).status).toBe(404);
  });

  it("refuses bad input with a clear 400", async () => {
    const { c } = await setup();
    const cases: [Row, string][] = [
      [{ title: "" }, "Title is required"],
      [{ title: "   " }, "Title is required"],
      [{ description: "" }, "Description is required"],
      [{ price: -5 }, "The price cannot be negative."],
      [{ price: "abc" }, "Price is required"],
      [{ price: 10.5 }, "Enter the price in whole shillings."],
      [{ price: 1e12 }, "The price can be at most 100000000 UGX."],
      [{ price: undefined }, "Price is required"],
      [{ category: "vehicles" }, "Choose one of the categories."],
      [{ category: undefined }, "Choose one of the categories."],
      [{ category: "" }, "Choose one of the categories."],
      [{ condition: "broken" }, "Choose one of the conditions."],
      [{ title: "x".repeat(1_000_000) }, "at most 100"],
      [{ title: "sofa\u0000" }, ""],
      [{ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }, "Add at most 8 tags."],
      [{ tags: [{}] }, ""],
    ];
    for (const [overrides, message] of cases) {
      const res = await c.sarah.post("/api/marketplace", sofa(overrides));
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.body.error).toContain(message);
    }
    // A form sent without a category is refused with the message under its field, never filed as some category.
    const { category: _, ...uncategorised } = stringFields(sofa());
    const noCategory = multipart(uncategorised, []);
    const refused = await c.sarah.post("/api/marketplace", noCategory.body, noCategory.headers);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ category: "Choose one of the categories." });
    expect(titles((await c.sarah.get("/api/marketplace/mine")).body)).toEqual([]);
    const notImage = multipart({ ...stringFields(sofa()) }, [
      { name: "x.jpg", type: "image/jpeg", bytes: Buffer.from("not an image at all") },
    ]);
    const bad = await c.sarah.post("/api/marketplace", notImage.body, notImage.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    const photo = await jpeg("#000000");
    const six = multipart(
      stringFields(sofa()),
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", bytes: photo })),
    );
    const tooMany = await c.sarah.post("/api/marketplace", six.body, six.headers);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toContain("5");
    const broken = await c.sarah.post("/api/marketplace", "--x\r\nnonsense", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(broken.status).toBe(400);
    expect((await c.sarah.get("/api/marketplace/mine")).body).toMatchObject({ total: 0 });
  });

  it("needs an active lease, and a tenant account", async () => {
    const { c } = await setup();
    expect((await c.homeless.post("/api/marketplace", sofa())).status).toBe(403);
    expect((await c.homeless.get("/api/marketplace")).status).toBe(403);
    expect((await c.landlord.post("/api/marketplace", sofa())).status).toBe(403);
    expect((await c.sarah.withoutOrigin().post("/api/marketplace", sofa())).status).toBe(403);
  });
});

const stringFields = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
  ) as Record<string, string>;

describe("moderation", () => {
  it("approval shows the listing to the property's residents only; the seller is told", async () => {
    const { c, ids } = await setup();
    const item = await approved(c);
    expect(titles((await c.samuel.get("/api/marketplace")).body)).toEqual(["3-seater sofa"]);
    expect(titles((await c.grace.get("/api/marketplace")).body)).toEqual([]);
    expect((await c.grace.get(`/api/marketplace/${item.id}`)).status).toBe(404);
    expect((await c.landlord.get("/api/marketplace/pending")).body).toMatchObject({ total: 0 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.sarah), eq(notifications.type, "marketplace")));
    expect(told.map((n) => inEnglish(n.message))).toEqual([
      '"3-seater sofa" is now visible to your neighbours.',
    ]);
    expect((await decideListing(c.landlord, item.id, "rejected")).status).toBe(409);
  });

  it("rejection keeps it from neighbours and shows the seller the reason", async () => {
    const { c } = await setup();
    const item = await list(c.sarah);
    const res = await decideListing(c.landlord, item.id, "rejected", "No furniture sales in the lobby");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "rejected", decisionReason: "No furniture sales in the lobby" });
    expect(titles((await c.samuel.get("/api/marketplace")).body)).toEqual([]);
    const mine = (await c.sarah.get("/api/marketplace/mine")).body as { items: Listing[] };
    expect(mine.items[0]).toMatchObject({
      status: "rejected",
      decisionReason: "No furniture sales in the lobby",
    });
  });

  it("two decisions at once: one wins", async () => {
    const { c } = await setup();
    const item = await list(c.sarah);
    const results = await Promise.all([
      decideListing(c.landlord, item.id, "approved"),
      decideListing(c.landlord, item.id, "rejected"),
      decideListing(c.landlord, item.id, "approved"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it("flags a listing with a blocked word (any of the three languages, whole words) and keeps the list editable", async () => {
    const { c } = await setup();
    const defaults = await c.landlord.get("/api/marketplace/blocked-words");
    expect(defaults.body).toMatchObject({ isDefault: true });
    expect((defaults.body as { words: string[] }).words).toEqual(
      expect.arrayContaining(["gun", "enjaga", "bangi"]),
    );
    await list(c.sarah, { title: "Air gun for sale" });
    await list(c.sarah, { title: "Gunny sacks", description: "Begun as maize sacks" });
    await list(c.sarah, { title: "Bangi", description: "Fresh" });
    const queue = (await c.landlord.get("/api/marketplace/pending")).body as { items: Row[] };
    // Flagged first.
    expect(queue.items.map((i) => [i.title, i.flaggedWords])).toEqual([
      ["Air gun for sale", ["gun"]],
      ["Bangi", ["bangi"]],
      ["Gunny sacks", []],
    ]);
    const saved = await put(c.landlord, "/api/marketplace/blocked-words", {
      words: [" Sacks ", "sacks", "maize"],
    });
    expect(saved.body).toEqual({ words: ["sacks", "maize"], isDefault: false });
    await list(c.sarah, { title: "More sacks" });
    const again = (await c.landlord.get("/api/marketplace/pending?limit=1")).body as { items: Row[] };
    expect(again.items[0]).toMatchObject({ title: "Air gun for sale" });
    const flagged = (await c.landlord.get("/api/marketplace/pending")).body as { items: Row[] };
    expect(flagged.items.find((i) => i.title === "More sacks")?.flaggedWords).toEqual(["sacks"]);
    // The seller does not see which words flagged it.
    const mine = (await c.sarah.get("/api/marketplace/mine")).body as { items: Row[] };
    expect(mine.items.every((i) => (i.flaggedWords as string[]).length === 0)).toBe(true);
    for (const words of [[""], ["x".repeat(41)], Array.from({ length: 101 }, (_, i) => `w${i}`), "gun"]) {
      expect((await put(c.landlord, "/api/marketplace/blocked-words", { words })).status).toBe(400);
    }
    expect((await c.other.get("/api/marketplace/blocked-words")).body).toMatchObject({ isDefault: true });
    expect((await c.sarah.get("/api/marketplace/blocked-words")).status).toBe(403);
  });
});

describe("neighbours", () => {
  it("count a view and a like once per resident; a like can be taken back", async () => {
    const { c } = await setup();
    const item = await approved(c);
    for (let i = 0; i < 3; i++) await c.samuel.get(`/api/marketplace/${item.id}`);
    await c.ruth.get(`/api/marketplace/${item.id}`);
    await c.sarah.get(`/api/marketplace/${item.id}`); // the seller's own look is no view
    await Promise.all([1, 2, 3].map(() => put(c.samuel, `/api/marketplace/${item.id}/like`, undefined)));
    const liked = await put(c.ruth, `/api/marketplace/${item.id}/like`, undefined);
    expect(liked.body).toEqual({ isLiked: true, likes: 2 });
    const seen = (await c.samuel.get("/api/marketplace")).body as { items: Listing[] };
    expect(seen.items[0]).toMatchObject({ views: 2, likes: 2, isLiked: true, isMine: false });
    expect((await del(c.ruth, `/api/marketplace/${item.id}/like`)).body).toEqual({
      isLiked: false,
      likes: 1,
    });
    expect((await del(c.ruth, `/api/marketplace/${item.id}/like`)).body).toEqual({
      isLiked: false,
      likes: 1,
    });
    expect((await put(c.grace, `/api/marketplace/${item.id}/like`, undefined)).status).toBe(404);
  });

  it("search and filter by category, paginated", async () => {
    const { c } = await setup();
    await approved(c);
    await approved(c, { title: "Samsung TV", category: "electronics", tags: ["tv"], description: "43 inch" });
    await approved(c, { title: "Maths textbooks", category: "books", tags: ["school"], description: "S4" });
    const get = async (q: string) => titles((await c.samuel.get(`/api/marketplace?${q}`)).body);
    expect(await get("category=electronics")).toEqual(["Samsung TV"]);
    expect(await get("q=samsung")).toEqual(["Samsung TV"]);
    expect(await get("q=school")).toEqual(["Maths textbooks"]);
    expect(await get("q=grey")).toEqual(["3-seater sofa"]);
    expect(await get("q=50%25")).toEqual([]);
    expect(await get("limit=2")).toEqual(["Maths textbooks", "Samsung TV"]);
    expect(await get("limit=2&offset=2")).toEqual(["3-seater sofa"]);
    expect((await c.samuel.get("/api/marketplace?limit=2")).body).toMatchObject({ total: 3 });
    expect((await c.samuel.get("/api/marketplace?category=books")).body).toMatchObject({ total: 1 });
    // A page past the end is empty and still counts them all.
    expect((await c.samuel.get("/api/marketplace?limit=2&offset=4")).body).toEqual({ items: [], total: 3 });
    for (const q of ["category=vehicles", "limit=0", "limit=500", `q=${"x".repeat(200)}`, "offset=-1"])
      expect((await c.samuel.get(`/api/marketplace?${q}`)).status, q).toBe(400);
  });

  it("three residents' reports hide an approved listing until the landlord decides again", async () => {
    const { c } = await setup();
    const item = await approved(c);
    const report = (who: TestClient, reason = "Looks stolen") =>
      who.post(`/api/marketplace/${item.id}/report`, { reason });
    expect((await report(c.samuel)).body).toEqual({ reported: true, hidden: false });
    expect((await report(c.samuel)).status).toBe(409);
    expect((await report(c.sarah)).status).toBe(400); // one's own
    expect((await report(c.grace)).status).toBe(404); // another property
    expect((await report(c.ruth)).body).toEqual({ reported: true, hidden: false });
    expect((await report(c.peter, "x".repeat(501))).status).toBe(400);
    expect((await report(c.peter)).body).toEqual({ reported: true, hidden: true });
    expect(titles((await c.samuel.get("/api/marketplace")).body)).toEqual([]);
    const mine = (await c.sarah.get("/api/marketplace/mine")).body as { items: Row[] };
    expect(mine.items[0]).toMatchObject({ status: "pending", hiddenByReports: true, reportCount: 0 });
    const queue = (await c.landlord.get("/api/marketplace/pending")).body as { items: Row[] };
    expect(queue.items[0]).toMatchObject({ id: item.id, hiddenByReports: true, reportCount: 3 });
    // The landlord keeps it: visible again, the count starts over.
    expect((await decideListing(c.landlord, item.id, "approved")).status).toBe(200);
    expect(titles((await c.samuel.get("/api/marketplace")).body)).toEqual(["3-seater sofa"]);
    expect((await report(c.samuel)).body).toEqual({ reported: true, hidden: false });
  });

  it("reports arriving together hide the listing once", async () => {
    const { c } = await setup();
    const item = await approved(c);
    const results = await Promise.all(
      [c.samuel, c.ruth, c.peter].map((who) => who.post(`/api/marketplace/${item.id}/report`, {})),
    );
    expect(results.map((r) => r.body.hidden).sort()).toEqual([false, false, true]);
  });

  it("Contact opens the direct conversation with the seller, without their phone number", async () => {
    const { c, ids } = await setup();
    const item = await approved(c);
    const res = await c.samuel.post(`/api/marketplace/${item.id}/contact`, { sellerId: ids.sarah });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = await c.samuel.post(`/api/marketplace/${item.id}/contact`, {});
    expect(again.body).toEqual(res.body);
    const [conversation] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, (res.body as { conversationId: string }).conversationId));
    expect(conversation?.kind).toBe("direct");
    const listing = await c.samuel.get(`/api/marketplace/${item.id}`);
    expect(JSON.stringify(listing.body)).not.toMatch(/phone|email|\+256/i);
    expect(
      (await c.samuel.post(`/api/marketplace/${item.id}/contact`, { sellerId: ids.samuel })).status,
    ).toBe(404);
    expect((await c.sarah.post(`/api/marketplace/${item.id}/contact`, {})).status).toBe(400);
    expect((await c.grace.post(`/api/marketplace/${item.id}/contact`, {})).status).toBe(404);
  });
});

describe("the seller", () => {
  it("marks an approved listing sold and withdraws a pending one; others cannot", async () => {
    const { c } = await setup();
    const item = await approved(c);
    const pending = await list(c.sarah, { title: "Lamp" });
    expect((await c.samuel.post(`/api/marketplace/${item.id}/sold`)).status).toBe(404);
    expect((await c.sarah.post(`/api/marketplace/${pending.id}/sold`)).status).toBe(409);
    const sold = await c.sarah.post(`/api/marketplace/${item.id}/sold`);
    expect(sold.body).toMatchObject({ status: "sold" });
    expect((await c.sarah.post(`/api/marketplace/${item.id}/withdraw`)).status).toBe(409);
    expect((await c.sarah.post(`/api/marketplace/${pending.id}/withdraw`)).body).toMatchObject({
      status: "withdrawn",
    });
    expect(titles((await c.samuel.get("/api/marketplace")).body)).toEqual([]);
    expect((await c.landlord.get("/api/marketplace/pending")).body).toMatchObject({ total: 0 });
    expect(titles((await c.sarah.get("/api/marketplace/mine")).body)).toEqual(["Lamp", "3-seater sofa"]);
  });
});

describe("over the socket", () => {
  it("the seller and the landlord are told live; residents of another property hear nothing", async () => {
    const { c, ids } = await setup();
    const [sarah, landlord, samuel, grace, other] = await openSockets(t, [
      { id: ids.sarah, role: "tenant" },
      { id: ids.landlord, role: "landlord" },
      { id: ids.samuel, role: "tenant" },
      { id: ids.grace, role: "tenant" },
      { id: ids.other, role: "landlord" },
    ]);
    const item = await list(c.sarah);
    expect(landlord.of("notification").map((e) => inEnglish(e.notification.title))).toEqual([
      "New marketplace listing",
    ]);
    expect((await decideListing(c.landlord, item.id, "approved")).status).toBe(200);
    expect(sarah.of("notification").map((e) => inEnglish(e.notification.title))).toEqual([
      "Listing approved",
    ]);
    for (const s of [samuel, grace, other]) expect(s.of("notification")).toEqual([]);
  });
});

describe("access", () => {
  it("another landlord and another property's residents get nothing; tenants cannot moderate", async () => {
    const { c, towers, heights } = await setup();
    const item = await list(c.sarah);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await decideListing(c.other, item.id, "approved")).status).toBe(404);
    expect((await decideListing(c.sarah, item.id, "approved")).status).toBe(403);
    expect((await decideListing(c.landlord, unknown, "approved")).status).toBe(404);
    expect((await decideListing(c.landlord, "not-a-uuid", "approved")).status).toBe(400);
    expect((await decideListing(c.landlord, item.id, "maybe")).status).toBe(400);
    expect((await c.other.get("/api/marketplace/pending")).body).toMatchObject({ total: 0 });
    expect((await c.other.get(`/api/marketplace/${item.id}`)).status).toBe(404);
    expect((await c.landlord.get(`/api/marketplace/pending?propertyId=${towers.id}`)).status).toBe(404);
    expect((await c.landlord.get(`/api/marketplace/pending?propertyId=${heights.id}`)).body).toMatchObject({
      total: 1,
    });
    expect((await c.sarah.get("/api/marketplace/pending")).status).toBe(403);
    expect((await c.landlord.get("/api/marketplace")).status).toBe(403);
    expect((await c.grace.get("/api/marketplace/mine")).body).toMatchObject({ total: 0 });
    for (const path of ["like", "report", "contact", "sold", "withdraw"]) {
      const res = await c.grace.request(
        path === "like" ? "PUT" : "POST",
        `/api/marketplace/${item.id}/${path}`,
        {},
      );
      expect(res.status, path).toBe(404);
    }
    expect((await c.grace.get(`/api/marketplace/${unknown}/photos/${unknown}`)).status).toBe(404);
  });
});
