import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { longDate } from "../../../../common/kampala-calendar";
import {
  chatConversations,
  chatMessages,
  invitations,
  leases,
  maintenanceRequests,
  notifications,
  outboxMessages,
  payments,
  receipts,
  sessions,
  users,
} from "../../db/schema";
import { translator } from "../../platform/i18n";
import { seedDemo } from "../../seed/index";
import { openDemoAs } from "../../test/demo-factories";
import { GOOD_PASSWORD, signIn } from "../../test/factories";
import { clientFor, makeProperty } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { del, freshClient, signedInUser } from "../../test/portfolio-factories";
import { firstOfMonth, makeRentLease, payRent } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { eraseDueAccounts } from "./service/erase";

const t = sharedTestApp();
const DAY = 86_400_000;

/** A tenant with a password, a paid (now ended) lease, a chat message and a profile photo. */
async function formerTenant() {
  const db = t.database.db;
  const { client, userId, email } = await signedInUser(t, "tenant");
  const lease = await makeRentLease(db, { startDate: firstOfMonth(-2), tenantId: userId, generate: true });
  const { receipt } = await payRent(db, lease, 1_000_000);
  const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#553311" } })
    .jpeg()
    .toBuffer();
  const form = multipart({}, [{ name: "me.jpg", type: "image/jpeg", bytes: photo }], "photo");
  expect((await client.request("PUT", "/api/profile/photo", form.body, form.headers)).status).toBe(200);
  return { client, userId, email, lease, receipt };
}

