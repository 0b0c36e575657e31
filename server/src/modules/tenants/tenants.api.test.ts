import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { users } from "../../db/schema";
import {
  clientFor,
  makeLandlord,
  makeLease,
  makeProperty,
  makeTenant,
  multipartBody,
  onePagePdf,
  uniquePhone,
  userById,
} from "../../test/lease-factories";
import { payRent } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";
import { generateRentCharges } from "../rent/charges";
import { leaseStanding } from "../tenancy/ledger";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "nyumba-uploads-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
// Uploads go to the default local-disk storage, under a throwaway data folder.
const t = sharedTestApp(() => ({ DATA_DIR: dataDir }));

/** A landlord with two properties and tenants in them. */
async function setup({ sarahPhone = uniquePhone() } = {}) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property: heights, units: hu } = await makeProperty(db, landlord.id, {
    name: "Kampala Heights",
    location: "Plot 45, Kira Road, Kampala",
    units: ["1A", "1B", "1C", "2A"],
  });
  const { property: towers, units: tu } = await makeProperty(db, landlord.id, { name: "Nakasero Towers" });
  const sarah = await makeTenant(db, {
    firstName: "Sarah",
    lastName: "Namukasa",
    phone: sarahPhone,
    emergencyContactName: "Mary",
    emergencyContactPhone: "Mary Namukasa +256702000000",
    monthlyIncome: "3000000",
  });
  const samuel = await makeTenant(db, { firstName: "Samuel", lastName: "Opio" });
  const otherSarah = await makeTenant(db, { firstName: "sarah", lastName: "NAMUKASA" });
  const sarahLease = await makeLease(db, { propertyId: heights.id, unitId: hu[0]!.id, tenantId: sarah.id });
  await makeLease(db, { propertyId: heights.id, unitId: hu[1]!.id, tenantId: samuel.id });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: otherSarah.id });
  // Not current: an ended lease and an invitee without an account.
  const former = await makeTenant(db, { firstName: "Sam", lastName: "Former" });
  await makeLease(db, { propertyId: heights.id, unitId: hu[2]!.id, tenantId: former.id, status: "ended" });
  await makeLease(db, { propertyId: heights.id, unitId: hu[3]!.id, tenantId: null, status: "pending" });
  const c = await clientFor(t, landlord.id);
  return { landlord, heights, towers, hu, sarah, samuel, otherSarah, former, sarahLease, c };
}

type Row = Record<string, unknown>;

describe("tenant search", () => {
  it("finds current tenants by part of the name, case-insensitive, in the landlord's properties", async () => {
    const { c, samuel, sarah, otherSarah } = await setup();
    const res = await c.get("/api/landlord/tenants?q=SA");
    expect(res.status).toBe(200);
    const rows = res.body as unknown as Row[];
    // "Sam Former" has only an ended lease: not a current tenant.
    expect(rows.map((r) => r.id).sort()).toEqual([samuel.id, sarah.id, otherSarah.id].sort());
    expect(rows.find((r) => r.id === sarah.id)).toEqual({
      id: sarah.id,
      fullName: "Sarah Namukasa",
      propertyName: "Kampala Heights",
      unitNumber: "1A",
    });
    const full = await c.get(`/api/landlord/tenants?q=${encodeURIComponent("samuel opio")}`);
    expect((full.body as unknown as Row[]).map((r) => r.id)).toEqual([samuel.id]);
    expect((await c.get("/api/landlord/tenants?q=%25%25")).body).toEqual([]);
  });

  it("needs 2 letters, and returns at most 20", async () => {
    const db = t.database.db;
    const { c, landlord } = await setup();
    const short = await c.get("/api/landlord/tenants?q=s");
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ fields: { q: "Type at least 2 letters of the tenant's name" } });
    expect((await c.get("/api/landlord/tenants")).status).toBe(400);

    const names = Array.from({ length: 25 }, (_, i) => `Kato${String(i).padStart(2, "0")}`);
    const { property, units: many } = await makeProperty(db, landlord.id, { units: names });
    for (const [i, name] of names.entries()) {
      const tenant = await makeTenant(db, { firstName: name, lastName: "Bulk" });
      await makeLease(db, { propertyId: property.id, unitId: many[i]!.id, tenantId: tenant.id });
    }
    const res = await c.get("/api/landlord/tenants?q=bulk");
    expect((res.body as unknown as Row[]).length).toBe(20);
  });

  it("another landlord finds nothing, a tenant gets 403", async () => {
    await setup();
    const intruder = await clientFor(t, (await makeLandlord(t.database.db)).id);
    expect((await intruder.get("/api/landlord/tenants?q=sarah")).body).toEqual([]);
    const tenant = await clientFor(t, (await makeTenant(t.database.db)).id);
    expect((await tenant.get("/api/landlord/tenants?q=sarah")).status).toBe(403);
  });
});

