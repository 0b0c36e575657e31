import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { allocations, charges, leases, payments, properties, units, users } from "../../../db/schema";
import type { BooksScope } from "../access";

/**
 * Arrears at the end of a day: each charge due on or before it (every kind: a deposit owed is owed), less what
 * payments settled by then paid of it, aged by days past its due date. One CTE over the scope's charges
 * (charges_property_due_idx) with each charge's allocations (allocations_charge_idx); grouped per tenancy.
 */
function openCharges(db: DbOrTx, scope: BooksScope, asOf: string, end: Date) {
  const paid = sql<number>`coalesce((select sum(${allocations.amount}) from ${allocations}
    join ${payments} on ${payments.id} = ${allocations.paymentId}
    where ${allocations.chargeId} = ${charges.id} and ${payments.settledAt} < ${end}), 0)`;
  return db.$with("open_charges").as(
    db
      .select({
        leaseId: sql<string>`${charges.leaseId}`.as("lease_id"),
        age: sql<number>`(${asOf}::date - ${charges.dueDate})`.as("age"),
        open: sql<number>`(${charges.amount} - ${paid})`.as("open"),
      })
      .from(charges)
      .where(
        and(
          inArray(charges.propertyId, scope.propertyIds),
          lte(charges.dueDate, asOf),
          eq(charges.currency, "UGX"),
        ),
      ),
  );
}

type Open = ReturnType<typeof openCharges>;
const bucketSums = (o: Open) => ({
  days0to30: sql<number>`coalesce(sum(${o.open}) filter (where ${o.age} <= 30), 0)`
    .mapWith(Number)
    .as("days0to30"),
  days31to60: sql<number>`coalesce(sum(${o.open}) filter (where ${o.age} between 31 and 60), 0)`
    .mapWith(Number)
    .as("days31to60"),
  days61to90: sql<number>`coalesce(sum(${o.open}) filter (where ${o.age} between 61 and 90), 0)`
    .mapWith(Number)
    .as("days61to90"),
  over90: sql<number>`coalesce(sum(${o.open}) filter (where ${o.age} > 90), 0)`.mapWith(Number).as("over90"),
  total: sql<number>`coalesce(sum(${o.open}), 0)`.mapWith(Number).as("total"),
});

/** The scope's open amounts per bucket, and how many tenancies owe. */
export async function arrearsTotals(db: DbOrTx, scope: BooksScope, asOf: string, end: Date) {
  const o = openCharges(db, scope, asOf, end);
  const [row] = await db
    .with(o)
    .select({ ...bucketSums(o), tenancies: sql<number>`count(distinct ${o.leaseId})`.mapWith(Number) })
    .from(o)
    .where(sql`${o.open} > 0`);
  return row!;
}

/** One page of the tenancies that owe, the largest debt first. */
export async function arrearsPage(
  db: DbOrTx,
  scope: BooksScope,
  asOf: string,
  end: Date,
  page: { limit: number; offset: number },
) {
  const o = openCharges(db, scope, asOf, end);
  const owing = db.$with("owing").as(
    db
      .with(o)
      .select({ leaseId: o.leaseId, ...bucketSums(o) })
      .from(o)
      .where(sql`${o.open} > 0`)
      .groupBy(o.leaseId),
  );
  return db
    .with(owing)
    .select({
      leaseId: owing.leaseId,
      tenantName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      days0to30: owing.days0to30,
      days31to60: owing.days31to60,
      days61to90: owing.days61to90,
      over90: owing.over90,
      total: owing.total,
    })
    .from(owing)
    .innerJoin(leases, eq(leases.id, sql`${owing.leaseId}`))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .orderBy(desc(owing.total), leases.id)
    .limit(page.limit)
    .offset(page.offset);
}