describe("asking for the account's deletion", () => {
  it("needs the password and no current lease; ends other sessions and tells the account", async () => {
    const db = t.database.db;
    const { client, userId, email, lease } = await formerTenant();
    const other = freshClient(t);
    await signIn(other, email, "tenant");
    expect((await other.get("/api/auth/user")).status).toBe(200);

    const blocked = await client.post("/api/account/deletion", { password: GOOD_PASSWORD });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("TENANT_HAS_LEASE");
    await db.update(leases).set({ status: "ended", endedAt: new Date() }).where(eq(leases.id, lease.id));

    const wrong = await client.post("/api/account/deletion", { password: "not-it-2026" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty("password");
    expect((await client.post("/api/account/deletion", {})).status).toBe(400);

    const asked = await client.post("/api/account/deletion", { password: GOOD_PASSWORD });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.requestedAt).toEqual(expect.any(String));
    expect(asked.body.erasesOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await client.get("/api/auth/user")).status).toBe(200);
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notice?.type).toBe("account");
    // Asking again changes nothing; cancelling keeps the account.
    expect((await client.post("/api/account/deletion", { password: GOOD_PASSWORD })).body).toEqual(
      asked.body,
    );
    expect((await client.get("/api/account/deletion")).body).toEqual(asked.body);
    const kept = await del(client, "/api/account/deletion");
    expect(kept.body).toEqual({ requestedAt: null, erasesOn: null });
    expect((await del(client, "/api/account/deletion")).status).toBe(409);
  });

  it("tells the account the day of its erasure in its own language", async () => {
    const db = t.database.db;
    for (const locale of ["lg", "sw"] as const) {
      const { client, userId } = await signedInUser(t, "tenant");
      await db.update(users).set({ locale }).where(eq(users.id, userId));
      const asked = await client.post("/api/account/deletion", { password: GOOD_PASSWORD });
      expect(asked.status).toBe(200);
      const notices = await db.select().from(notifications).where(eq(notifications.userId, userId));
      const notice = notices.find((n) => n.title === "account.deletionRequestedTitle");
      const text = translator(locale).text(notice!.message);
      const day = asked.body.erasesOn as string;
      expect(text, locale).toContain(longDate(day, locale));
      expect(text, locale).not.toContain(longDate(day, "en").split(" ")[1]!);
    }
  });

  it("is refused to a landlord with active properties", async () => {
    const { client, userId } = await signedInUser(t, "landlord");
    await makeProperty(t.database.db, userId);
    const res = await client.post("/api/account/deletion", { password: GOOD_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ACCOUNT_HAS_PROPERTIES");
    expect((await freshClient(t).post("/api/account/deletion", { password: "x" })).status).toBe(401);
  });

  it("is refused to a demo account", async () => {
    await t.isolate();
    await seedDemo(t.database.db);
    const demo = await openDemoAs(t, "tenant", freshClient(t));
    const res = await demo.client.post("/api/account/deletion", { password: "anything" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("DEMO_UNAVAILABLE");
  });
});

describe("erasing after the cooling-off period", () => {
  it("erases the personal data, keeps receipts and payments anonymised, and deletes the files", async () => {
    const db = t.database.db;
    const { client, userId, email, lease, receipt } = await formerTenant();
    await db.update(leases).set({ status: "ended", endedAt: new Date() }).where(eq(leases.id, lease.id));
    const [room] = await db
      .insert(chatConversations)
      .values({ kind: "community", propertyId: lease.propertyId })
      .returning();
    await db.insert(chatMessages).values({
      conversationId: room!.id,
      seq: 1,
      senderId: userId,
      content: "My number is 0772 123 456",
    });
    // What the landlord typed when inviting them, the invitation they accepted, a repair request's contact, and
    // the SMS and emails sent to them (one before the number was the account's, one to the address before it was),
    // beside another person's SMS.
    const phone = `+25677${String(Date.now()).slice(-7)}`;
    await db.update(users).set({ phone }).where(eq(users.id, userId));
    await db
      .update(leases)
      .set({ inviteeName: "Amina Nakitto", inviteeEmail: "amina@example.com", inviteePhone: phone })
      .where(eq(leases.id, lease.id));
    await db.insert(invitations).values({
      leaseId: lease.id,
      email: "amina@example.com",
      phone,
      tokenHash: `erase-${lease.id}`,
      expiresAt: new Date(Date.now() + DAY),
      acceptedAt: new Date(),
    });
    const [request] = await db
      .insert(maintenanceRequests)
      .values({
        propertyId: lease.propertyId,
        unitId: lease.unitId,
        tenantId: userId,
        title: "Leaking tap",
        description: "The kitchen tap drips",
        contact: phone,
        status: "completed",
      })
      .returning();
    const sms = (to: string, userId: string | null, status: "accepted" | "queued" = "accepted") => ({
      channel: "sms" as const,
      to,
      userId,
      body: `Nyumba receipt R-1 for ${to}`,
      purpose: "receipt" as const,
      parts: 1,
      status,
      expiresAt: new Date(Date.now() + DAY),
    });
    const otherPhone = `+25670${String(Date.now()).slice(-7)}`;
    const [toAccount, toNumber, queued, someoneElse] = await db
      .insert(outboxMessages)
      .values([sms(phone, userId), sms(phone, null), sms(phone, userId, "queued"), sms(otherPhone, null)])
      .returning();
    const [emailed] = await db
      .insert(outboxMessages)
      .values({ ...sms(email, null), channel: "email", subject: "Your receipt", parts: null })
      .returning();
    const before = (await db.select().from(users).where(eq(users.id, userId)))[0]!;
    expect(before.profilePhotoKey).not.toBeNull();
    expect(await t.storage.get(before.profilePhotoKey!)).not.toBeNull();
    expect((await client.post("/api/account/deletion", { password: GOOD_PASSWORD })).status).toBe(200);

    // Not yet: the cooling-off period runs.
    expect(await eraseDueAccounts({ db, storage: t.storage }, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect(
      await eraseDueAccounts({ db, storage: t.storage }, new Date(Date.now() + 31 * DAY)),
    ).toBeGreaterThanOrEqual(1);

    const [after] = await db.select().from(users).where(eq(users.id, userId));
    expect(after).toMatchObject({
      email: null,
      phone: null,
      passwordHash: null,
      firstName: "Deleted",
      lastName: "account",
      nationalId: null,
      dateOfBirth: null,
      emergencyContactPhone: null,
      occupation: null,
      profilePhotoKey: null,
    });
    expect(after!.anonymisedAt).toBeInstanceOf(Date);
    expect(await t.storage.get(before.profilePhotoKey!)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await client.get("/api/auth/user")).status).toBe(401);
    // The money records stay, without the payer's number and name.
    const [payment] = await db.select().from(payments).where(eq(payments.tenantId, userId));
    expect(payment).toMatchObject({ amount: 1_000_000, status: "succeeded", phone: null, accountName: null });
    const [kept] = await db.select().from(receipts).where(eq(receipts.id, receipt.id));
    expect(kept).toBeDefined();
    // The landlord's receipt still opens, naming no one.
    const landlord = await clientFor(t, lease.landlordId);
    const history = await landlord.get(`/api/landlord/payments?propertyId=${lease.propertyId}`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain("Amina");
    expect(JSON.stringify(history.body)).toContain("Deleted account");
    const [message] = await db.select().from(chatMessages).where(eq(chatMessages.senderId, userId));
    expect(message).toMatchObject({ content: "" });
    expect(message!.removedAt).toBeInstanceOf(Date);
    const [keptLease] = await db.select().from(leases).where(eq(leases.id, lease.id));
    expect(keptLease).toMatchObject({ inviteeName: null, inviteeEmail: null, inviteePhone: null });
    const [invitation] = await db.select().from(invitations).where(eq(invitations.leaseId, lease.id));
    expect(invitation).toMatchObject({ email: null, phone: null });
    expect(invitation!.acceptedAt).toBeInstanceOf(Date);
    const [keptRequest] = await db
      .select()
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.id, request!.id));
    expect(keptRequest).toMatchObject({ title: "Leaking tap", contact: null, status: "completed" });
    const smsAfter = new Map((await db.select().from(outboxMessages)).map((m) => [m.id, m] as const));
    for (const m of [toAccount!, toNumber!, queued!])
      expect(smsAfter.get(m.id)).toMatchObject({ to: "", body: "", purpose: "receipt", parts: 1 });
    expect(smsAfter.get(emailed!.id)).toMatchObject({ channel: "email", to: "", subject: null, body: "" });
    expect(smsAfter.get(toAccount!.id)!.status).toBe("accepted");
    expect(smsAfter.get(queued!.id)!.status).toBe("failed"); // never sent now
    expect(smsAfter.get(someoneElse!.id)).toMatchObject({ to: otherPhone, body: someoneElse!.body });
    // Done once: a second run has nothing left of this account.
    const again = await eraseDueAccounts({ db, storage: t.storage }, new Date(Date.now() + 32 * DAY));
    expect(again).toBe(0);
  });
});