describe("tenant details by name", () => {
  it("returns every current tenant with that full name (case-insensitive), with lease and property", async () => {
    const { c, sarah, otherSarah, sarahLease, hu, heights } = await setup({ sarahPhone: "+256771000001" });
    // Sarah's rent ledger: charges since the start of her lease, half a month paid.
    await generateRentCharges(t.database.db, { leaseId: sarahLease.id, today: kampalaToday() });
    await payRent(
      t.database.db,
      { ...sarahLease, tenantId: sarah.id, landlordId: heights.landlordId },
      750_000,
    );
    const standing = await leaseStanding(t.database.db, sarahLease.id, kampalaToday());
    const res = await c.get(`/api/landlord/tenants/by-name/${encodeURIComponent("Sarah  namukasa ")}`);
    expect(res.status).toBe(200);
    const rows = res.body as unknown as Row[];
    expect(rows.map((r) => r.id).sort()).toEqual([sarah.id, otherSarah.id].sort());
    const detail = rows.find((r) => r.id === sarah.id)!;
    expect(detail).toEqual({
      id: sarah.id,
      firstName: "Sarah",
      lastName: "Namukasa",
      email: sarah.email,
      phoneNumber: "+256771000001",
      dateOfBirth: "1994-05-12",
      nationalId: "CM94051200XYZ",
      hasNationalIdPhoto: false,
      profileImageUrl: null,
      occupation: "Teacher",
      monthlyIncome: "3000000",
      emergencyContactName: "Mary",
      emergencyContactPhone: "Mary Namukasa +256702000000",
      memberSince: sarah.createdAt.toISOString(),
      propertyId: heights.id,
      propertyName: "Kampala Heights",
      propertyAddress: "Plot 45, Kira Road, Kampala",
      unitId: hu[0]!.id,
      unitNumber: "1A",
      floorNumber: 1,
      leaseId: sarahLease.id,
      monthlyRent: 1_500_000,
      rentCurrency: "UGX",
      leaseStartDate: "2026-01-01",
      leaseEndDate: "2027-01-01",
      paymentStatus: standing.status,
      outstandingBalance: standing.dueOutstanding,
      pets: [],
    });
  });

  it("answers [] for an unknown name, a former tenant, or another landlord; 403 for a tenant", async () => {
    const { c } = await setup();
    expect((await c.get("/api/landlord/tenants/by-name/Nobody%20Here")).body).toEqual([]);
    expect((await c.get("/api/landlord/tenants/by-name/Sam%20Former")).body).toEqual([]);
    expect((await c.get("/api/landlord/tenants/by-name/Sarah")).body).toEqual([]);
    const intruder = await clientFor(t, (await makeLandlord(t.database.db)).id);
    const res = await intruder.get("/api/landlord/tenants/by-name/Sarah%20Namukasa");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const tenant = await clientFor(t, (await makeTenant(t.database.db)).id);
    expect((await tenant.get("/api/landlord/tenants/by-name/Sarah%20Namukasa")).status).toBe(403);
    expect((await t.client().get("/api/landlord/tenants/by-name/Sarah%20Namukasa")).status).toBe(401);
  });
});

// ---- National ID photo ----

const upload = (c: TestClient, bytes: Buffer, filename = "id.png", type = "image/png") => {
  const { body, headers } = multipartBody("file", filename, type, bytes);
  return c.post("/api/me/national-id-photo", body, headers);
};

