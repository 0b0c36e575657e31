import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseMessage } from "../../../../common/i18n/message";
import { isUniqueViolation } from "../../db/errors";
import { activityLog, invitations, leases, rentalApplications, units, users } from "../../db/schema";
import { sha256 } from "../../platform/auth/tokens";
import { GOOD_PASSWORD, signUp, tenantPayload } from "../../test/factories";
import {
  clientFor,
  leaseBody,
  makeLandlord,
  makeLease,
  makeProperty,
  makeTenant,
} from "../../test/lease-factories";
import { freshClient, inEnglish } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();

async function setup() {
  const landlord = await makeLandlord(t.database.db, { firstName: "Robert", lastName: "Ssentongo" });
  const { property, units: unitRows } = await makeProperty(t.database.db, landlord.id, {
    name: "Kololo Residences",
    units: ["1A", "1B", "1C"],
  });
  const c = await clientFor(t, landlord.id);
  return { landlord, property, unitRows, c };
}

const codeFromLink = (link: string) => new URL(link).searchParams.get("invite")!;

/** A pending lease of the unit with an invitation to `email`: the invitation's code. */
async function invite(c: TestClient, unitId: number, email: string) {
  const created = await c.post("/api/landlord/leases", leaseBody(unitId, { email }));
  return codeFromLink((created.body.invitation as { link: string }).link);
}

/** Sign-up's first step through the real API, with the invitation code carried on the verification. */
async function verifyWithInvite(c: TestClient, email: string, inviteCode?: string) {
  const sent = await c.post("/api/auth/send-verification", { email, userType: "tenant" });
  const verified = await c.post("/api/auth/verify-code", {
    email,
    code: sent.body.code,
    userType: "tenant",
    ...(inviteCode ? { inviteCode } : {}),
  });
  expect(verified.status).toBe(200);
}

