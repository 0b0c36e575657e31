import { and, count, desc, eq, isNotNull, lte, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { leases, pets, properties, units, users } from "../../db/schema";
import type { SessionUser } from "../../platform/auth/session";

/** The pets module's SQL: registrations with their tenant, unit and property. */

export type NewPet = typeof pets.$inferInsert;

function selectPets(db: DbOrTx) {
  return db
    .select({
      p: pets,
      tenantName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      unitNumber: units.unitNumber,
      propertyName: properties.name,
      landlordId: properties.landlordId,
      currency: leases.currency,
    })
    .from(pets)
    .innerJoin(leases, eq(leases.id, pets.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, pets.propertyId))
    .innerJoin(users, eq(users.id, pets.tenantId));
}
export type PetRow = Awaited<ReturnType<ReturnType<typeof selectPets>["where"]>>[number];

/** A tenant their own pets; a landlord the pets of their properties. */
function visibleTo(viewer: SessionUser): SQL {
  return viewer.role === "landlord" ? eq(properties.landlordId, viewer.id) : eq(pets.tenantId, viewer.id);
}

export async function insertPet(db: DbOrTx, values: NewPet): Promise<void> {
  await db.insert(pets).values(values);
}

export async function findVisiblePet(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
): Promise<PetRow | undefined> {
  const [row] = await selectPets(db)
    .where(and(eq(pets.id, id), visibleTo(viewer)))
    .limit(1);
  return row;
}

/** The tenant's own pets, newest first. */
export async function tenantPets(db: DbOrTx, tenantId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    selectPets(db)
      .where(eq(pets.tenantId, tenantId))
      .orderBy(desc(pets.createdAt), desc(pets.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pets).where(eq(pets.tenantId, tenantId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const pendingWhere = (landlordId: string | Placeholder, propertyId: number | Placeholder | undefined) =>
  and(
    eq(properties.landlordId, landlordId),
    eq(pets.status, "pending"),
    propertyId === undefined ? undefined : eq(pets.propertyId, propertyId),
  );

/** The queue's page and its count. */
function pendingStatements(db: DbOrTx, where: SQL | undefined) {
  return {
    rows: selectPets(db)
      .where(where)
      .orderBy(pets.createdAt, pets.id)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
    total: db
      .select({ n: count() })
      .from(pets)
      .innerJoin(properties, eq(properties.id, pets.propertyId))
      .where(where),
  };
}

/** One property's queue, the landlord dashboard's card: prepared. */
const pendingOfProperty = preparedPerDb((db) => {
  const { rows, total } = pendingStatements(
    db,
    pendingWhere(sql.placeholder("landlordId"), sql.placeholder("propertyId")),
  );
  return {
    rows: rows.prepare("pets_pending_of_property"),
    total: total.prepare("pets_pending_count_of_property"),
  };
});

/** A landlord's pending registrations (of one property, or all theirs), oldest first: the queue. */
export async function pendingPets(
  db: DbOrTx,
  landlordId: string,
  propertyId: number | undefined,
  limit: number,
  offset: number,
) {
  const { rows, total } =
    propertyId === undefined
      ? pendingStatements(db, pendingWhere(landlordId, undefined))
      : pendingOfProperty(db);
  const values = { landlordId, propertyId, limit, offset };
  const [page, [counted]] = await Promise.all([rows.execute(values), total.execute(values)]);
  return { rows: page, total: counted?.n ?? 0 };
}

/** A tenant's pets as their landlord sees them on the tenant details page (the landlord's properties only). */
export async function landlordTenantPets(db: DbOrTx, landlordId: string, tenantId: string) {
  return selectPets(db)
    .where(and(eq(pets.tenantId, tenantId), eq(properties.landlordId, landlordId)))
    .orderBy(desc(pets.createdAt), desc(pets.id))
    .limit(50);
}

/** The registration locked for a decision, when it is of a property of this landlord. */
export async function lockPetForLandlord(tx: DbOrTx, id: string, landlordId: string) {
  const [row] = await tx
    .select({
      id: pets.id,
      status: pets.status,
      propertyId: pets.propertyId,
      residentId: pets.tenantId,
      leaseId: pets.leaseId,
      name: pets.name,
      registrationFee: pets.registrationFee,
      monthlyPetRent: pets.monthlyPetRent,
      securityDeposit: pets.securityDeposit,
      currency: leases.currency,
    })
    .from(pets)
    .innerJoin(properties, eq(properties.id, pets.propertyId))
    .innerJoin(leases, eq(leases.id, pets.leaseId))
    .where(and(eq(pets.id, id), eq(properties.landlordId, landlordId)))
    .for("update", { of: pets })
    .limit(1);
  return row;
}

export async function setPetDecision(
  tx: DbOrTx,
  id: string,
  values: { status: "approved" | "rejected"; decisionReason: string | null; decidedAt: Date },
): Promise<void> {
  await tx
    .update(pets)
    .set({ ...values, approvedAt: values.status === "approved" ? values.decidedAt : null })
    .where(eq(pets.id, id));
}

/**
 * Pets whose booster (the last recorded vaccination plus `boosterMonths`) falls due by `until` and whose tenant
 * was not yet reminded of that due date: the daily reminder's work, at most `limit` at a time.
 */
export async function petsDueForVaccination(db: DbOrTx, until: string, boosterMonths: number, limit: number) {
  const due = sql<string>`(${pets.lastVaccinationDate} + make_interval(months => ${boosterMonths}))::date`;
  return db
    .select({ id: pets.id, tenantId: pets.tenantId, name: pets.name, due: sql<string>`${due}::text` })
    .from(pets)
    .where(
      and(
        isNotNull(pets.lastVaccinationDate),
        or(eq(pets.status, "approved"), eq(pets.status, "pending")),
        lte(due, sql`${until}::date`),
        or(sql`${pets.vaccinationRemindedFor} is null`, sql`${pets.vaccinationRemindedFor} < ${due}`),
      ),
    )
    .orderBy(pets.id)
    .limit(limit);
}

/** Marks the reminder of this due date as sent; false when another run marked it first. */
export async function markVaccinationReminded(tx: DbOrTx, id: string, due: string): Promise<boolean> {
  const rows = await tx
    .update(pets)
    .set({ vaccinationRemindedFor: due })
    .where(
      and(
        eq(pets.id, id),
        or(sql`${pets.vaccinationRemindedFor} is null`, sql`${pets.vaccinationRemindedFor} < ${due}::date`),
      ),
    )
    .returning({ id: pets.id });
  return rows.length > 0;
}

/** The tenant's current (pending or active) lease with its unit, property and landlord. */
export async function currentLeaseForPet(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      landlordId: properties.landlordId,
      unitNumber: units.unitNumber,
      tenantName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(leases.tenantId, tenantId), or(eq(leases.status, "active"), eq(leases.status, "pending"))))
    .orderBy(desc(leases.createdAt))
    .limit(1);
  return row;
}