async function jpegWithExif(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Secret place", Artist: "Camera owner" } })
    .toBuffer();
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();

describe("national ID photo upload", () => {
  it("a tenant uploads a PNG; it is re-encoded and served back to them, privately", async () => {
    const { sarah } = await setup();
    const me = await clientFor(t, sarah.id);
    expect((await me.get("/api/auth/user")).body.hasNationalIdPhoto).toBe(false);
    const original = await png();
    const res = await upload(me, original);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await me.get("/api/auth/user")).body.hasNationalIdPhoto).toBe(true);
    const user = await userById(t.database.db, sarah.id);
    expect(user.nationalIdPhotoKey).toMatch(new RegExp(`^national-id/${sarah.id}/[0-9a-f]{24}\\.png$`));

    const got = await me.get(`/api/tenants/${sarah.id}/national-id-photo`);
    expect(got.status).toBe(200);
    expect(got.res.headers["content-type"]).toBe("image/png");
    expect(got.res.headers["cache-control"]).toBe("private, no-store");
    const served = got.res.rawPayload;
    expect(served.equals(original)).toBe(false);
    expect((await sharp(served).metadata()).format).toBe("png");
  });

  it("a JPEG with EXIF loses its metadata and is scaled to at most 1600 px", async () => {
    const { sarah } = await setup();
    const me = await clientFor(t, sarah.id);
    const original = await jpegWithExif(2400, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await upload(me, original, "id.jpg", "image/jpeg")).status).toBe(200);
    const served = (await me.get(`/api/tenants/${sarah.id}/national-id-photo`)).res.rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(800);
    expect(served.includes(Buffer.from("Secret place"))).toBe(false);
  });

  it("a PDF is stored as it is and downloaded as an attachment; a new upload replaces the old file", async () => {
    const { sarah } = await setup();
    const me = await clientFor(t, sarah.id);
    expect((await upload(me, await png())).status).toBe(200);
    const firstKey = (await userById(t.database.db, sarah.id)).nationalIdPhotoKey!;
    const pdf = await onePagePdf();
    expect((await upload(me, pdf, "id.pdf", "application/pdf")).status).toBe(200);
    const got = await me.get(`/api/tenants/${sarah.id}/national-id-photo`);
    expect(got.res.headers["content-type"]).toBe("application/pdf");
    expect(got.res.headers["content-disposition"]).toBe('attachment; filename="national-id.pdf"');
    expect(got.res.rawPayload.equals(pdf)).toBe(true);
    const { existsSync } = await import("node:fs");
    expect(existsSync(join(dataDir, "uploads", firstKey))).toBe(false);
  });

  it("refuses a text file named .png, an image that does not decode, an empty or missing file", async () => {
    const { sarah } = await setup();
    const me = await clientFor(t, sarah.id);
    const text = await upload(me, Buffer.from("just some text, not a picture"), "id.png", "image/png");
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: "UNSUPPORTED_FILE_TYPE",
      error: "Please upload a PNG, JPEG or WebP image, or a PDF.",
    });
    const broken = Buffer.concat([(await png()).subarray(0, 20), Buffer.alloc(50)]);
    const bad = await upload(me, broken);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("UNREADABLE_IMAGE");
    expect((await upload(me, Buffer.alloc(0))).body.code).toBe("EMPTY_FILE");
    const wrongField = multipartBody("photo", "id.png", "image/png", await png());
    expect((await me.post("/api/me/national-id-photo", wrongField.body, wrongField.headers)).body.code).toBe(
      "NO_FILE",
    );
    const json = await me.post("/api/me/national-id-photo", { file: "x" });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe("NO_FILE");
    expect((await userById(t.database.db, sarah.id)).nationalIdPhotoKey).toBeNull();
  });

  it("refuses a file over 10 MB with 413", async () => {
    const { sarah } = await setup();
    const me = await clientFor(t, sarah.id);
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(me, big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: "FILE_TOO_LARGE",
      error: "The file is too large. Please upload a file of at most 10 MB.",
    });
    expect((await userById(t.database.db, sarah.id)).nationalIdPhotoKey).toBeNull();
  });

  it("is for tenants: a landlord gets 403, nobody signed in 401", async () => {
    const { c } = await setup();
    expect((await upload(c, await png())).status).toBe(403);
    expect((await upload(t.client(), await png())).status).toBe(401);
  });
});

describe("national ID photo access", () => {
  it("the tenant and their landlord (also a former one) see it; another landlord or tenant gets 404", async () => {
    const db = t.database.db;
    const { c, sarah, samuel } = await setup();
    const me = await clientFor(t, sarah.id);
    expect((await upload(me, await png())).status).toBe(200);
    const url = `/api/tenants/${sarah.id}/national-id-photo`;

    expect((await me.get(url)).status).toBe(200);
    const landlordView = await c.get(url);
    expect(landlordView.status).toBe(200);
    expect(landlordView.res.headers["cache-control"]).toBe("private, no-store");

    // The details screen says there is a photo.
    const details = await c.get("/api/landlord/tenants/by-name/Sarah%20Namukasa");
    expect((details.body as unknown as Row[]).find((r) => r.id === sarah.id)?.hasNationalIdPhoto).toBe(true);

    const stranger = await clientFor(t, (await makeLandlord(db)).id);
    const denied = await stranger.get(url);
    expect(denied.status).toBe(404);
    expect(denied.body.error).toBe("National ID photo not found.");
    expect((await (await clientFor(t, samuel.id)).get(url)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);

    // A former landlord (the lease ended) still may see it.
    const formerLandlord = await makeLandlord(db);
    const { property, units: fu } = await makeProperty(db, formerLandlord.id);
    await makeLease(db, { propertyId: property.id, unitId: fu[0]!.id, tenantId: sarah.id, status: "ended" });
    expect((await (await clientFor(t, formerLandlord.id)).get(url)).status).toBe(200);

    // A tenant without a photo: 404 for their own landlord too.
    expect((await c.get(`/api/tenants/${samuel.id}/national-id-photo`)).status).toBe(404);
    expect((await c.get("/api/tenants/not-a-uuid/national-id-photo")).status).toBe(400);
  });

  it("a missing file in storage is a 404, not a 500", async () => {
    const { c, sarah } = await setup();
    await t.database.db
      .update(users)
      .set({ nationalIdPhotoKey: `national-id/${sarah.id}/0123456789abcdef01234567.png` })
      .where(eq(users.id, sarah.id));
    expect((await c.get(`/api/tenants/${sarah.id}/national-id-photo`)).status).toBe(404);
  });
});
