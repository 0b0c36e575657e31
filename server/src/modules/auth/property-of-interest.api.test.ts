import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TenantRegisterBody } from "../../../../common/schemas/auth";
import { activityLog, properties, rentalApplications } from "../../db/schema";
import { tenantPayload, verifyAndSetPassword } from "../../test/factories";
import { makeLandlord, makeProperty } from "../../test/lease-factories";
import { freshClient, inEnglish } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";

// Sign-up's property of interest is a property listed on the public search, chosen by its id (issue 31).
const t = sharedTestApp();

let n = 0;
const newEmail = () => `applicant.${++n}@example.com`;

/** A property of a new landlord: listed on the public search unless said. */
async function propertyOf(name: string, opts: { listed?: boolean; status?: "active" | "archived" } = {}) {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property } = await makeProperty(db, landlord.id, { name, status: opts.status });
  await db
    .update(properties)
    .set({ listed: opts.listed ?? true })
    .where(eq(properties.id, property.id));
  return { landlord, property };
}

const applyingTo = (propertyOfInterest: number) =>
  ({ propertyOfInterest, unitType: "2-bedroom", moveInDate: "2027-01-01" }) as const;

/** Steps 1 and 2 of a new sign-up, then its registration with the payload's overrides. */
async function register(overrides: Record<string, unknown>, headers?: Record<string, string>) {
  const c = freshClient(t);
  const email = newEmail();
  await verifyAndSetPassword(c, email, "tenant");
  const res = await c.post(
    "/api/auth/register",
    tenantPayload(email, overrides as Partial<TenantRegisterBody>),
    headers,
  );
  return { c, email, res };
}

const applicationsTo = (propertyId: number) =>
  t.database.db.select().from(rentalApplications).where(eq(rentalApplications.propertyId, propertyId));
const activityOf = (landlordId: string) =>
  t.database.db.select().from(activityLog).where(eq(activityLog.landlordId, landlordId));

const NOT_LISTED =
  "This property is not listed on Nyumba, so it cannot take applications. Choose one from the list, or leave it empty.";

describe("the property of interest on tenant sign-up", () => {
  it("the application goes to the chosen property by its id: a same-named property of another landlord never receives it", async () => {
    // The other landlord's "Kampala Heights" is older: the old sign-up filed every application with it.
    const theirs = await propertyOf("Kampala Heights");
    const mine = await propertyOf("Kampala Heights");
    const { res } = await register(applyingTo(mine.property.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const userId = res.body.userId as string;

    expect(await applicationsTo(theirs.property.id)).toEqual([]);
    expect(await activityOf(theirs.landlord.id)).toEqual([]);
    const applied = await applicationsTo(mine.property.id);
    expect(applied.map((a) => [a.tenantId, a.unitType, a.moveInDate, a.status])).toEqual([
      [userId, "2-bedroom", "2027-01-01", "pending"],
    ]);
    expect((await activityOf(mine.landlord.id)).map((a) => inEnglish(a.message))).toEqual([
      "Amina Nakitto applied for Kampala Heights (2 Bedrooms)",
    ]);
  });

  it("refuses a forged id (not listed, archived, or no such property) under the field, and the sign-up can go on", async () => {
    const unlisted = await propertyOf("Private Court", { listed: false });
    const archived = await propertyOf("Old Court", { status: "archived" });
    for (const id of [unlisted.property.id, archived.property.id, 2_000_000_000]) {
      const { c, email, res } = await register(applyingTo(id));
      expect(res.status, `property ${id}`).toBe(400);
      expect(res.body).toMatchObject({
        code: "PROPERTY_NOT_LISTED",
        error: NOT_LISTED,
        fields: { propertyOfInterest: NOT_LISTED },
      });
      expect(await applicationsTo(id)).toEqual([]);
      // Nothing was created: the same sign-up registers once the property is left empty.
      const again = await c.post("/api/auth/register", tenantPayload(email));
      expect(again.status).toBe(201);
    }
    expect(await activityOf(unlisted.landlord.id)).toEqual([]);

    const inLuganda = await register(applyingTo(unlisted.property.id), { "accept-language": "lg" });
    expect(inLuganda.res.body.fields).toEqual({
      propertyOfInterest:
        "Ekizimbe kino tekiri ku lukalala lwa Nyumba, n'olwekyo tekisobola kufuna kusaba. Londa ekimu ku lukalala, oba leka wano nga wereere.",
    });
  });

  it("left empty, no application is made; chosen, it needs the unit type and the move-in date", async () => {
    const { res } = await register({});
    expect(res.status).toBe(201);
    expect(
      await t.database.db
        .select()
        .from(rentalApplications)
        .where(eq(rentalApplications.tenantId, res.body.userId as string)),
    ).toEqual([]);

    const towers = await propertyOf("Nakasero Towers");
    const incomplete = await register({ propertyOfInterest: towers.property.id });
    expect(incomplete.res.status).toBe(400);
    expect(incomplete.res.body.fields).toEqual({
      unitType: "Please select a unit type",
      moveInDate: "Move-in date is required",
    });
    // The old form's name of a demo property is no property.
    const bySlug = await register({ ...applyingTo(1), propertyOfInterest: "kampala-heights" });
    expect(bySlug.res.status).toBe(400);
    expect(bySlug.res.body.fields).toEqual({ propertyOfInterest: "Please select a property" });
    expect(await applicationsTo(towers.property.id)).toEqual([]);
  });
});
