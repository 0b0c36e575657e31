import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases, rentalApplications } from "../../db/schema";
import { DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { seedDemo } from "../../seed/index";
import { demoAccountIn, demoPropertyIn, openDemoAs } from "../../test/demo-factories";
import { GOOD_PASSWORD, tenantPayload, verifyAndSetPassword } from "../../test/factories";
import { leaseBody } from "../../test/lease-factories";
import { createProperty, freshClient, signedInUser, unitTypeInput } from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe("real accounts and demo worlds never meet", () => {
  it("a demo landlord never links a real account; the invitation is neither emailed nor usable by sign-up", async () => {
    const realEmail = `amina-${Date.now()}@example.com`;
    const real = freshClient(t);
    await verifyAndSetPassword(real, realEmail, "tenant");
    const reg = await real.post(
      "/api/auth/register",
      tenantPayload(realEmail, {
        phoneNumber: "0701 555 123",
        propertyOfInterest: 1,
        unitType: "2-bedroom",
        moveInDate: "2027-01-01",
      }),
    );
    expect(reg.status).toBe(201);
    const realId = reg.body.userId as string;
    // Her application went to the template's Kampala Heights (id 1), which the public search lists.
    const applied = await t.database.db
      .select({ propertyId: rentalApplications.propertyId })
      .from(rentalApplications)
      .where(eq(rentalApplications.tenantId, realId));
    expect(applied).toEqual([{ propertyId: 1 }]);

    const demo = await openDemoAs(t, "landlord", freshClient(t));
    const heights = await demoPropertyIn(t.database.db, demo.worldId!, "Kampala Heights");
    // A world's copy is no property a real sign-up can apply to, even by its id.
    const applicationsToCopy = () =>
      t.database.db.select().from(rentalApplications).where(eq(rentalApplications.propertyId, heights.id));
    const before = (await applicationsToCopy()).length;
    const applicant = freshClient(t);
    const applicantEmail = `joseph-${Date.now()}@example.com`;
    await verifyAndSetPassword(applicant, applicantEmail, "tenant");
    const toCopy = await applicant.post(
      "/api/auth/register",
      tenantPayload(applicantEmail, {
        propertyOfInterest: heights.id,
        unitType: "studio",
        moveInDate: "2027-01-01",
      }),
    );
    expect(toCopy.status).toBe(400);
    expect(toCopy.body.code).toBe("PROPERTY_NOT_LISTED");
    expect(await applicationsToCopy()).toHaveLength(before);
    const available = (await demo.client.get(`/api/landlord/properties/${heights.id}/units?status=available`))
      .body as unknown as { id: number }[];
    const [first, second] = available;
    const mailsBefore = t.mails.length;
    const byEmail = await demo.client.post(
      "/api/landlord/leases",
      leaseBody(first!.id, { email: realEmail }),
    );
    const byPhone = await demo.client.post(
      "/api/landlord/leases",
      leaseBody(second!.id, { email: undefined, phone: "0701 555 123" }),
    );
    for (const res of [byEmail, byPhone]) {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        lease: { status: "pending" },
        invitation: { linkedExisting: false, delivered: false },
      });
    }
    expect(t.mails.slice(mailsBefore)).toEqual([]);
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, realId))).toEqual([]);

    // The invitation's code is unknown to sign-up: shown as not valid, and registering with it links nothing.
    const code = new URL((byEmail.body.invitation as { link: string }).link).searchParams.get("invite")!;
    const info = await freshClient(t).get(`/api/invitations/${encodeURIComponent(code)}`);
    expect(info.status).toBe(404);
    expect(info.body.code).toBe("INVITATION_NOT_FOUND");
    const invitee = freshClient(t);
    const otherEmail = `brenda-${Date.now()}@example.com`;
    const sent = await invitee.post("/api/auth/send-verification", { email: otherEmail, userType: "tenant" });
    const verified = await invitee.post("/api/auth/verify-code", {
      email: otherEmail,
      code: sent.body.code,
      userType: "tenant",
      inviteCode: code,
    });
    expect(verified.status).toBe(200);
    await invitee.post("/api/auth/signup-password", {
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect((await invitee.post("/api/auth/register", tenantPayload(otherEmail))).status).toBe(201);
    const pending = await t.database.db
      .select({ status: leases.status, tenantId: leases.tenantId })
      .from(leases)
      .where(inArray(leases.unitId, [first!.id, second!.id]));
    expect(pending).toEqual([
      { status: "pending", tenantId: null },
      { status: "pending", tenantId: null },
    ]);
  });

  it("a real landlord never links a demo world's account", async () => {
    const demo = await openDemoAs(t, "tenant", freshClient(t));
    // Kenneth applied in the demo and has no lease: a real landlord typing his email or phone does not find him.
    const kenneth = await demoAccountIn(t.database.db, demo.worldId!, "kenneth.ouma@demo.nyumba.ug");
    const { client } = await signedInUser(t, "landlord");
    const property = await createProperty(client, { unitTypes: [unitTypeInput({ quantity: 2 })] });
    const units = (await client.get(`/api/landlord/properties/${property.id}/units`)).body as unknown as {
      id: number;
    }[];
    const contacts = [{ email: kenneth.email! }, { email: undefined, phone: kenneth.phone! }];
    for (const [i, contact] of contacts.entries()) {
      const res = await client.post("/api/landlord/leases", leaseBody(units[i]!.id, contact));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ lease: { status: "pending" }, invitation: { linkedExisting: false } });
    }
    expect(await t.database.db.select().from(leases).where(eq(leases.tenantId, kenneth.id))).toEqual([]);
    // Demo accounts have no password: signing in as one fails like any wrong password.
    const signIn = await freshClient(t).post("/api/login", {
      email: DEMO_TENANT_EMAIL,
      password: "Kampala2026",
      role: "tenant",
    });
    expect(signIn.status).toBe(401);
  });
});

describe("the public property search", () => {
  it("lists the demo template's four properties once, however many worlds exist, with units ready to rent", async () => {
    await openDemoAs(t, "tenant", freshClient(t));
    await openDemoAs(t, "landlord", freshClient(t));
    const res = await freshClient(t).get("/api/listings?pageSize=48");
    expect(res.status).toBe(200);
    const names = (res.body.items as { name: string; available: number }[]).map((i) => i.name);
    for (const name of ["Kampala Heights", "Nakasero Towers", "Kololo Residences", "Bugolobi Gardens"])
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    // Kampala Heights' available units that are marked ready, never the occupied or unready ones.
    const heights = (res.body.items as { name: string; available: number }[]).find(
      (i) => i.name === "Kampala Heights",
    );
    expect(heights!.available).toBeGreaterThan(0);
    expect(heights!.available).toBeLessThan(8);
    expect(JSON.stringify(res.body)).not.toContain("Namukasa");
  });
});

describe("the public property list with DEMO_MODE=false", () => {
  it("lists real landlords' properties only, not the demo template's", async () => {
    const off = await createTestApp({ DEMO_MODE: "false" });
    try {
      await seedDemo(off.database.db);
      const { client } = await signedInUser(off, "landlord");
      const real = await createProperty(client, { name: "Ntinda View Apartments" });
      expect((await off.client().get("/api/properties")).body).toEqual([{ id: real.id, name: real.name }]);
      // A new property is not listed until its landlord says so; the template never is.
      expect((await off.client().get("/api/listings")).body).toMatchObject({ items: [], total: 0 });
    } finally {
      await off.close();
    }
  });
});
