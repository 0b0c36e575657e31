import { and, eq, isNotNull } from "drizzle-orm";
import { addDays, kampalaToday } from "../../../common/kampala-calendar";
import { VACCINATION_REMINDER_DAYS } from "../../../common/schemas/pets";
import type { DbOrTx } from "../db/client";
import { notifications, pets, properties } from "../db/schema";
import { markVaccinationReminded } from "../modules/pets/queries";
import { nextVaccinationDue } from "../modules/pets/service/dto";
import { vaccinationReminder } from "../modules/pets/service/reminders";
import { addApprovedPetCharges } from "../modules/rent/charges";
import { preparePhotos, storePhotos } from "../platform/storage/photos";
import type { Storage } from "../platform/storage/storage";
import { type DemoPhotoScene, renderDemoPhoto } from "./demo-photos";
import { heightsResidents } from "./demo-residents";

/** A stored pet photo: what a pets row records of it. */
export interface DemoPetPhoto {
  storageKey: string;
  thumbKey: string;
  contentType: string;
}
/** Where a demo pet's photo comes from, by the pet's name (alike in every copy of the demo). */
export type DemoPetPhotoSource = (name: string, scene: DemoPhotoScene) => Promise<DemoPetPhoto | null>;

interface DemoPetSpec {
  /** The n-th current lease of Kampala Heights by unit number (0 is Sarah's 4B... see the portfolio seed). */
  unit: string;
  name: string;
  type: "dog" | "cat";
  breed: string;
  age: number;
  weightTenths: number;
  color: string;
  gender: "male" | "female";
  vaccination: "up_to_date" | "pending" | "overdue" | "unknown";
  lastVaccinationDaysAgo: number | null;
  fees: [number, number, number];
  status: "pending" | "approved";
  daysAgo: number;
  scene: DemoPhotoScene;
}

const DEMO_PETS: DemoPetSpec[] = [
  {
    unit: "2A",
    name: "Simba",
    type: "dog",
    breed: "Boerboel",
    age: 4,
    weightTenths: 520,
    color: "Fawn",
    gender: "male",
    vaccination: "up_to_date",
    lastVaccinationDaysAgo: 120,
    fees: [50_000, 25_000, 100_000],
    status: "approved",
    daysAgo: 40,
    scene: "pet-dog",
  },
  {
    unit: "3A",
    name: "Bella",
    type: "dog",
    breed: "Labrador",
    age: 2,
    weightTenths: 280,
    color: "Black",
    gender: "female",
    vaccination: "pending",
    lastVaccinationDaysAgo: null,
    fees: [50_000, 25_000, 100_000],
    status: "pending",
    daysAgo: 2,
    scene: "pet-dog",
  },
  {
    unit: "4B",
    name: "Whiskers",
    type: "cat",
    breed: "Domestic shorthair",
    age: 3,
    weightTenths: 45,
    color: "Grey tabby",
    gender: "female",
    vaccination: "up_to_date",
    // Her yearly booster falls due in 10 days: the demo shows the reminder.
    lastVaccinationDaysAgo: 355,
    fees: [30_000, 15_000, 50_000],
    status: "pending",
    daysAgo: 1,
    scene: "pet-cat",
  },
];

const DAY = 86_400_000;

/** The template's pet photos: each scene drawn and stored once per seeding, like an upload. */
export function renderedPetPhotos(storage: Storage): DemoPetPhotoSource {
  return async (name, scene) => {
    const prepared = await preparePhotos([await renderDemoPhoto(scene)]);
    const [stored] = await storePhotos(storage, `pets/demo-${name.toLowerCase()}`, prepared);
    return stored
      ? { storageKey: stored.storageKey, thumbKey: stored.thumbKey, contentType: stored.contentType }
      : null;
  };
}

