import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog, leases, properties, rentalApplications } from "../../db/schema";
import { DEMO_APPLICANTS } from "../../seed/demo-applications";
import { tenantPayload, verifyAndSetPassword } from "../../test/factories";
import {
  clientFor,
  makeApplication,
  makeLandlord,
  makeLease,
  makeProperty,
  makeTenant,
  uniquePhone,
} from "../../test/lease-factories";
import { inEnglish } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";

const t = sharedTestApp();

const acceptBody = (unitId: number, overrides: Record<string, unknown> = {}) => ({
  unitId,
  startDate: "2026-09-01",
  endDate: "2027-08-31",
  monthlyRent: 1_800_000,
  currency: "UGX",
  deposit: 1_800_000,
  ...overrides,
});

async function setup({ phone = uniquePhone() } = {}) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property, units: unitRows } = await makeProperty(db, landlord.id, { name: "Nakasero Towers" });
  const applicant = await makeTenant(db, { firstName: "Ivan", lastName: "Mugisha", phone });
  const application = await makeApplication(db, { tenantId: applicant.id, propertyId: property.id });
  const c = await clientFor(t, landlord.id);
  return { landlord, property, unitRows, applicant, application, c };
}

describe("listing applications", () => {
  it("lists the landlord's applications, pending first then newest, optionally for one property", async () => {
    const db = t.database.db;
    const { landlord, property, applicant, application, c } = await setup({ phone: "+256772000111" });
    const { property: second } = await makeProperty(db, landlord.id, { name: "Second" });
    const older = await makeTenant(db, { firstName: "Old", lastName: "Applicant" });
    const decided = await makeTenant(db, { firstName: "Decided", lastName: "Applicant" });
    const oldApp = await makeApplication(db, {
      tenantId: older.id,
      propertyId: second.id,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const declined = await makeApplication(db, {
      tenantId: decided.id,
      propertyId: property.id,
      status: "declined",
      createdAt: new Date(Date.now() + 60_000),
    });
    // Someone else's applications never show.
    const other = await makeLandlord(db);
    const { property: theirs } = await makeProperty(db, other.id);
    await makeApplication(db, { tenantId: older.id, propertyId: theirs.id });

    const all = await c.get("/api/landlord/applications");
    expect(all.status).toBe(200);
    expect((all.body as unknown as { id: string }[]).map((a) => a.id)).toEqual([
      application.id,
      oldApp.id,
      declined.id,
    ]);
    expect((all.body as unknown as unknown[])[0]).toEqual({
      id: application.id,
      propertyId: property.id,
      tenantId: applicant.id,
      tenantName: "Ivan Mugisha",
      email: applicant.email,
      phone: "+256772000111",
      unitType: "2-bedroom",
      unitNumber: null,
      moveInDate: "2027-01-01",
      status: "pending",
      createdAt: application.createdAt.toISOString(),
    });

    const one = await c.get(`/api/landlord/applications?propertyId=${second.id}`);
    expect((one.body as unknown as { id: string }[]).map((a) => a.id)).toEqual([oldApp.id]);
    const foreign = await c.get(`/api/landlord/applications?propertyId=${theirs.id}`);
    expect(foreign.status).toBe(404);
    expect((await c.get("/api/landlord/applications?propertyId=abc")).status).toBe(400);
  });

  it("the demo landlord has the two seeded applications at Kampala Heights", async () => {
    await t.isolate({}, { demo: true });
    const [heights] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.name, "Kampala Heights"));
    const c = await clientFor(t, heights!.landlordId);
    const res = await c.get(`/api/landlord/applications?propertyId=${heights!.id}`);
    expect(res.status).toBe(200);
    const list = res.body as unknown as { tenantName: string; status: string }[];
    expect(list.map((a) => a.tenantName).sort()).toEqual(
      DEMO_APPLICANTS.map((a) => `${a.firstName} ${a.lastName}`).sort(),
    );
    expect(list.every((a) => a.status === "pending")).toBe(true);
  });

  it("a tenant's registration is an application and an activity for that property's landlord", async () => {
    await t.isolate({}, { demo: true });
    const [heights] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.name, "Kampala Heights"));
    const c = t.client();
    await verifyAndSetPassword(c, "amina@example.com", "tenant");
    const reg = await c.post(
      "/api/auth/register",
      tenantPayload("amina@example.com", {
        propertyOfInterest: heights!.id,
        unitType: "2-bedroom",
        moveInDate: "2027-01-01",
      }),
    );
    expect(reg.status).toBe(201);
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.propertyId, heights!.id), eq(activityLog.kind, "application_received")));
    expect(activity.map((a) => inEnglish(a.message))).toContain(
      "Amina Nakitto applied for Kampala Heights (2 Bedrooms)",
    );
    expect(activity.every((a) => a.landlordId === heights!.landlordId)).toBe(true);
  });
});

