import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, kampalaToday } from "../../../../common/kampala-calendar";
import { properties, rentalApplications, units } from "../../db/schema";
import { SESSION_COOKIE } from "../../platform/auth/cookies";
import { CACHE_PERSONAL, CACHE_REVALIDATE } from "../../platform/http/static-client";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import {
  createProperty,
  del,
  freshClient,
  patch,
  propertyUpdateBody,
  signedInUser,
} from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";

// A built client of our own: the listing page's HTML is this shell with the listing's head.
const clientRoot = mkdtempSync(join(tmpdir(), "nyumba-listing-"));
mkdirSync(clientRoot, { recursive: true });
writeFileSync(
  join(clientRoot, "index.html"),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Nyumba" /><title>Nyumba</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(clientRoot, { recursive: true, force: true }));

const t = sharedTestApp({}, { clientRoot });
let seq = 0;
/** A word no other test's property holds: each test searches only among its own properties. */
const area = () => `Zona${Date.now().toString(36)}${++seq}x`;
const jpeg = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

type Unit = { unitNumber: string; bedrooms?: number; rent?: number; readiness?: "ready" | "needs_work" };

/** A listed (unless said) property in `where` with the given units, owned by a new landlord. */
async function listed(
  where: string,
  name: string,
  unitSpecs: Unit[],
  opts: { listed?: boolean; status?: "active" | "archived"; amenities?: string[]; type?: string } = {},
) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property, units: rows } = await makeProperty(db, landlord.id, {
    name,
    location: `Plot 9, ${where}, Kololo, Kampala`,
    units: unitSpecs.map((u) => u.unitNumber),
    status: opts.status,
  });
  await db
    .update(properties)
    .set({
      listed: opts.listed ?? true,
      amenities: opts.amenities ?? [],
      propertyType: opts.type ?? "apartment",
    })
    .where(eq(properties.id, property.id));
  for (const [i, u] of unitSpecs.entries()) {
    await db
      .update(units)
      .set({ bedrooms: u.bedrooms ?? 1, rentAmount: u.rent ?? 1_000_000, readiness: u.readiness ?? "ready" })
      .where(eq(units.id, rows[i]!.id));
  }
  return { landlord, property, units: rows };
}

