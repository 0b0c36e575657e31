import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Lease } from "../../../../common/schemas/leases";
import type { DbOrTx } from "../../db/client";
import { leases, properties, units, users } from "../../db/schema";
import { badRequest, conflict } from "../../platform/errors";

/** A lease that holds its unit: `pending` (invited, not signed up yet) or `active`. */
export const CURRENT_STATUSES = ["pending", "active"] as const;

export const unitOccupied = (unitNumber: string) =>
  conflict("UNIT_OCCUPIED", `Unit ${unitNumber} already has a tenant.`);
export const tenantHasLease = () => conflict("TENANT_HAS_LEASE", "This tenant already has an active lease.");

/** The unit's pending or active lease, if any. */
export async function currentLeaseOfUnit(db: DbOrTx, unitId: number) {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.unitId, unitId), ne(leases.status, "ended")))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the tenant's row for the rest of the transaction, then tells whether they hold a current lease.
 * The lock serialises two landlords (or a landlord and a sign-up) linking the same tenant at once.
 */
export async function lockTenantAndCheckLease(db: DbOrTx, tenantId: string): Promise<boolean> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, tenantId)).for("update");
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.tenantId, tenantId), inArray(leases.status, [...CURRENT_STATUSES])))
    .limit(1);
  return Boolean(row);
}

/** The tenant's name as shown: the account's name once linked, otherwise the name the landlord typed. */
export const tenantNameSql = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${leases.inviteeName}, '')`;

export async function leaseView(db: DbOrTx, leaseId: string): Promise<Lease> {
  const [row] = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      unitId: leases.unitId,
      unitNumber: units.unitNumber,
      tenantId: leases.tenantId,
      tenantName: tenantNameSql,
      status: leases.status,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
      deposit: leases.deposit,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row) throw new Error(`lease ${leaseId} vanished`);
  return row;
}

/** True when `err` (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505" && (e.constraint === constraint || String(e).includes(constraint))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A calendar date that exists (the schema checks only the YYYY-MM-DD shape). */
export function assertRealDates(dates: Record<string, string>): void {
  for (const [field, d] of Object.entries(dates)) {
    const parsed = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d) {
      throw badRequest("INVALID_DATE", "Please enter a real date", { [field]: "Please enter a real date" });
    }
  }
}

/** The tenant's active lease with its unit, property and landlord; null without one. */
export async function tenantActiveLease(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      propertyName: properties.name,
      unitId: leases.unitId,
      unitNumber: units.unitNumber,
      landlordId: properties.landlordId,
      landlordName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
      startDate: leases.startDate,
      endDate: leases.endDate,
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(eq(leases.tenantId, tenantId), eq(leases.status, "active")))
    .orderBy(desc(leases.createdAt))
    .limit(1);
  return row ?? null;
}

export type TenantLease = NonNullable<Awaited<ReturnType<typeof tenantActiveLease>>>;
