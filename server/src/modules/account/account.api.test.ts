import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  bankStatements,
  notifications,
  outboxMessages,
  passkeys,
  propertyPhotos,
  statementLines,
  statementMappings,
  users,
} from "../../db/schema";
import { GOOD_PASSWORD, signIn, signUp } from "../../test/factories";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { del, freshClient, inEnglish, patch } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { TestClient } from "../../test/test-client";
import { readZip } from "../../test/zip";

const t = sharedTestApp();
const NEW_PASSWORD = "Entebbe2027x";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0";
let n = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${n++}@example.com`;

/** A tenant signed in on a phone and a laptop (each with its own address and browser). */
async function twoDevices() {
  const email = uniqueEmail("kato");
  await signUp(freshClient(t), "tenant", email);
  const device = (ip: string, ua: string) => {
    const c = new TestClient(t.app, ip);
    const request = c.request.bind(c);
    c.request = (method, url, body, headers = {}) =>
      request(method, url, body, { "user-agent": ua, ...headers });
    return c;
  };
  const phone = device(`10.99.${n % 250}.1`, ANDROID);
  const laptop = device(`10.99.${n % 250}.2`, WINDOWS);
  await signIn(phone, email, "tenant");
  await signIn(laptop, email, "tenant");
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { email, phone, laptop, userId: user!.id };
}

type Session = { id: string; browser: string | null; os: string | null; ip: string; current: boolean };
const sessionsOf = async (c: TestClient) => (await c.get("/api/account/sessions")).body.items as Session[];

describe("sessions", () => {
  it("lists where the account is signed in, names the devices and marks this one", async () => {
    const { phone } = await twoDevices();
    const items = await sessionsOf(phone);
    expect(items).toHaveLength(2);
    expect(items.find((s) => s.current)).toMatchObject({ browser: "Chrome", os: "Android" });
    expect(items.find((s) => !s.current)).toMatchObject({ browser: "Edge", os: "Windows" });
    expect(JSON.stringify(items)).not.toMatch(/token|hash/i);
  });

  it("signs one session out, or every other one; the ended device is signed out", async () => {
    const { phone, laptop } = await twoDevices();
    const other = (await sessionsOf(phone)).find((s) => !s.current)!;
    expect((await del(phone, `/api/account/sessions/${other.id}`)).body).toEqual({ ended: 1 });
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await del(phone, `/api/account/sessions/${other.id}`)).status).toBe(404);

    const { phone: p2, laptop: l2 } = await twoDevices();
    expect((await p2.post("/api/account/sessions/end-others")).body).toEqual({ ended: 1 });
    expect((await l2.get("/api/auth/user")).status).toBe(401);
    expect((await p2.get("/api/auth/user")).status).toBe(200);
  });

  it("never shows or ends another account's sessions", async () => {
    const a = await twoDevices();
    const b = await twoDevices();
    const theirs = (await sessionsOf(b.phone))[0]!;
    expect((await del(a.phone, `/api/account/sessions/${theirs.id}`)).status).toBe(404);
    expect((await b.phone.get("/api/auth/user")).status).toBe(200);
    expect((await sessionsOf(a.phone)).map((s) => s.id)).not.toContain(theirs.id);
    expect((await del(a.phone, "/api/account/sessions/not-a-uuid")).status).toBe(400);
    expect((await freshClient(t).get("/api/account/sessions")).status).toBe(401);
  });

  it("tells the account of each new sign-in, with the device and address", async () => {
    const { userId } = await twoDevices();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "account")));
    expect(told.map((x) => inEnglish(x.title))).toEqual(["New sign-in", "New sign-in"]);
    expect(told.map((x) => inEnglish(x.message)).join(" ")).toContain("Chrome on Android");
    expect(told.every((x) => x.essential)).toBe(true);
  });
});

describe("changing the password", () => {
  it("needs the current one; ends every other session; the new one signs in", async () => {
    const { email, phone, laptop } = await twoDevices();
    const body = { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const wrong = await phone.post("/api/account/password", { ...body, currentPassword: "Wrong2026x" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toMatchObject({ currentPassword: "The current password is not right." });
    expect((await phone.post("/api/account/password", body)).body).toEqual({ ended: 1 });
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await phone.get("/api/auth/user")).status).toBe(200);
    await signIn(freshClient(t), email, "tenant", NEW_PASSWORD);
  });

  it("stops after five wrong current passwords, and refuses bad input", async () => {
    const { phone } = await twoDevices();
    const body = { currentPassword: "Wrong2026x", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) expect((await phone.post("/api/account/password", body)).status).toBe(400);
    expect(
      (await phone.post("/api/account/password", { ...body, currentPassword: GOOD_PASSWORD })).status,
    ).toBe(429);
    for (const over of [
      { password: "short", confirmPassword: "short" },
      { confirmPassword: "Other2027x" },
      { currentPassword: "" },
    ])
      expect((await phone.post("/api/account/password", { ...body, ...over })).status).toBe(400);
  });
});

describe("your data", () => {
  it("export and erasure find the messages sent to a number or address through an index on outbox_messages.to", async () => {
    const { rows } = (await t.database.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'outbox_messages' and indexname = 'outbox_messages_to_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(rows.map((r) => r.indexdef)).toEqual([expect.stringMatching(/USING btree \(("to"|to)\)$/)]);
  });

  it("downloads everything the account holds, with its files, and nothing of anyone else", async () => {
    const db = t.database.db;
    const landlord = await makeLandlord(db, { firstName: "Moses" });
    const { property, units } = await makeProperty(db, landlord.id, { units: ["4B", "4C"] });
    const sarah = await makeTenant(db, { firstName: "Sarah" });
    const samuel = await makeTenant(db, { firstName: "Samuel" });
    await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: sarah.id });
    await makeLease(db, { propertyId: property.id, unitId: units[1]!.id, tenantId: samuel.id });
    const c = await clientFor(t, sarah.id);
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#224466" } })
      .jpeg()
      .toBuffer();
    const form = multipart({}, [{ name: "me.jpg", type: "image/jpeg", bytes: photo }], "photo");
    expect((await c.request("PUT", "/api/profile/photo", form.body, form.headers)).status).toBe(200);
    const listing = { title: "Kettle", description: "Works", price: 25000, category: "appliances" };
    expect((await c.post("/api/marketplace", listing)).status).toBe(201);
    const other = await clientFor(t, samuel.id);
    expect((await other.post("/api/marketplace", { ...listing, title: "Samuel's lamp" })).status).toBe(201);

    // The SMS sent to her (one to her number before it was the account's, a code whose text stays out), an email
    // to her address before it was the account's, and one SMS and one email to Samuel.
    const sarahPhone = `+25677${String(Date.now()).slice(-7)}`;
    const samuelPhone = `+25670${String(Date.now()).slice(-7)}`;
    await db.update(users).set({ phone: sarahPhone }).where(eq(users.id, sarah.id));
    const sms = (
      to: string,
      userId: string | null,
      body: string,
      purpose: "receipt" | "code" = "receipt",
    ) => ({
      channel: "sms" as const,
      to,
      userId,
      body,
      purpose,
      parts: 1,
      status: "accepted" as const,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.insert(outboxMessages).values([
      sms(sarahPhone, sarah.id, "Nyumba receipt R-77"),
      sms(sarahPhone, null, "Your invitation to 4B"),
      sms(sarahPhone, sarah.id, "Nyumba code: 4821", "code"),
      sms(samuelPhone, samuel.id, "Samuel's receipt R-78"),
      {
        ...sms(sarah.email!, null, "Your receipt R-80 by email"),
        channel: "email",
        subject: "Receipt",
        parts: null,
      },
      {
        ...sms(samuel.email!, null, "Samuel's receipt R-81"),
        channel: "email",
        subject: "Receipt",
        parts: null,
      },
    ]);

    const res = await c.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.res.headers["content-type"]).toBe("application/zip");
    expect(res.res.headers["content-disposition"]).toMatch(
      /^attachment; filename="nyumba-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = readZip(res.res.rawPayload);
    const account = JSON.parse(files.get("account.json")!.toString()) as { account: Record<string, unknown> };
    expect(account.account).toMatchObject({ id: sarah.id, firstName: "Sarah" });
    expect(JSON.stringify([...files.values()].map(String))).not.toMatch(
      /passwordHash|tokenHash|Samuel's lamp/,
    );
    const leasesOut = JSON.parse(files.get("leases.json")!.toString()) as { unitNumber: string }[];
    expect(leasesOut.map((l) => l.unitNumber)).toEqual(["4B"]);
    const listings = JSON.parse(files.get("marketplaceListings.json")!.toString()) as { title: string }[];
    expect(listings.map((l) => l.title)).toEqual(["Kettle"]);
    const profileFile = [...files.keys()].find((k) => k.startsWith("files/profile/"));
    expect(profileFile).toBeTruthy();
    expect(files.get(profileFile!)!.subarray(0, 2).toString("hex")).toBe("ffd8");

    const texts = JSON.parse(files.get("messages.json")!.toString()) as {
      to: string;
      body: string | null;
    }[];
    expect(texts.map((m) => m.body).sort()).toEqual([
      "Nyumba receipt R-77",
      "Your invitation to 4B",
      "Your receipt R-80 by email",
      null,
    ]);
    expect(texts.every((m) => m.to === sarahPhone || m.to === sarah.email)).toBe(true);
    expect(JSON.stringify([...files.values()].map(String))).not.toMatch(/4821|R-78|R-81/);

    // The landlord's property photos (as files) and bank statements, with their lines and column mappings; not
    // another landlord's.
    const otherLandlord = await makeLandlord(db);
    const photoKey = `property-photos/${property.id}/export-test.jpg`;
    await t.storage.put(photoKey, photo, "image/jpeg");
    await db.insert(propertyPhotos).values({
      propertyId: property.id,
      position: 0,
      storageKey: photoKey,
      thumbKey: `${photoKey}.thumb`,
      contentType: "image/jpeg",
      width: 300,
      height: 300,
      bytes: photo.length,
    });
    for (const [landlordId, bank] of [
      [landlord.id, "stanbic"],
      [otherLandlord.id, "centenary"],
    ] as const) {
      await db
        .insert(statementMappings)
        .values({ landlordId, bank, dateColumn: "Date", amountColumn: "Credit" });
      const [statement] = await db
        .insert(bankStatements)
        .values({ landlordId, bank, fileName: `${bank}-june.csv`, creditLines: 1, newLines: 1 })
        .returning();
      await db.insert(statementLines).values({
        statementId: statement!.id,
        landlordId,
        bank,
        fingerprint: `export-${bank}-${landlordId}`,
        valueDate: "2026-06-02",
        amount: 1_500_000,
        description: `${bank} deposit SARAH`,
        status: "unmatched",
      });
    }
    const landlordZip = readZip(
      (await (await clientFor(t, landlord.id)).get("/api/account/export")).res.rawPayload,
    );
    const props = JSON.parse(landlordZip.get("properties.json")!.toString()) as { id: number }[];
    expect(props.map((p) => p.id)).toEqual([property.id]);
    const rowsOf = (name: string) =>
      JSON.parse(landlordZip.get(name)!.toString()) as Record<string, unknown>[];
    expect(rowsOf("propertyPhotos.json").map((p) => p.storageKey)).toEqual([photoKey]);
    expect(landlordZip.get(`files/properties/${property.id}/export-test.jpg`)?.equals(photo)).toBe(true);
    expect(rowsOf("statementMappings.json").map((m) => m.bank)).toEqual(["stanbic"]);
    expect(rowsOf("bankStatements.json").map((b) => b.fileName)).toEqual(["stanbic-june.csv"]);
    expect(rowsOf("statementLines.json").map((l) => l.description)).toEqual(["stanbic deposit SARAH"]);
    expect(landlordZip.has("messages.json")).toBe(true);
    expect((await freshClient(t).get("/api/account/export")).status).toBe(401);
  });
});

describe("passkeys", () => {
  it("lists, renames and removes the account's own passkeys only", async () => {
    const a = await twoDevices();
    const b = await twoDevices();
    await t.database.db.insert(passkeys).values([
      { id: `pk-a-${n}`, userId: a.userId, publicKey: "x" },
      { id: `pk-b-${n}`, userId: b.userId, publicKey: "x" },
    ]);
    const mine = (await a.phone.get("/api/account/passkeys")).body.items as { id: string }[];
    expect(mine.map((p) => p.id)).toEqual([`pk-a-${n}`]);
    const renamed = await patch(a.phone, `/api/account/passkeys/pk-a-${n}`, { name: "Sarah's phone" });
    expect(renamed.body).toMatchObject({ name: "Sarah's phone" });
    expect((await patch(a.phone, `/api/account/passkeys/pk-b-${n}`, { name: "mine now" })).status).toBe(404);
    expect((await patch(a.phone, `/api/account/passkeys/pk-a-${n}`, { name: "x".repeat(61) })).status).toBe(
      400,
    );
    expect((await del(a.phone, `/api/account/passkeys/pk-b-${n}`)).status).toBe(404);
    expect((await del(a.phone, `/api/account/passkeys/pk-a-${n}`)).body).toEqual({ removed: true });
    expect((await b.phone.get("/api/account/passkeys")).body.items).toHaveLength(1);
  });
});