const search = async (query: string) => {
  const res = await freshClient(t).get(`/api/listings?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    items: { id: number; name: string; price: number; available: number }[];
    total: number;
  };
};

describe("public property search", () => {
  it("lists only listed, active properties with vacant units marked ready, grouped by property", async () => {
    const where = area();
    const a = await listed(where, "Acacia Court", [
      { unitNumber: "1A", bedrooms: 2, rent: 1_800_000 },
      { unitNumber: "1B", bedrooms: 2, rent: 1_500_000 },
      { unitNumber: "1C", bedrooms: 3, rent: 2_500_000, readiness: "needs_work" },
    ]);
    // 1A is taken: an active lease.
    const tenant = await makeTenant(t.database.db, { firstName: "Hidden", lastName: "Tenantname" });
    await makeLease(t.database.db, {
      propertyId: a.property.id,
      unitId: a.units[0]!.id,
      tenantId: tenant.id,
    });
    await listed(where, "Unlisted House", [{ unitNumber: "1" }], { listed: false });
    await listed(where, "Archived House", [{ unitNumber: "1" }], { status: "archived" });
    await listed(where, "Full House", [{ unitNumber: "1", readiness: "needs_work" }]);

    const res = await search(`location=${where}`);
    expect(res.total).toBe(1);
    expect(res.items).toEqual([
      expect.objectContaining({
        id: a.property.id,
        name: "Acacia Court",
        address: `Plot 9, ${where}, Kololo, Kampala`,
        price: 1_500_000,
        currency: "UGX",
        available: 1,
        bedrooms: { min: 2, max: 2 },
      }),
    ]);
    // Never the tenant's name or the landlord's contact details.
    const text = JSON.stringify(res);
    expect(text).not.toContain("Tenantname");
    expect(text).not.toContain(a.landlord.email!);
  });

  it("filters by bedrooms, price, type and amenities, and pages most relevant then cheapest first", async () => {
    const where = area();
    const cheap = await listed(where, "Cheap Flats", [{ unitNumber: "1", bedrooms: 2, rent: 900_000 }], {
      amenities: ["Gym", "Parking"],
    });
    const dear = await listed(where, "Dear Flats", [{ unitNumber: "1", bedrooms: 2, rent: 3_000_000 }], {
      amenities: ["Gym"],
    });
    const big = await listed(where, "Big House", [{ unitNumber: "1", bedrooms: 5, rent: 5_000_000 }], {
      type: "single-family",
    });
    const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id);

    expect(ids(await search(`location=${where}&bedrooms=2`))).toEqual([cheap.property.id, dear.property.id]);
    expect(ids(await search(`location=${where}&bedrooms=4%2B`))).toEqual([big.property.id]);
    expect(ids(await search(`location=${where}&minPrice=1000000&maxPrice=4000000`))).toEqual([
      dear.property.id,
    ]);
    expect(ids(await search(`location=${where}&type=single-family`))).toEqual([big.property.id]);
    expect(ids(await search(`location=${where}&amenities=Gym,Parking`))).toEqual([cheap.property.id]);
    const page2 = await search(`location=${where}&pageSize=2&page=2`);
    expect(page2.total).toBe(3);
    expect(ids(page2)).toEqual([big.property.id]);
  });

  it("is typo-tolerant: 'Nakaseero' finds Nakasero Towers", async () => {
    const where = area();
    const towers = await listed(where, `Nakasero Towers ${where}`, [{ unitNumber: "1" }]);
    const res = await search(`q=Nakaseero&location=${where}`);
    expect(res.items.map((i) => i.id)).toEqual([towers.property.id]);
    expect((await search(`q=Bugolobbi&location=${where}`)).total).toBe(0);
    // LIKE wildcards are text, not patterns.
    expect((await search(`q=%25&location=${where}`)).total).toBe(0);
  });

  it("offers the spec's locations and the areas listed properties name", async () => {
    const where = area();
    await listed(where, "Areas", [{ unitNumber: "1" }]);
    const res = await freshClient(t).get("/api/listings/locations");
    expect(res.status).toBe(200);
    const { locations } = res.body as { locations: string[] };
    expect(locations.slice(0, 4)).toEqual(["kampala", "nakasero", "kololo", "bugolobi"]);
    expect(locations.some((l) => l.startsWith("plot"))).toBe(false);
  });

  it("answers a clear 400 for bad filters", async () => {
    const c = freshClient(t);
    const cases: [string, string][] = [
      ["minPrice=5000&maxPrice=100", "maxPrice"],
      ["minPrice=abc", "minPrice"],
      ["minPrice=-1", "minPrice"],
      ["bedrooms=7", "bedrooms"],
      ["type=castle", "type"],
      ["amenities=Helipad", "amenities"],
      ["pageSize=500", "pageSize"],
      ["page=0", "page"],
      [`q=${"a".repeat(1_000)}`, "q"],
    ];
    for (const [query, field] of cases) {
      const res = await c.get(`/api/listings?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toEqual(expect.any(String));
      expect(JSON.stringify(res.body), query).toContain(field);
    }
    expect((await c.get("/api/listings?q=%00")).status).toBe(400);
  });
});