/** Sign-up steps through the real API, with the invitation code carried on the verification step. */
async function signUpWithInvite(c: TestClient, email: string, inviteCode?: string) {
  await verifyWithInvite(c, email, inviteCode);
  await c.post("/api/auth/signup-password", { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
  const reg = await c.post(
    "/api/auth/register",
    tenantPayload(email, { firstName: "Brenda", lastName: "Achan" }),
  );
  expect(reg.status).toBe(201);
  return reg.body.userId as string;
}

describe("creating a lease for someone without an account", () => {
  it("makes a pending lease and an invitation, emails the link, and returns it outside production", async () => {
    await t.isolate();
    const { landlord, property, unitRows, c } = await setup();
    const body = leaseBody(unitRows[0]!.id, { email: "Brenda@Example.com", phone: "0772 555 123" });
    const res = await c.post("/api/landlord/leases", body);
    expect(res.status).toBe(201);
    expect(res.body.lease).toMatchObject({
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      unitNumber: "1A",
      tenantId: null,
      tenantName: "Brenda Achan",
      status: "pending",
      startDate: body.startDate,
      endDate: body.endDate,
      monthlyRent: 1_200_000,
      currency: "UGX",
      deposit: 1_200_000,
    });
    const invitation = res.body.invitation as { link: string };
    expect(invitation).toMatchObject({ linkedExisting: false, delivered: false, development: true });
    expect(invitation.link).toMatch(
      /^http:\/\/localhost:3000\/tenant-signup-verification\?invite=[\w-]{43}$/,
    );

    const code = codeFromLink(invitation.link);
    const [row] = await t.database.db.select().from(invitations);
    expect(row).toMatchObject({ email: "brenda@example.com", phone: "+256772555123", acceptedAt: null });
    expect(row!.tokenHash).toBe(sha256(code));
    expect(row!.tokenHash).not.toContain(code);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe("brenda@example.com");
    expect(t.mails[0]!.subject).toBe("Your invitation to Kololo Residences on Nyumba");
    expect(t.mails[0]!.text).toContain(invitation.link);
    expect(t.mails[0]!.text).toContain("Robert Ssentongo");

    const [lease] = await t.database.db.select().from(leases);
    expect(lease).toMatchObject({ inviteeName: "Brenda Achan", inviteeEmail: "brenda@example.com" });
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, landlord.id));
    expect(activity.map((a) => [a.kind, inEnglish(a.message)])).toEqual([
      ["tenant_added", "Brenda Achan invited as tenant of unit 1A"],
    ]);
    // Stored as a catalogue message, put into words in the reader's language when read.
    expect(parseMessage(activity[0]!.message)).toEqual({
      key: "leases.activityTenantInvited",
      values: { name: "Brenda Achan", unit: "1A" },
    });

    const info = await t.client().get(`/api/invitations/${code}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      propertyName: "Kololo Residences",
      unitNumber: "1A",
      tenantName: "Brenda Achan",
      email: "brenda@example.com",
    });
  });

  it("a phone-only invitation is not delivered and gives the link in development", async () => {
    await t.isolate();
    const { unitRows, c } = await setup();
    const res = await c.post(
      "/api/landlord/leases",
      leaseBody(unitRows[0]!.id, { email: "", phone: "+256 752 000 111" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.invitation).toMatchObject({ linkedExisting: false, delivered: false, development: true });
    expect(t.mails).toHaveLength(0);
  });

  it("the invited person signs up with another email and the code: the lease becomes theirs", async () => {
    await t.isolate();
    const { landlord, unitRows, c } = await setup();
    const created = await c.post(
      "/api/landlord/leases",
      leaseBody(unitRows[1]!.id, { email: "brenda@example.com" }),
    );
    const code = codeFromLink((created.body.invitation as { link: string }).link);

    const tenant = t.client();
    const userId = await signUpWithInvite(tenant, "brenda.personal@example.com", code);
    const [lease] = await t.database.db.select().from(leases);
    expect(lease).toMatchObject({ tenantId: userId, status: "active", inviteeName: "Brenda Achan" });
    const [inv] = await t.database.db.select().from(invitations);
    expect(inv!.acceptedAt).toBeInstanceOf(Date);
    // Invited tenants have their unit: no rental application is made for them.
    expect(
      await t.database.db.select().from(rentalApplications).where(eq(rentalApplications.tenantId, userId)),
    ).toHaveLength(0);
    const joined = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.landlordId, landlord.id), eq(activityLog.kind, "tenant_joined")));
    expect(joined.map((a) => inEnglish(a.message))).toEqual(["Brenda Achan joined as tenant of unit 1B"]);

    await tenant.post("/api/login", {
      email: "brenda.personal@example.com",
      password: GOOD_PASSWORD,
      role: "tenant",
    });
    const me = await tenant.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      propertyName: "Kololo Residences",
      unitNumber: "1B",
      firstName: "Brenda",
    });

    // Used: the link is gone, and a second sign-up with it links nothing.
    expect((await t.client().get(`/api/invitations/${code}`)).status).toBe(404);
    const other = await signUpWithInvite(t.client(), "someone.else@example.com", code);
    const [still] = await t.database.db.select().from(leases);
    expect(still!.tenantId).toBe(userId);
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, other))).toHaveLength(0);
  });

  it("signing up with the invited email links the lease without a code", async () => {
    await t.isolate({}, { demo: true });
    const { unitRows, c } = await setup();
    await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, { email: "amina@example.com" }));
    const userId = await signUp(t.client(), "tenant", "amina@example.com");
    const [lease] = await t.database.db.select().from(leases).where(eq(leases.unitId, unitRows[0]!.id));
    expect(lease).toMatchObject({ tenantId: userId, status: "active" });
  });

  it("a tenant linked by email who also carries the code is linked once and sign-up does not fail", async () => {
    const { unitRows, c } = await setup();
    const code = await invite(c, unitRows[0]!.id, "brenda@example.com");
    const userId = await signUpWithInvite(t.client(), "brenda@example.com", code);
    const rows = await t.database.db.select().from(leases).where(eq(leases.tenantId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("active");
  });

  it("the sign-up ticket names the invitation registration will accept (by code, or by the verified email)", async () => {
    const { unitRows, c } = await setup();
    const code = await invite(c, unitRows[1]!.id, "brenda.invited@example.com");
    const invitationOnTicket = async (email: string, inviteCode?: string) => {
      const tenant = freshClient(t);
      await verifyWithInvite(tenant, email, inviteCode);
      return (await tenant.get("/api/auth/signup-ticket")).body.invitation;
    };
    const invited = { propertyName: "Kololo Residences", unitNumber: "1B" };
    expect(await invitationOnTicket("brenda.other@example.com", code)).toEqual(invited);
    expect(await invitationOnTicket("brenda.invited@example.com")).toEqual(invited);
    expect(await invitationOnTicket("stranger@example.com")).toBeNull();
  });

  it("a stale or unknown code never fails sign-up; the tenant just is not linked", async () => {
    const { unitRows, c } = await setup();
    const created = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id));
    const code = codeFromLink((created.body.invitation as { link: string }).link);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, sha256(code)));
    expect((await t.client().get(`/api/invitations/${code}`)).status).toBe(404);
    const userId = await signUpWithInvite(t.client(), "late@example.com", code);
    await signUpWithInvite(t.client(), "random@example.com", "not-a-real-code");
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, userId))).toHaveLength(0);
    const unknown = await t.client().get("/api/invitations/not-a-real-code");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: "INVITATION_NOT_FOUND",
      error: "This invitation is not valid any more. Please ask your landlord for a new one.",
    });
  });
});

describe("creating a lease: delivery", () => {
  it("when the email was delivered, no link is returned", async () => {
    await t.isolate({}, { deliverMail: true });
    const { unitRows, c } = await setup();
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id));
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({ linkedExisting: false, delivered: true });
  });

  it("in production an undelivered invitation keeps the lease but never returns the link", async () => {
    await t.isolate({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    const { unitRows, c } = await setup();
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id));
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({ linkedExisting: false, delivered: false });
    expect(await t.database.db.select().from(leases)).toHaveLength(1);
    expect(await t.database.db.select().from(invitations)).toHaveLength(1);
  });
});

describe("creating a lease for an existing tenant", () => {
  it("links the account at once by email (any case), with no invitation", async () => {
    await t.isolate();
    const { landlord, unitRows, c } = await setup();
    const tenant = await makeTenant(t.database.db, {
      email: "grace@example.com",
      firstName: "Grace",
      lastName: "Achieng",
    });
    const res = await c.post(
      "/api/landlord/leases",
      leaseBody(unitRows[0]!.id, { email: "GRACE@example.com", tenantName: "Grace A." }),
    );
    expect(res.status).toBe(201);
    expect(res.body.lease).toMatchObject({
      tenantId: tenant.id,
      tenantName: "Grace Achieng",
      status: "active",
    });
    expect(res.body.invitation).toMatchObject({ linkedExisting: true, delivered: false });
    expect(res.body.invitation).not.toHaveProperty("link");
    expect(await t.database.db.select().from(invitations)).toHaveLength(0);
    expect(t.mails[0]?.to).toBe("grace@example.com");
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, landlord.id));
    expect(activity.map((a) => [a.kind, inEnglish(a.message)])).toEqual([
      ["tenant_added", "Grace Achieng added as tenant of unit 1A"],
    ]);
    const me = await (await clientFor(t, tenant.id)).get("/api/auth/user");
    expect(me.body).toMatchObject({ unitNumber: "1A", propertyName: "Kololo Residences" });
  });

  it("links by phone number in any Ugandan format", async () => {
    const { unitRows, c } = await setup();
    const tenant = await makeTenant(t.database.db, { phone: "+256772555777" });
    const res = await c.post(
      "/api/landlord/leases",
      leaseBody(unitRows[0]!.id, { email: undefined, phone: "0772-555-777" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.lease).toMatchObject({ tenantId: tenant.id, status: "active" });
  });

  it("refuses a tenant who already has an active lease elsewhere", async () => {
    const { unitRows, c } = await setup();
    const other = await makeLandlord(t.database.db);
    const { property, units: theirUnits } = await makeProperty(t.database.db, other.id);
    const tenant = await makeTenant(t.database.db);
    await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: theirUnits[0]!.id,
      tenantId: tenant.id,
    });
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, { email: tenant.email }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "TENANT_HAS_LEASE",
      error: "This tenant already has an active lease.",
    });
    expect(await t.database.db.select().from(leases).where(eq(leases.unitId, unitRows[0]!.id))).toHaveLength(
      0,
    );
  });

  it("a tenant whose earlier lease ended can be linked again", async () => {
    const { property, unitRows, c } = await setup();
    const tenant = await makeTenant(t.database.db);
    await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[2]!.id,
      tenantId: tenant.id,
      status: "ended",
    });
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, { email: tenant.email }));
    expect(res.status).toBe(201);
  });

  it("refuses a landlord's email", async () => {
    const { unitRows, c } = await setup();
    const other = await makeLandlord(t.database.db);
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, { email: other.email }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("NOT_A_TENANT_ACCOUNT");
  });
});

describe("a unit holds one current lease", () => {
  it("an occupied unit answers 409 (active or pending)", async () => {
    const { property, unitRows, c } = await setup();
    await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: null,
      status: "pending",
    });
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "UNIT_OCCUPIED", error: "Unit 1A already has a tenant." });
  });

  it("two creations on one unit at once: exactly one succeeds", async () => {
    await t.isolate();
    const { unitRows, c } = await setup();
    const results = await Promise.all([
      c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id)),
      c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id)),
      c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error).toBe("Unit 1A already has a tenant.");
    }
    expect(await t.database.db.select().from(leases)).toHaveLength(1);
    expect(await t.database.db.select().from(invitations)).toHaveLength(1);
  });
});

describe("ending a lease", () => {
  it("ends it, frees the unit (needs work by default) and keeps the lease row", async () => {
    await t.isolate();
    const { landlord, property, unitRows, c } = await setup();
    const tenant = await makeTenant(t.database.db, { firstName: "Peter", lastName: "Okello" });
    const lease = await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: tenant.id,
    });
    const res = await c.post(`/api/landlord/leases/${lease.id}/end`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: lease.id,
      status: "ended",
      tenantId: tenant.id,
      tenantName: "Peter Okello",
    });
    const [row] = await t.database.db.select().from(leases).where(eq(leases.id, lease.id));
    expect(row!.status).toBe("ended");
    expect(row!.endedAt).toBeInstanceOf(Date);
    const [unit] = await t.database.db.select().from(units).where(eq(units.id, unitRows[0]!.id));
    expect(unit!.readiness).toBe("needs_work");
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, landlord.id));
    expect(activity.map((a) => [a.kind, inEnglish(a.message)])).toEqual([
      ["lease_ended", "Lease of Peter Okello in unit 1A ended"],
    ]);

    // The unit takes a new tenant; the ended lease cannot be ended again.
    expect((await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id))).status).toBe(201);
    const again = await c.post(`/api/landlord/leases/${lease.id}/end`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "LEASE_ENDED", error: "This lease has already ended." });
    expect(await t.database.db.select().from(leases)).toHaveLength(2);
  });

  it("takes the readiness to set, and a pending lease's invitation stops working", async () => {
    const { unitRows, c } = await setup();
    const created = await c.post(
      "/api/landlord/leases",
      leaseBody(unitRows[1]!.id, { email: "gone@example.com" }),
    );
    const code = codeFromLink((created.body.invitation as { link: string }).link);
    const leaseId = (created.body.lease as { id: string }).id;
    const res = await c.post(`/api/landlord/leases/${leaseId}/end`, { readiness: "ready" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ended", tenantName: "Brenda Achan" });
    const [unit] = await t.database.db.select().from(units).where(eq(units.id, unitRows[1]!.id));
    expect(unit!.readiness).toBe("ready");
    expect((await t.client().get(`/api/invitations/${code}`)).status).toBe(404);
    const userId = await signUpWithInvite(t.client(), "gone@example.com", code);
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, userId))).toHaveLength(0);
  });

  it("rejects an unknown readiness", async () => {
    const { property, unitRows, c } = await setup();
    const lease = await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: null,
    });
    const res = await c.post(`/api/landlord/leases/${lease.id}/end`, { readiness: "burnt" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty("readiness");
  });
});

describe("lease input validation", () => {
  it.each([
    [{ tenantName: "" }, "tenantName", "Tenant name is required"],
    [{ tenantName: undefined }, "tenantName", undefined],
    [{ email: "not-an-email" }, "email", "Please enter a valid email"],
    [{ email: undefined, phone: undefined }, "email", "Please provide an email or a phone number"],
    [{ endDate: "2026-07-01" }, "endDate", "The lease must end after it starts"],
    [{ deposit: -1 }, "deposit", "Deposit cannot be negative"],
    [{ monthlyRent: 0 }, "monthlyRent", "Monthly rent must be more than 0"],
    [{ startDate: "1 Aug 2026" }, "startDate", "Lease start date is required"],
    [{ currency: "KES" }, "currency", undefined],
  ])("%o → 400 on %s", async (override, field, message) => {
    await t.isolate();
    const { unitRows, c } = await setup();
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, override));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    expect(res.body.fields).toHaveProperty(field);
    if (message) expect((res.body.fields as Record<string, string>)[field]).toBe(message);
    expect(await t.database.db.select().from(leases)).toHaveLength(0);
  });

  it("rejects a phone number that is not a Ugandan mobile", async () => {
    const { unitRows, c } = await setup();
    const res = await c.post(
      "/api/landlord/leases",
      leaseBody(unitRows[0]!.id, { phone: "+254 712 345 678" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "INVALID_PHONE",
      error: "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456",
      fields: { phone: "Enter a Ugandan mobile number, e.g. 0772 123 456 or +256 772 123 456" },
    });
  });

  it("rejects a date that does not exist", async () => {
    const { unitRows, c } = await setup();
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, { startDate: "2026-02-30" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { startDate: "Please enter a real date" },
    });
  });
});

describe("lease access", () => {
  it("another landlord gets 404, a tenant 403, nobody signed in 401", async () => {
    await t.isolate();
    const { property, unitRows } = await setup();
    const lease = await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: null,
      status: "pending",
    });
    const intruder = await clientFor(t, (await makeLandlord(t.database.db)).id);
    const create = await intruder.post("/api/landlord/leases", leaseBody(unitRows[1]!.id));
    expect(create.status).toBe(404);
    expect(create.body.error).toBe("Unit not found.");
    const end = await intruder.post(`/api/landlord/leases/${lease.id}/end`, {});
    expect(end.status).toBe(404);
    expect(end.body.error).toBe("Lease not found.");

    const tenant = await clientFor(t, (await makeTenant(t.database.db)).id);
    expect((await tenant.post("/api/landlord/leases", leaseBody(unitRows[1]!.id))).status).toBe(403);
    const tenantEnd = await tenant.post(`/api/landlord/leases/${lease.id}/end`, {});
    expect(tenantEnd.status).toBe(403);
    expect(tenantEnd.body.error).toBe("This is for landlords only.");

    expect((await t.client().post("/api/landlord/leases", leaseBody(unitRows[1]!.id))).status).toBe(401);
    expect((await t.client().post(`/api/landlord/leases/${lease.id}/end`, {})).status).toBe(401);
    const [still] = await t.database.db.select().from(leases).where(eq(leases.id, lease.id));
    expect(still!.status).toBe("pending");
    expect(await t.database.db.select().from(leases)).toHaveLength(1);
  });

  it("units and leases of an archived property are out of reach", async () => {
    const landlord = await makeLandlord(t.database.db);
    const { property, units: unitRows } = await makeProperty(t.database.db, landlord.id, {
      status: "archived",
    });
    const lease = await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: null,
    });
    const c = await clientFor(t, landlord.id);
    expect((await c.post("/api/landlord/leases", leaseBody(unitRows[1]!.id))).status).toBe(404);
    expect((await c.post(`/api/landlord/leases/${lease.id}/end`, {})).status).toBe(404);
  });

  it("a malformed lease id is a 400", async () => {
    const { c } = await setup();
    expect((await c.post("/api/landlord/leases/12/end", {})).status).toBe(400);
  });

  it("a real landlord never links a demo account: the demo tenant's email gets an invitation, her row is untouched", async () => {
    await t.isolate({}, { demo: true });
    const [sarah] = await t.database.db.select().from(users).where(eq(users.email, "tenant@demo.nyumba.ug"));
    const leasesBefore = await t.database.db.select().from(leases).where(eq(leases.tenantId, sarah!.id));
    const { unitRows, c } = await setup();
    const res = await c.post("/api/landlord/leases", leaseBody(unitRows[0]!.id, { email: sarah!.email }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lease: { status: "pending" }, invitation: { linkedExisting: false } });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, sarah!.id));
    expect(after).toEqual(sarah);
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, sarah!.id))).toEqual(
      leasesBefore,
    );
  });
});

describe("the unique index guard", () => {
  it("a second current lease on a unit is recognised as that index's violation on this driver", async () => {
    const { property, unitRows } = await setup();
    await makeLease(t.database.db, { propertyId: property.id, unitId: unitRows[0]!.id, tenantId: null });
    const err = await makeLease(t.database.db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: null,
      status: "pending",
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(err, "leases_unit_current_key")).toBe(true);
    expect(isUniqueViolation(err, "users_email_key")).toBe(false);
  });
});
