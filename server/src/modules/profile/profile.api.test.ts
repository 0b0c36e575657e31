import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema";
import { GOOD_PASSWORD, signIn, signUp } from "../../test/factories";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { freshClient, inEnglish, patch, signedInUser } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();
type Row = Record<string, unknown>;
let n = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${n++}@example.com`;

/** Moses's Kampala Heights with Sarah and Samuel; Other's Nakasero Towers with Grace. */
async function setup() {
  const db = t.database.db;
  const landlord = await makeLandlord(db, { firstName: "Moses" });
  const other = await makeLandlord(db, { firstName: "Other" });
  const { property, units } = await makeProperty(db, landlord.id, { units: ["4B", "4C"] });
  const sarah = await makeTenant(db, { firstName: "Sarah" });
  const samuel = await makeTenant(db, { firstName: "Samuel" });
  await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: sarah.id });
  await makeLease(db, { propertyId: property.id, unitId: units[1]!.id, tenantId: samuel.id });
  const grace = await makeTenant(db, { firstName: "Grace" });
  const { property: towers, units: tu } = await makeProperty(db, other.id, { units: ["9Z"] });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  return {
    ids: { sarah: sarah.id, landlord: landlord.id, grace: grace.id },
    c: {
      landlord: await clientFor(t, landlord.id),
      other: await clientFor(t, other.id),
      sarah: await clientFor(t, sarah.id),
      samuel: await clientFor(t, samuel.id),
      grace: await clientFor(t, grace.id),
    },
  };
}

const jpeg = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();

async function uploadPhoto(c: TestClient, bytes: Buffer, type = "image/jpeg") {
  const form = multipart({}, [{ name: "me.jpg", type, bytes }], "photo");
  return c.request("PUT", "/api/profile/photo", form.body, form.headers);
}

describe("your profile", () => {
  it("a tenant reads their details, home, lease and standing; edits their own details only", async () => {
    const { c } = await setup();
    const before = (await c.sarah.get("/api/profile")).body;
    expect(before).toMatchObject({
      role: "tenant",
      firstName: "Sarah",
      company: null,
      home: { unitNumber: "4B", monthlyRent: 1_500_000, rentCurrency: "UGX", leaseStartDate: "2026-01-01" },
    });
    const res = await patch(c.sarah, "/api/profile", {
      firstName: "Sarah",
      lastName: "Namukasa",
      occupation: "Nurse",
      monthlyIncome: "2,500,000",
      emergencyContactName: "John Namukasa",
      emergencyContactPhone: "+256772000111",
      emergencyContactRelationship: "Brother",
      emergencyContactEmail: "JOHN@example.com",
      dateOfBirth: "1994-05-12",
      // Not editable here: ignored (the schema knows no such fields).
      email: "hijack@example.com",
      monthlyRent: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      lastName: "Namukasa",
      occupation: "Nurse",
      emergencyContactRelationship: "Brother",
      emergencyContactEmail: "john@example.com",
      dateOfBirth: "1994-05-12",
      email: before.email,
      home: { monthlyRent: 1_500_000 },
    });
    expect((await c.sarah.get("/api/profile")).body).toMatchObject({ occupation: "Nurse" });
    // An empty optional text clears it.
    const cleared = await patch(c.sarah, "/api/profile", {
      firstName: "Sarah",
      lastName: "Namukasa",
      occupation: "",
    });
    expect(cleared.body).toMatchObject({ occupation: "" });
  });

  it("a landlord edits their company details", async () => {
    const { client: c } = await signedInUser(t, "landlord");
    const me = (await c.get("/api/profile")).body;
    expect(me).toMatchObject({ role: "landlord", home: null });
    const res = await patch(c, "/api/profile", {
      firstName: me.firstName,
      lastName: me.lastName,
      companyName: "Ssentongo Estates Ltd",
      companyAddress: "Plot 5, Kampala Road",
      tin: "1000123456",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { company: Row }).company).toMatchObject({ companyName: "Ssentongo Estates Ltd" });
    expect(res.body).toMatchObject({ tin: "1000123456" });
    const cleared = await patch(c, "/api/profile", {
      firstName: me.firstName,
      lastName: me.lastName,
      tin: "",
    });
    expect(cleared.body).toMatchObject({ tin: null });
  });

  it("refuses bad input with a clear 400", async () => {
    const { c } = await setup();
    const good = { firstName: "Sarah", lastName: "Namukasa" };
    for (const over of [
      { firstName: "" },
      { firstName: "x".repeat(1_000_000) },
      { lastName: 42 },
      { dateOfBirth: "2026-02-31" },
      { dateOfBirth: "2999-01-01" },
      { emergencyContactEmail: "not-an-email" },
      { occupation: "x".repeat(101) },
      { occupation: "nurse\u0000" },
      { tin: "123456789" },
      { tin: "12345678901" },
      { tin: "10001234x6" },
      { tin: 1000123456 },
    ]) {
      const res = await patch(c.sarah, "/api/profile", { ...good, ...over });
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.body.error).toBeTruthy();
    }
  });
});

describe("the profile photo", () => {
  it("is re-encoded with a thumbnail and shown to the owner, their landlord and neighbours only", async () => {
    const { c, ids } = await setup();
    const res = await uploadPhoto(c.sarah, await jpeg());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = String(res.body.profileImageUrl);
    expect(url).toMatch(new RegExp(`^/api/users/${ids.sarah}/photo`));
    expect((await c.sarah.get("/api/auth/user")).body.profileImageUrl).toBe(url);
    for (const who of [c.sarah, c.landlord, c.samuel]) expect((await who.get(url)).status).toBe(200);
    const thumb = await c.samuel.get(`/api/users/${ids.sarah}/photo?thumb=1`);
    expect(thumb.res.headers["content-type"]).toBe("image/webp");
    for (const who of [c.grace, c.other]) expect((await who.get(url)).status).toBe(404);
    // The landlord's photo: their tenants see it.
    await uploadPhoto(c.landlord, await jpeg());
    expect((await c.sarah.get(`/api/users/${ids.landlord}/photo`)).status).toBe(200);
    expect((await c.grace.get(`/api/users/${ids.landlord}/photo`)).status).toBe(404);
  });

  it("refuses a file that is not an image, two files, and no file", async () => {
    const { c } = await setup();
    const bad = await uploadPhoto(c.sarah, Buffer.from("not an image"), "image/png");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    // The errors name the form's field, `photo` (they said `photos`).
    expect(Object.keys(bad.body.fields as object)).toEqual(["photo"]);
    const photo = await jpeg();
    const two = multipart(
      {},
      [1, 2].map((i) => ({ name: `${i}.jpg`, type: "image/jpeg", bytes: photo })),
      "photo",
    );
    const twoAnswer = await c.sarah.request("PUT", "/api/profile/photo", two.body, two.headers);
    expect(twoAnswer.status).toBe(400);
    expect(twoAnswer.body.fields).toEqual({ photo: "Please attach one photo only." });
    expect((await c.sarah.request("PUT", "/api/profile/photo", {})).status).toBe(400);
  });
});

describe("changing the email", () => {
  it("needs the code sent to the new address; the old one stays until then and is told", async () => {
    const email = uniqueEmail("old");
    const c = freshClient(t);
    await signUp(c, "tenant", email);
    await signIn(c, email, "tenant");
    const next = uniqueEmail("new");
    const asked = await c.post("/api/profile/email", { email: next });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await c.get("/api/profile")).body.email).toBe(email);
    const wrong = asked.body.code === "0000" ? "1111" : "0000";
    expect((await c.post("/api/profile/email/confirm", { email: next, code: wrong })).status).toBe(400);
    const done = await c.post("/api/profile/email/confirm", { email: next, code: asked.body.code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.email).toBe(next);
    await signIn(freshClient(t), next, "tenant", GOOD_PASSWORD);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, next));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user!.id), eq(notifications.type, "account")));
    expect(told.map((x) => inEnglish(x.title))).toContain("Email changed");
    expect(t.mails.some((m) => m.to === email && m.subject === "Email changed")).toBe(true);
  });

  it("refuses an email another account uses, the same email, and a code for another address", async () => {
    const taken = uniqueEmail("taken");
    await signUp(freshClient(t), "tenant", taken);
    const email = uniqueEmail("me");
    const c = freshClient(t);
    await signUp(c, "tenant", email);
    await signIn(c, email, "tenant");
    expect((await c.post("/api/profile/email", { email: taken })).status).toBe(409);
    expect((await c.post("/api/profile/email", { email })).status).toBe(409);
    const a = uniqueEmail("a");
    const code = (await c.post("/api/profile/email", { email: a })).body.code;
    expect((await c.post("/api/profile/email/confirm", { email: uniqueEmail("b"), code })).status).toBe(400);
    expect((await c.post("/api/profile/email", { email: "nope" })).status).toBe(400);
  });

  it("needs a signed-in account", async () => {
    const c = freshClient(t);
    expect((await c.get("/api/profile")).status).toBe(401);
    expect((await c.post("/api/profile/email", { email: uniqueEmail("x") })).status).toBe(401);
  });
});
