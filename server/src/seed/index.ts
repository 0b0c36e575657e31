import { count, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { landlordProfiles, leases, properties, rentalApplications, units, users } from "../db/schema";
import { deleteStoredPhotos } from "../modules/maintenance/photos";
import { addMonths } from "../modules/rent/dates";
import type { Storage } from "../platform/storage/storage";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "./demo-accounts";
import { seedDemoApplications } from "./demo-applications";
import { DEMO_PROPERTIES, DEMO_TENANT_NAMES } from "./demo-data";
import { deleteDemoMaintenance, seedDemoMaintenance } from "./demo-maintenance";
import { seedDemoPayouts } from "./demo-payouts";
import { deleteDemoRent, seedDemoRent } from "./demo-rent";

/** Where the demo's maintenance photos are stored; without it the demo has no photos. */
export interface SeedOptions {
  storage?: Storage;
}

/** Seeds the demo portfolio into an empty database. Returns false when there was data already. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemo(tx, options));
  return true;
}

export async function seedDemo(tx: DbOrTx, { storage }: SeedOptions = {}): Promise<void> {
  const [landlord] = await tx
    .insert(users)
    .values({
      role: "landlord",
      email: DEMO_LANDLORD_EMAIL,
      phone: "+256772100200",
      firstName: "Robert",
      lastName: "Ssentongo",
      isDemo: true,
    })
    .returning({ id: users.id });
  await tx.insert(landlordProfiles).values({
    userId: landlord!.id,
    accountType: "company",
    companyName: "Ssentongo Properties Ltd",
    companyRegNumber: "80020001234567",
    companyAddress: "Plot 3, Kampala Road, Kampala",
  });

  const tenantRows = await tx
    .insert(users)
    .values(
      DEMO_TENANT_NAMES.map(([firstName, lastName], i) => ({
        role: "tenant" as const,
        email: i === 0 ? DEMO_TENANT_EMAIL : `${firstName}.${lastName}@demo.nyumba.ug`.toLowerCase(),
        phone: `+25677${String(1_000_000 + i * 7919).padStart(7, "0")}`,
        firstName,
        lastName,
        dateOfBirth: `19${85 + (i % 12)}-0${1 + (i % 9)}-1${i % 10}`,
        nationalId: `CM${90000000 + i * 1031}ABCD`.slice(0, 14),
        emergencyContactName: "Mary",
        emergencyContactPhone: `Mary ${lastName} +25670${String(2_000_000 + i * 311).padStart(7, "0")}`,
        occupation: ["Accountant", "Software Developer", "Teacher", "Nurse", "Engineer", "Banker"][i % 6]!,
        monthlyIncome: String(3_000_000 + i * 250_000),
        isDemo: true,
      })),
    )
    .returning({ id: users.id });

  for (const spec of DEMO_PROPERTIES) {
    const [property] = await tx
      .insert(properties)
      .values({
        landlordId: landlord!.id,
        name: spec.name,
        location: spec.location,
        description: spec.description,
        propertyType: spec.propertyType,
        amenities: spec.amenities,
      })
      .returning({ id: properties.id });
    const unitRows = await tx
      .insert(units)
      .values(
        spec.units.map((u) => ({
          propertyId: property!.id,
          unitNumber: u.unitNumber,
          floor: u.floor,
          bedrooms: u.bedrooms,
          bathrooms: u.bathrooms,
          sqft: u.sqft,
          balcony: u.balcony,
          parking: u.parking,
          furnished: u.furnished,
          petFriendly: u.petFriendly,
          features: u.features,
          rentAmount: u.rent,
          rentCurrency: spec.currency,
          readiness: u.readiness ?? "ready",
          workNeeded: u.workNeeded ?? "",
          notes: u.notes ?? "",
        })),
      )
      .returning({ id: units.id, unitNumber: units.unitNumber });
    const leaseRows = spec.units.flatMap((u) => {
      if (u.tenant === undefined || !u.leaseStart) return [];
      const unit = unitRows.find((r) => r.unitNumber === u.unitNumber)!;
      return [
        {
          propertyId: property!.id,
          unitId: unit.id,
          tenantId: tenantRows[u.tenant]!.id,
          startDate: u.leaseStart,
          endDate: addMonths(u.leaseStart, 12),
          monthlyRent: u.rent,
          currency: spec.currency,
          deposit: u.rent,
          status: "active" as const,
        },
      ];
    });
    if (leaseRows.length) await tx.insert(leases).values(leaseRows);
  }
  await seedDemoPayouts(tx, landlord!.id);
  await seedDemoApplications(tx);
  await seedDemoRent(tx, landlord!.id);
  await seedDemoMaintenance(tx, landlord!.id, { storage });
}

/** Removes the demo accounts and everything under them, then seeds them again. Real accounts are kept. */
export async function resetDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const oldPhotos = await db.transaction(async (tx) => {
    let photos: Awaited<ReturnType<typeof deleteDemoMaintenance>> = [];
    const demoUsers = await tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const ids = demoUsers.map((u) => u.id);
    if (ids.length) {
      const demoProps = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(inArray(properties.landlordId, ids));
      const propIds = demoProps.map((p) => p.id);
      photos = await deleteDemoMaintenance(tx, propIds, ids);
      await deleteDemoRent(tx, propIds, ids);
      if (propIds.length) {
        await tx.delete(leases).where(inArray(leases.propertyId, propIds));
        await tx.delete(rentalApplications).where(inArray(rentalApplications.propertyId, propIds));
        await tx.delete(properties).where(inArray(properties.id, propIds));
      }
      await tx.delete(leases).where(inArray(leases.tenantId, ids));
      await tx.delete(users).where(inArray(users.id, ids));
    }
    await seedDemo(tx, options);
    return photos;
  });
  // Files go only after the commit: a failed reset leaves the old requests with their photos.
  if (options.storage) await deleteStoredPhotos(options.storage, oldPhotos);
}
