import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, max, or } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { charges, leases, pets, users } from "../../../db/schema";
import { standingColumns } from "../../tenancy";

/** The rent module's SQL: which leases need charges, their pets' rent, and the leases the reminders walk. */

/**
 * Active leases (all, one, or the ones given) without their next upcoming rent charge, each with the due date
 * of its last rent charge: the daily run skips the others in SQL.
 */
export async function leasesNeedingCharges(
  db: DbOrTx,
  opts: { today: string; leaseId?: string; leaseIds?: string[] },
) {
  const lastDue = max(charges.dueDate);
  return db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRent: leases.monthlyRent,
      currency: leases.currency,
      lastDue,
    })
    .from(leases)
    .leftJoin(charges, and(eq(charges.leaseId, leases.id), eq(charges.kind, "rent")))
    .where(
      and(
        eq(leases.status, "active"),
        opts.leaseId ? eq(leases.id, opts.leaseId) : undefined,
        opts.leaseIds ? inArray(leases.id, opts.leaseIds) : undefined,
      ),
    )
    .groupBy(leases.id)
    .having(or(isNull(lastDue), lte(lastDue, opts.today)));
}

/** Approved pets with a monthly pet rent, of these (locked) leases. */
export async function approvedPetsWithRent(tx: DbOrTx, leaseIds: string[]) {
  if (!leaseIds.length) return [];
  return tx
    .select({
      id: pets.id,
      leaseId: pets.leaseId,
      name: pets.name,
      registrationFee: pets.registrationFee,
      monthlyPetRent: pets.monthlyPetRent,
      securityDeposit: pets.securityDeposit,
      approvedAt: pets.approvedAt,
    })
    .from(pets)
    .where(and(inArray(pets.leaseId, leaseIds), eq(pets.status, "approved"), gt(pets.monthlyPetRent, 0)));
}

/** The lease's rent periods generated so far, with their due dates. */
export async function rentPeriodsOf(tx: DbOrTx, leaseId: string) {
  const rows = await tx
    .select({ period: charges.period, dueDate: charges.dueDate })
    .from(charges)
    .where(and(eq(charges.leaseId, leaseId), eq(charges.kind, "rent")))
    .orderBy(asc(charges.dueDate));
  return rows.flatMap((r) => (r.period ? [{ period: r.period, dueDate: r.dueDate }] : []));
}

/** Active leases with a tenant, a page at a time in id order (the daily reminders walk them all). */
export async function activeLeasePage(db: DbOrTx, afterId: string | null, limit: number) {
  return db
    .select({
      ...standingColumns,
      tenantId: leases.tenantId,
      unitId: leases.unitId,
      tenantLocale: users.locale,
    })
    .from(leases)
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(
        eq(leases.status, "active"),
        isNotNull(leases.tenantId),
        afterId ? gt(leases.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(leases.id))
    .limit(limit);
}

/** The charges of these leases due on `date` or later (the reminders' coming charge; usually one per lease). */
export async function chargesDueFrom(db: DbOrTx, leaseIds: string[], date: string) {
  if (!leaseIds.length) return [];
  return db
    .select({
      leaseId: charges.leaseId,
      kind: charges.kind,
      dueDate: charges.dueDate,
      amount: charges.amount,
    })
    .from(charges)
    .where(and(inArray(charges.leaseId, leaseIds), gte(charges.dueDate, date)));
}