describe("a listing page", () => {
  it("shows the listed property's ready units and photos; 404 for one that is not listed", async () => {
    const where = area();
    const { property, units: rows } = await listed(where, "Kololo Gardens", [
      { unitNumber: "2A", bedrooms: 2, rent: 2_000_000 },
      { unitNumber: "2B", bedrooms: 2, readiness: "needs_work" },
    ]);
    const res = await freshClient(t).get(`/api/listings/${property.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: property.id,
      name: "Kololo Gardens",
      units: [{ id: rows[0]!.id, unitNumber: "2A", bedrooms: 2, rent: 2_000_000 }],
      myApplication: null,
    });
    const hidden = await listed(where, "Private", [{ unitNumber: "1" }], { listed: false });
    expect((await freshClient(t).get(`/api/listings/${hidden.property.id}`)).status).toBe(404);
    expect((await freshClient(t).get("/api/listings/999999999")).status).toBe(404);
    expect((await freshClient(t).get("/api/listings/abc")).status).toBe(400);
  });

  it("sends Open Graph tags in the page's HTML, escaped", async () => {
    const where = area();
    const { property, landlord } = await listed(where, `Kololo "Heights" <b>`, [
      { unitNumber: "1", rent: 1_200_000 },
    ]);
    const landlordClient = await clientFor(t, landlord.id);
    const photo = multipart({}, [{ name: "front.jpg", type: "image/jpeg", bytes: await jpeg("#336699") }]);
    const added = await landlordClient.post(
      `/api/landlord/properties/${property.id}/photos`,
      photo.body,
      photo.headers,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const page = await t.app.inject({ method: "GET", url: `/listing/${property.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const html = page.body;
    expect(html).toContain(
      '<meta property="og:title" content="Kololo &quot;Heights&quot; &lt;b&gt; — homes to rent on Nyumba" />',
    );
    expect(html).toContain("<title>Kololo &quot;Heights&quot; &lt;b&gt; — homes to rent on Nyumba</title>");
    expect(html).toMatch(
      /<meta property="og:description" content="Plot 9, [^"]+, Kololo, Kampala\. 1 unit ready to rent from USh\s1,200,000 a month\." \/>/,
    );
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://[^"]+/api/properties/${property.id}/photos/\\d+" />`,
      ),
    );
    expect(html).toContain(
      `<meta property="og:url" content="${t.app.deps.config.publicUrl}/listing/${property.id}" />`,
    );
    expect(html).not.toContain("<b>");
    // Like every page's HTML it says who is signed in: nobody for a visitor (the app then asks nothing), else the
    // user, private to them.
    expect(html).toContain('<script type="application/json" id="nyumba-user">null</script>');
    expect(page.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    const cookie = `${SESSION_COOKIE}=${landlordClient.cookie(SESSION_COOKIE)}`;
    const own = await t.app.inject({ method: "GET", url: `/listing/${property.id}`, headers: { cookie } });
    expect(own.headers["cache-control"]).toBe(CACHE_PERSONAL);
    expect(own.body).toContain(`<script type="application/json" id="nyumba-user">{"id":"${landlord.id}"`);
    expect(own.body).toContain("og:title");
    // The image itself is public while the property is listed.
    const image = html.match(/og:image" content="http:\/\/[^/]+([^"]+)"/)![1]!;
    expect((await freshClient(t).get(image)).status).toBe(200);

    // A property that is not listed gets the plain app shell (and its photo is private).
    await t.database.db.update(properties).set({ listed: false }).where(eq(properties.id, property.id));
    const plain = await t.app.inject({ method: "GET", url: `/listing/${property.id}` });
    expect(plain.body).not.toContain("og:title");
    expect((await freshClient(t).get(image)).status).toBe(404);
    expect((await landlordClient.get(image)).status).toBe(200);
  });
});

describe("applying for a unit", () => {
  it("creates an application the landlord sees, once; other tenants and landlords get nothing", async () => {
    const where = area();
    const {
      property,
      units: rows,
      landlord,
    } = await listed(where, "Apply Court", [
      { unitNumber: "2A", bedrooms: 2 },
      { unitNumber: "2B", bedrooms: 2 },
    ]);
    const tenant = await makeTenant(t.database.db, { firstName: "Brenda", lastName: "Kyomuhendo" });
    const c = await clientFor(t, tenant.id);
    const moveInDate = addDays(kampalaToday(), 14);
    const url = `/api/listings/${property.id}/applications`;

    const [first, second] = await Promise.all([
      c.post(url, { unitId: rows[0]!.id, moveInDate }),
      c.post(url, { unitId: rows[0]!.id, moveInDate }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const created = (first.status === 201 ? first : second).body;
    expect(created).toMatchObject({
      tenantName: "Brenda Kyomuhendo",
      unitNumber: "2A",
      unitType: "2-bedroom",
      status: "pending",
    });
    const rowsNow = await t.database.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.tenantId, tenant.id));
    expect(rowsNow).toHaveLength(1);

    const mine = await c.get(`/api/listings/${property.id}`);
    expect(mine.body.myApplication).toMatchObject({ status: "pending", unitNumber: "2A", moveInDate });

    const owner = await clientFor(t, landlord.id);
    const list = await owner.get(`/api/landlord/applications?propertyId=${property.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ tenantName: "Brenda Kyomuhendo", unitNumber: "2A" }),
    ]);
    const stranger = await clientFor(t, (await makeLandlord(t.database.db)).id);
    expect((await stranger.get(`/api/landlord/applications?propertyId=${property.id}`)).status).toBe(404);
    const otherTenant = await clientFor(t, (await makeTenant(t.database.db)).id);
    expect((await otherTenant.get(`/api/listings/${property.id}`)).body.myApplication).toBeNull();
  });

  it("refuses what cannot be applied for, with clear answers", async () => {
    const where = area();
    const {
      property,
      units: rows,
      landlord,
    } = await listed(where, "Refusals", [{ unitNumber: "1", readiness: "needs_work" }, { unitNumber: "2" }]);
    const db = t.database.db;
    const c = await clientFor(t, (await makeTenant(db)).id);
    const url = `/api/listings/${property.id}/applications`;
    const soon = addDays(kampalaToday(), 7);
    expect((await c.post(url, { unitId: rows[0]!.id, moveInDate: soon })).status).toBe(409);
    expect((await c.post(url, { unitId: 999_999, moveInDate: soon })).status).toBe(409);
    const past = await c.post(url, { unitId: rows[1]!.id, moveInDate: addDays(kampalaToday(), -1) });
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty("moveInDate");
    expect(
      (await c.post(url, { unitId: rows[1]!.id, moveInDate: addDays(kampalaToday(), 400) })).status,
    ).toBe(400);
    expect((await c.post(url, { unitId: rows[1]!.id, moveInDate: "2027-02-31" })).status).toBe(400);
    expect((await c.post(url, { unitId: "1", moveInDate: soon })).status).toBe(400);
    // Signed out: 401; a landlord: 403; a property that is not listed: 404.
    expect((await freshClient(t).post(url, { unitId: rows[1]!.id, moveInDate: soon })).status).toBe(401);
    expect(
      (await (await clientFor(t, landlord.id)).post(url, { unitId: rows[1]!.id, moveInDate: soon })).status,
    ).toBe(403);
    const hidden = await listed(where, "Hidden", [{ unitNumber: "1" }], { listed: false });
    const h = await c.post(`/api/listings/${hidden.property.id}/applications`, {
      unitId: hidden.units[0]!.id,
      moveInDate: soon,
    });
    expect(h.status).toBe(404);
    // A tenant with a current lease.
    const housed = await makeTenant(db);
    await makeLease(db, { propertyId: hidden.property.id, unitId: hidden.units[0]!.id, tenantId: housed.id });
    const hc = await clientFor(t, housed.id);
    expect((await hc.post(url, { unitId: rows[1]!.id, moveInDate: soon })).body.code).toBe(
      "TENANT_HAS_LEASE",
    );
  });
});

describe("the landlord's choice to list", () => {
  it("is off for a new property, turned on by the edit form, and kept when an edit does not send it", async () => {
    const { client } = await signedInUser(t, "landlord");
    const where = area();
    const p = await createProperty(client, { name: "Choice Court", location: `Plot 1, ${where}, Kampala` });
    expect(p.listed).toBe(false);
    expect((await search(`location=${where}`)).total).toBe(0);
    const on = await patch(
      client,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { listed: true }),
    );
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.listed).toBe(true);
    expect((await search(`location=${where}`)).total).toBe(1);
    const kept = await patch(
      client,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { name: "Choice Court II" }),
    );
    expect(kept.body.listed).toBe(true);
    expect(
      (await patch(client, `/api/landlord/properties/${p.id}`, propertyUpdateBody(p, { listed: "yes" })))
        .status,
    ).toBe(400);
  });
});

describe("property photos", () => {
  it("adds up to ten, refuses files that are not images, and only the owner changes them", async () => {
    const db = t.database.db;
    const landlord = await makeLandlord(db);
    const { property } = await makeProperty(db, landlord.id, { units: ["1"] });
    const owner = await clientFor(t, landlord.id);
    const url = `/api/landlord/properties/${property.id}/photos`;
    const photos = await Promise.all(["#111111", "#222222"].map(jpeg));
    const form = multipart(
      {},
      photos.map((bytes, i) => ({ name: `p${i}.jpg`, type: "image/jpeg", bytes })),
    );
    const added = await owner.post(url, form.body, form.headers);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const list = (added.body as { photos: { id: number; url: string; thumbUrl: string }[] }).photos;
    expect(list).toHaveLength(2);
    const thumb = await owner.get(list[0]!.thumbUrl);
    expect(thumb.res.headers["content-type"]).toBe("image/webp");

    const text = multipart({}, [{ name: "x.jpg", type: "image/jpeg", bytes: Buffer.from("not an image") }]);
    const bad = await owner.post(url, text.body, text.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    const nine = multipart(
      {},
      Array.from({ length: 9 }, (_, i) => ({ name: `${i}.jpg`, type: "image/jpeg", bytes: photos[0]! })),
    );
    expect((await owner.post(url, nine.body, nine.headers)).body.code).toBe("TOO_MANY_FILES");
    expect((await owner.post(url, {})).status).toBe(400);

    // Not listed: a stranger and another landlord see nothing and change nothing.
    const stranger = await clientFor(t, (await makeLandlord(db)).id);
    expect((await stranger.get(list[0]!.url)).status).toBe(404);
    expect((await freshClient(t).get(list[0]!.url)).status).toBe(404);
    expect((await stranger.post(url, form.body, form.headers)).status).toBe(404);
    expect((await del(stranger, `${url}/${list[0]!.id}`)).status).toBe(404);
    // Its tenant sees them.
    const tenant = await makeTenant(db);
    const [unit] = await db.select().from(units).where(eq(units.propertyId, property.id));
    await makeLease(db, { propertyId: property.id, unitId: unit!.id, tenantId: tenant.id });
    expect((await (await clientFor(t, tenant.id)).get(list[0]!.url)).status).toBe(200);

    const removed = await del(owner, `${url}/${list[0]!.id}`);
    expect(removed.status).toBe(200);
    expect((removed.body as { photos: unknown[] }).photos).toHaveLength(1);
    expect((await owner.get(list[0]!.url)).status).toBe(404);
  });
});
