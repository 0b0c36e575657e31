import { and, asc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  allocations,
  charges,
  landlordProfiles,
  leases,
  payments,
  properties,
  rentalTaxNotices,
  units,
  users,
} from "../../db/schema";

/** The rental tax's SQL: the landlord, their properties, and the rent they received in a year of income. */

export interface Instants {
  start: Date;
  end: Date;
}

export async function landlordOf(db: DbOrTx, landlordId: string) {
  const [row] = await db
    .select({
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      companyName: landlordProfiles.companyName,
      accountType: landlordProfiles.accountType,
      tin: users.tin,
    })
    .from(users)
    .leftJoin(landlordProfiles, eq(landlordProfiles.userId, users.id))
    .where(eq(users.id, landlordId));
  return row ?? null;
}

export async function propertiesOf(db: DbOrTx, landlordId: string) {
  return db
    .select({ id: properties.id, name: properties.name, location: properties.location })
    .from(properties)
    .where(eq(properties.landlordId, landlordId))
    .orderBy(asc(properties.name), asc(properties.id));
}

/**
 * What of each payment went to a security deposit: held for the tenant (Landlord and Tenant Act 2022, s.30), so
 * not rental income.
 */
const depositPart = sql<number>`coalesce((select sum(${allocations.amount}) from ${allocations}
  inner join ${charges} on ${charges.id} = ${allocations.chargeId}
  where ${allocations.paymentId} = ${payments.id} and ${charges.kind} = 'deposit'), 0)`;
const income = sql<number>`sum(${payments.amount} - ${depositPart})`.mapWith(Number);

/** The landlord's succeeded payments of these properties settled in the year (payments_property_settled_idx). */
const receivedIn = (landlordId: string, propertyIds: number[], year: Instants): SQL | undefined =>
  and(
    inArray(payments.propertyId, propertyIds),
    eq(payments.landlordId, landlordId),
    eq(payments.status, "succeeded"),
    gte(payments.settledAt, year.start),
    lt(payments.settledAt, year.end),
  );

/** Rent received per property and currency in the year, deposits left out. */
export async function incomeByProperty(
  db: DbOrTx,
  landlordId: string,
  propertyIds: number[],
  year: Instants,
) {
  if (!propertyIds.length) return [];
  return db
    .select({ propertyId: payments.propertyId, currency: payments.currency, received: income })
    .from(payments)
    .where(receivedIn(landlordId, propertyIds, year))
    .groupBy(payments.propertyId, payments.currency);
}

/** Rent each tenancy paid in the year, deposits left out: the tenant schedule (one row per lease and currency). */
export async function incomeByTenancy(db: DbOrTx, landlordId: string, propertyIds: number[], year: Instants) {
  if (!propertyIds.length) return [];
  return db
    .select({
      tenantName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      tin: users.tin,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      currency: payments.currency,
      paid: income,
    })
    .from(payments)
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .leftJoin(users, eq(users.id, payments.tenantId))
    .where(receivedIn(landlordId, propertyIds, year))
    .groupBy(leases.id, users.id, properties.id, units.id, payments.currency)
    .orderBy(asc(properties.name), asc(units.unitNumber), asc(leases.id));
}

/** A page of landlords with at least one property, by id after `after` (the notices job walks them all). */
export async function landlordPage(db: DbOrTx, after: string | null, limit: number) {
  return db
    .selectDistinct({
      id: properties.landlordId,
      accountType: landlordProfiles.accountType,
      locale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .leftJoin(landlordProfiles, eq(landlordProfiles.userId, properties.landlordId))
    .where(after ? gt(properties.landlordId, after) : undefined)
    .orderBy(asc(properties.landlordId))
    .limit(limit);
}

/** Records that a landlord is told of a deadline; false when they were told already. */
export async function claimNotice(
  db: DbOrTx,
  notice: { landlordId: string; taxReturn: "provisional" | "final"; deadline: string },
): Promise<boolean> {
  const inserted = await db
    .insert(rentalTaxNotices)
    .values(notice)
    .onConflictDoNothing()
    .returning({ landlordId: rentalTaxNotices.landlordId });
  return inserted.length > 0;
}
