import { and, desc, eq, type Placeholder, sql } from "drizzle-orm";
import type { Application } from "../../../../common/schemas/applications";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { properties, rentalApplications, units, users } from "../../db/schema";

export type ApplicationStatus = Application["status"];

const LIST_LIMIT = 200;

const applicationColumns = {
  id: rentalApplications.id,
  propertyId: rentalApplications.propertyId,
  tenantId: rentalApplications.tenantId,
  tenantName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  phone: users.phone,
  unitType: rentalApplications.unitType,
  unitNumber: units.unitNumber,
  moveInDate: rentalApplications.moveInDate,
  status: rentalApplications.status,
  createdAt: rentalApplications.createdAt,
};

const ofActivePropertyOf = (landlordId: string | Placeholder) =>
  and(eq(properties.landlordId, landlordId), eq(properties.status, "active"));

/** Applications to the landlord's active properties (or one of them): pending first, then newest. */
export async function landlordApplications(db: DbOrTx, landlordId: string, propertyId?: number) {
  return propertyId === undefined
    ? allApplications(db).execute({ landlordId })
    : propertyApplications(db).execute({ landlordId, propertyId });
}

const applicationsStatement = (db: DbOrTx, ofOneProperty: boolean) =>
  db
    .select(applicationColumns)
    .from(rentalApplications)
    .innerJoin(properties, eq(properties.id, rentalApplications.propertyId))
    .innerJoin(users, eq(users.id, rentalApplications.tenantId))
    .leftJoin(units, eq(units.id, rentalApplications.unitId))
    .where(
      and(
        ofActivePropertyOf(sql.placeholder("landlordId")),
        ofOneProperty ? eq(rentalApplications.propertyId, sql.placeholder("propertyId")) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${rentalApplications.status} = 'pending' then 0 else 1 end`,
      desc(rentalApplications.createdAt),
      desc(rentalApplications.id),
    )
    .limit(LIST_LIMIT);
const allApplications = preparedPerDb((db) =>
  applicationsStatement(db, false).prepare("landlord_applications"),
);
const propertyApplications = preparedPerDb((db) =>
  applicationsStatement(db, true).prepare("property_applications"),
);

/** The landlord's application with its property's name, locked for the decision; null for anyone else's. */
export async function lockLandlordApplication(db: DbOrTx, landlordId: string, applicationId: string) {
  const [row] = await db
    .select({ ...applicationColumns, propertyName: properties.name })
    .from(rentalApplications)
    .innerJoin(properties, eq(properties.id, rentalApplications.propertyId))
    .innerJoin(users, eq(users.id, rentalApplications.tenantId))
    .leftJoin(units, eq(units.id, rentalApplications.unitId))
    .where(and(eq(rentalApplications.id, applicationId), ofActivePropertyOf(landlordId)))
    .limit(1)
    .for("update", { of: rentalApplications });
  return row ?? null;
}

export async function setApplicationStatus(
  db: DbOrTx,
  applicationId: string,
  status: ApplicationStatus,
): Promise<void> {
  await db.update(rentalApplications).set({ status }).where(eq(rentalApplications.id, applicationId));
}

/** A new application's id. */
export async function insertApplication(db: DbOrTx, values: typeof rentalApplications.$inferInsert) {
  const [row] = await db.insert(rentalApplications).values(values).returning({ id: rentalApplications.id });
  return row!.id;
}

/** One application as the landlord's list shows it. */
export async function applicationById(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select(applicationColumns)
    .from(rentalApplications)
    .innerJoin(users, eq(users.id, rentalApplications.tenantId))
    .leftJoin(units, eq(units.id, rentalApplications.unitId))
    .where(eq(rentalApplications.id, applicationId))
    .limit(1);
  return row!;
}