describe("accepting and declining", () => {
  it("accepting gives the applicant an active lease and records it", async () => {
    await t.isolate();
    const { landlord, property, unitRows, applicant, application, c } = await setup();
    const res = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(unitRows[1]!.id),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      propertyId: property.id,
      unitId: unitRows[1]!.id,
      unitNumber: "1B",
      tenantId: applicant.id,
      tenantName: "Ivan Mugisha",
      status: "active",
      startDate: "2026-09-01",
      monthlyRent: 1_800_000,
    });
    const [app] = await t.database.db
      .select()
      .from(rentalApplications)
      .where(eq(rentalApplications.id, application.id));
    expect(app!.status).toBe("accepted");
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, landlord.id));
    expect(activity.map((a) => [a.kind, inEnglish(a.message)])).toEqual([
      ["application_accepted", "Application of Ivan Mugisha accepted: unit 1B"],
    ]);
    const me = await (await clientFor(t, applicant.id)).get("/api/auth/user");
    expect(me.body).toMatchObject({ propertyName: "Nakasero Towers", unitNumber: "1B" });

    const twice = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(unitRows[2]!.id),
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: "APPLICATION_DECIDED",
      error: "This application has already been accepted.",
    });
    const decline = await c.post(`/api/landlord/applications/${application.id}/decline`);
    expect(decline.status).toBe(409);
    expect(await t.database.db.select().from(leases)).toHaveLength(1);
  });

  it("declining marks it declined and records it; it cannot be accepted afterwards", async () => {
    await t.isolate();
    const { landlord, unitRows, application, c } = await setup();
    const res = await c.post(`/api/landlord/applications/${application.id}/decline`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: application.id, status: "declined", tenantName: "Ivan Mugisha" });
    const activity = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, landlord.id));
    expect(activity.map((a) => [a.kind, inEnglish(a.message)])).toEqual([
      ["application_declined", "Application of Ivan Mugisha declined"],
    ]);
    const accept = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(unitRows[0]!.id),
    );
    expect(accept.status).toBe(409);
    expect(accept.body.error).toBe("This application has already been declined.");
    expect(await t.database.db.select().from(leases)).toHaveLength(0);
  });

  it("the unit must be vacant and in the application's property; the applicant must be free", async () => {
    const db = t.database.db;
    const { landlord, property, unitRows, applicant, application, c } = await setup();
    await makeLease(db, {
      propertyId: property.id,
      unitId: unitRows[0]!.id,
      tenantId: null,
      status: "pending",
    });
    const occupied = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(unitRows[0]!.id),
    );
    expect(occupied.status).toBe(409);
    expect(occupied.body.error).toBe("Unit 1A already has a tenant.");

    const { units: elsewhere } = await makeProperty(db, landlord.id, { name: "Elsewhere" });
    const wrong = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(elsewhere[0]!.id),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: "UNIT_NOT_IN_PROPERTY",
      fields: { unitId: "Please choose a unit in Nakasero Towers." },
    });

    await makeLease(db, { propertyId: property.id, unitId: unitRows[2]!.id, tenantId: applicant.id });
    const busy = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(unitRows[1]!.id),
    );
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe("This tenant already has an active lease.");

    const [app] = await db.select().from(rentalApplications).where(eq(rentalApplications.id, application.id));
    expect(app!.status).toBe("pending");
  });

  it("validates the lease terms", async () => {
    const { unitRows, application, c } = await setup();
    const bad = await c.post(
      `/api/landlord/applications/${application.id}/accept`,
      acceptBody(unitRows[0]!.id, { endDate: "2026-01-01", monthlyRent: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      endDate: "The lease must end after it starts",
      monthlyRent: "Monthly rent must be more than 0",
    });
  });
});

describe("application access", () => {
  it("another landlord gets 404 (also with their own unit), a tenant 403", async () => {
    const db = t.database.db;
    const { unitRows, application } = await setup();
    const other = await makeLandlord(db);
    const { units: theirUnits } = await makeProperty(db, other.id);
    const intruder = await clientFor(t, other.id);
    for (const unitId of [unitRows[0]!.id, theirUnits[0]!.id]) {
      const res = await intruder.post(
        `/api/landlord/applications/${application.id}/accept`,
        acceptBody(unitId),
      );
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Application not found.");
    }
    expect((await intruder.post(`/api/landlord/applications/${application.id}/decline`)).status).toBe(404);
    expect((await intruder.get("/api/landlord/applications")).body).toEqual([]);

    const tenant = await clientFor(t, (await makeTenant(db)).id);
    expect((await tenant.get("/api/landlord/applications")).status).toBe(403);
    expect(
      (await tenant.post(`/api/landlord/applications/${application.id}/accept`, acceptBody(unitRows[0]!.id)))
        .status,
    ).toBe(403);
    expect((await tenant.post(`/api/landlord/applications/${application.id}/decline`)).status).toBe(403);
    expect((await t.client().get("/api/landlord/applications")).status).toBe(401);

    const [app] = await db.select().from(rentalApplications).where(eq(rentalApplications.id, application.id));
    expect(app!.status).toBe("pending");
  });

  it("unknown application ids are 404, malformed ones 400", async () => {
    const { c, unitRows } = await setup();
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await c.post(`/api/landlord/applications/${unknown}/accept`, acceptBody(unitRows[0]!.id))).status,
    ).toBe(404);
    expect((await c.post(`/api/landlord/applications/${unknown}/decline`)).status).toBe(404);
    expect((await c.post("/api/landlord/applications/not-a-uuid/decline")).status).toBe(400);
  });
});
