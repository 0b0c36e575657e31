import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { activityLog, properties, rentalApplications, users } from "../db/schema";

const HOUR_MS = 3_600_000;

/** Two demo tenants without a lease who applied to Kampala Heights: the landlord's pending applications. */
export const DEMO_APPLICANTS = [
  {
    firstName: "Kenneth",
    lastName: "Ouma",
    email: "kenneth.ouma@demo.nyumba.ug",
    phone: "+256701555101",
    unitType: "2-bedroom",
    unitLabel: "2 Bedrooms",
    moveInInDays: 30,
    hoursAgo: 5,
  },
  {
    firstName: "Lydia",
    lastName: "Namaganda",
    email: "lydia.namaganda@demo.nyumba.ug",
    phone: "+256752555202",
    unitType: "1-bedroom",
    unitLabel: "1 Bedroom",
    moveInInDays: 45,
    hoursAgo: 29,
  },
] as const;

/** The applicants of the landlord's Kampala Heights, as accounts of the landlord's demo world (null: the template). */
export async function seedDemoApplications(
  tx: DbOrTx,
  landlordId: string,
  demoWorldId: string | null,
): Promise<void> {
  const [heights] = await tx
    .select({ id: properties.id, landlordId: properties.landlordId })
    .from(properties)
    .where(and(eq(properties.landlordId, landlordId), eq(properties.name, "Kampala Heights")))
    .limit(1);
  if (!heights) return;
  const now = Date.now();
  for (const a of DEMO_APPLICANTS) {
    const [applicant] = await tx
      .insert(users)
      .values({
        role: "tenant",
        email: a.email,
        phone: a.phone,
        firstName: a.firstName,
        lastName: a.lastName,
        dateOfBirth: "1993-04-18",
        nationalId: `CM93${a.phone.slice(-8)}XY`,
        emergencyContactName: "Agnes",
        emergencyContactPhone: `Agnes ${a.lastName} +256700555303`,
        occupation: a.firstName === "Kenneth" ? "Civil Engineer" : "Pharmacist",
        monthlyIncome: a.firstName === "Kenneth" ? "4200000" : "3600000",
        isDemo: true,
        demoWorldId,
      })
      .returning({ id: users.id });
    const createdAt = new Date(now - a.hoursAgo * HOUR_MS);
    await tx.insert(rentalApplications).values({
      tenantId: applicant!.id,
      propertyId: heights.id,
      unitType: a.unitType,
      moveInDate: new Date(now + a.moveInInDays * 86_400_000).toISOString().slice(0, 10),
      createdAt,
    });
    await tx.insert(activityLog).values({
      landlordId: heights.landlordId,
      propertyId: heights.id,
      actorId: applicant!.id,
      kind: "application_received",
      message: `${a.firstName} ${a.lastName} applied for Kampala Heights (${a.unitLabel})`,
      createdAt,
    });
  }
}
