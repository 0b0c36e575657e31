import { addMonths } from "../../../common/kampala-calendar";
import type { DbOrTx } from "../db/client";
import { landlordProfiles, leases, properties, propertyPhotos, units, users } from "../db/schema";
import { DEMO_LANDLORD_EMAIL, demoTenantEmail } from "./demo-accounts";
import { seedDemoAmenities } from "./demo-amenities";
import { seedDemoAnnouncements } from "./demo-announcements";
import { seedDemoApplications } from "./demo-applications";
import { seedDemoChat } from "./demo-chat";
import { DEMO_PROPERTIES, DEMO_TENANT_NAMES } from "./demo-data";
import { seedDemoExpenses } from "./demo-expenses";
import { type DemoPhotoSource, seedDemoMaintenance } from "./demo-maintenance";
import { seedDemoMarketplace } from "./demo-marketplace";
import { seedDemoMeters } from "./demo-meters";
import { seedDemoNotifications } from "./demo-notifications";
import { type DemoProofFiles, seedDemoPaymentsOutside } from "./demo-payments-outside";
import { seedDemoPayouts } from "./demo-payouts";
import { type DemoPetPhotoSource, seedDemoPets } from "./demo-pets";
import { seedDemoRecurring } from "./demo-recurring";
import { seedDemoRent } from "./demo-rent";

export interface DemoPortfolioOptions {
  /** The demo world the accounts belong to; null seeds the template. */
  demoWorldId: string | null;
  /** Where the maintenance requests' photos come from; without it they have none. */
  photos?: DemoPhotoSource;
  /** Where the pets' photos come from; without it they have none. */
  petPhotos?: DemoPetPhotoSource;
  /** Where the marketplace listings' photos come from; without it they have none. */
  listingPhotos?: DemoPhotoSource;
  /** Where the properties' front photos come from (the template's: a world's properties are not listed). */
  propertyPhotos?: DemoPhotoSource;
  /** Where the deposit slips of rent paid at the bank are drawn and stored; without it there are none. */
  proofFiles?: DemoProofFiles;
}

/**
 * The demo portfolio, all of it relative to today: the demo landlord and tenants, the spec's four properties
 * with their units and leases, payout details, applications, recurring charges, meter readings, rent history (with
 * rent paid at the bank, in cash and on a bank statement), maintenance requests and notifications.
 * Returns the landlord's id.
 */
export async function seedDemoPortfolio(
  tx: DbOrTx,
  {
    demoWorldId,
    photos,
    petPhotos,
    listingPhotos,
    propertyPhotos: frontPhotos,
    proofFiles,
  }: DemoPortfolioOptions,
): Promise<string> {
  const [landlord] = await tx
    .insert(users)
    .values({
      role: "landlord",
      email: DEMO_LANDLORD_EMAIL,
      phone: "+256772100200",
      firstName: "Robert",
      lastName: "Ssentongo",
      isDemo: true,
      demoWorldId,
    })
    .returning({ id: users.id });
  const landlordId = landlord!.id;
  await tx.insert(landlordProfiles).values({
    userId: landlordId,
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
        email: demoTenantEmail(i),
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
        demoWorldId,
      })),
    )
    .returning({ id: users.id, email: users.email });
  // Rows come back in any order: matched by their (unique) emails.
  const tenantIdOf = new Map(tenantRows.map((t) => [t.email, t.id]));
  const tenantId = (i: number) => tenantIdOf.get(demoTenantEmail(i))!;

  // One statement per table for all four properties (a demo world is created while its visitor waits).
  const propertyRows = await tx
    .insert(properties)
    .values(
      DEMO_PROPERTIES.map((spec) => ({
        landlordId,
        name: spec.name,
        location: spec.location,
        description: spec.description,
        propertyType: spec.propertyType,
        amenities: spec.amenities,
        // The template's properties are on the public search while the demo is on; a world's copies never.
        listed: demoWorldId === null,
      })),
    )
    .returning({ id: properties.id, name: properties.name });
  const propertyId = new Map(propertyRows.map((p) => [p.name, p.id]));
  if (frontPhotos) await seedPropertyPhotos(tx, propertyId, frontPhotos);
  const unitRows = await tx
    .insert(units)
    .values(
      DEMO_PROPERTIES.flatMap((spec) =>
        spec.units.map((u) => ({
          propertyId: propertyId.get(spec.name)!,
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
      ),
    )
    .returning({ id: units.id, propertyId: units.propertyId, unitNumber: units.unitNumber });
  const unitId = new Map(unitRows.map((u) => [`${u.propertyId}/${u.unitNumber}`, u.id]));
  await tx.insert(leases).values(
    DEMO_PROPERTIES.flatMap((spec) =>
      spec.units.flatMap((u) => {
        if (u.tenant === undefined || !u.leaseStart) return [];
        const property = propertyId.get(spec.name)!;
        return [
          {
            propertyId: property,
            unitId: unitId.get(`${property}/${u.unitNumber}`)!,
            tenantId: tenantId(u.tenant),
            startDate: u.leaseStart,
            endDate: addMonths(u.leaseStart, 12),
            monthlyRent: u.rent,
            currency: spec.currency,
            deposit: u.rent,
            status: "active" as const,
          },
        ];
      }),
    ),
  );
  await seedDemoPayouts(tx, landlordId);
  await seedDemoApplications(tx, landlordId, demoWorldId);
  // Before the rent history: the approved pet's fees and pet rent are paid with the rent.
  await seedDemoPets(tx, landlordId, { photos: petPhotos });
  // Before the rent history too: their tenants pay them as they pay rent.
  await seedDemoRecurring(tx, landlordId);
  await seedDemoMeters(tx, landlordId);
  await seedDemoRent(tx, landlordId);
  const finishProofs = await seedDemoPaymentsOutside(tx, landlordId, { files: proofFiles });
  await seedDemoMaintenance(tx, landlordId, { photos });
  await seedDemoExpenses(tx, landlordId);
  await seedDemoNotifications(tx, { landlordId, sarahId: tenantId(0) });
  await seedDemoAnnouncements(tx, landlordId);
  await seedDemoAmenities(tx, landlordId);
  await seedDemoMarketplace(tx, landlordId, { photos: listingPhotos });
  await seedDemoChat(tx, { landlordId, propertyId: propertyId.get("Kampala Heights")!, tenantId });
  // Last: the deposit slips were drawn while the rest went in.
  await finishProofs();
  return landlordId;
}

/** Each property's front photo, stored like an upload. */
async function seedPropertyPhotos(tx: DbOrTx, propertyId: Map<string, number>, source: DemoPhotoSource) {
  const rows = await Promise.all(
    DEMO_PROPERTIES.map(async (spec) => {
      const id = propertyId.get(spec.name)!;
      const [photo] = await source(spec.name, String(id), [spec.photo]);
      return { propertyId: id, position: 0, ...photo! };
    }),
  );
  await tx.insert(propertyPhotos).values(rows.map(({ ext: _, ...r }) => r));
}