/** A demo world's pet photos: the template's files, by pet name (worlds share them, as maintenance photos). */
export function templatePetPhotos(db: DbOrTx, templateLandlordId: string | null): DemoPetPhotoSource {
  let byName: Promise<Map<string, DemoPetPhoto>> | undefined;
  const load = async () => {
    if (!templateLandlordId) return new Map<string, DemoPetPhoto>();
    const rows = await db
      .select({
        name: pets.name,
        storageKey: pets.photoKey,
        thumbKey: pets.photoThumbKey,
        contentType: pets.photoContentType,
      })
      .from(pets)
      .innerJoin(properties, eq(properties.id, pets.propertyId))
      .where(and(eq(properties.landlordId, templateLandlordId), isNotNull(pets.photoKey)));
    return new Map(
      rows.flatMap((r) =>
        r.storageKey && r.thumbKey && r.contentType
          ? [
              [
                r.name,
                { storageKey: r.storageKey, thumbKey: r.thumbKey, contentType: r.contentType },
              ] as const,
            ]
          : [],
      ),
    );
  };
  return async (name) => {
    byName ??= load();
    return (await byName).get(name) ?? null;
  };
}

/**
 * Kampala Heights' pets: one approved with its fees on the tenant's ledger, one pending, and Sarah's cat
 * pending. Runs before the rent seed: the charge generation there adds the approved pet's monthly rent, and the
 * rent history pays its fees with the rent.
 */
export async function seedDemoPets(
  db: DbOrTx,
  landlordId: string,
  { photos, now = new Date() }: { photos?: DemoPetPhotoSource; now?: Date } = {},
): Promise<void> {
  const residents = await heightsResidents(db, landlordId);
  const today = kampalaToday();
  for (const spec of DEMO_PETS) {
    const lease = residents.get(spec.unit);
    if (!lease) continue;
    const photo = photos ? await photos(spec.name, spec.scene) : null;
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY);
    const decidedAt = spec.status === "approved" ? new Date(createdAt.getTime() + 2 * DAY) : null;
    const [fee, rent, deposit] = spec.fees;
    const [row] = await db
      .insert(pets)
      .values({
        tenantId: lease.tenantId,
        leaseId: lease.leaseId,
        propertyId: lease.propertyId,
        name: spec.name,
        type: spec.type,
        breed: spec.breed,
        age: spec.age,
        weightTenths: spec.weightTenths,
        color: spec.color,
        gender: spec.gender,
        isNeutered: spec.type === "cat",
        vaccinationStatus: spec.vaccination,
        lastVaccinationDate:
          spec.lastVaccinationDaysAgo === null ? null : addDays(today, -spec.lastVaccinationDaysAgo),
        veterinarianName: "Kampala Vet Clinic",
        veterinarianContact: "+256772000111",
        registrationFee: fee,
        monthlyPetRent: rent,
        securityDeposit: deposit,
        photoKey: photo?.storageKey ?? null,
        photoThumbKey: photo?.thumbKey ?? null,
        photoContentType: photo?.contentType ?? null,
        status: spec.status,
        decidedAt,
        approvedAt: decidedAt,
        createdAt,
      })
      .returning({ id: pets.id });
    const lastVaccination =
      spec.lastVaccinationDaysAgo === null ? null : addDays(today, -spec.lastVaccinationDaysAgo);
    const due = nextVaccinationDue(lastVaccination);
    if (due && due <= addDays(today, VACCINATION_REMINDER_DAYS)) {
      await markVaccinationReminded(db, row!.id, due);
      // As the daily job sent it this morning, and the tenant has read it.
      await db.insert(notifications).values({
        ...vaccinationReminder({ tenantId: lease.tenantId, name: spec.name, due }),
        read: true,
        createdAt: new Date(now.getTime() - 6 * 3_600_000),
      });
    }
    if (decidedAt)
      await addApprovedPetCharges(
        db,
        { id: lease.leaseId, propertyId: lease.propertyId, currency: lease.currency },
        {
          id: row!.id,
          name: spec.name,
          registrationFee: fee,
          monthlyPetRent: rent,
          securityDeposit: deposit,
        },
        decidedAt,
      );
  }
}
