import { and, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { allocations, charges, leases, payments, properties, units, users } from "../../../db/schema";
import type { BooksScope } from "../access";

/**
 * Arrears at the end of a day: each charge due on or before it (every kind: a deposit owed is owed), less what
 * payments settled by then paid of it, aged by days past its due date. What was paid is summed once per charge
 * over the scope's payments (payments_property_settled_idx, then allocations_payment_idx) and hash-joined to the
 * scope's charges (charges_property_due_idx): a sum per charge looked up charge by charge took seconds for a
 * landlord with 100,000 charges (bench/reports.ts).
 */
function openCharges(db: DbOrTx, scope: BooksScope, asOf: string, end: Date) {
  const paid = db.$with("paid_by_charge").as(
    db
      .select({
        chargeId: sql<string>`${allocations.chargeId}`.as("paid_charge_id"),
        amount: sql<number>`sum(${allocations.amount})`.as("paid_amount"),
      })
      .from(payments)
      .innerJoin(allocations, eq(allocations.paymentId, payments.id))
      .where(
        and(
          inArray(payments.propertyId, scope.propertyIds),
          eq(payments.status, "succeeded"),
          lt(payments.settledAt, end),
        ),
      )
      .groupBy(allocations.chargeId),
  );
  return db.$with("open_charges").as(
    db
      .with(paid)
      .select({
        leaseId: sql<string>`${charges.leaseId}`.as("lease_id"),
        age: sql<number>`(${asOf}::date - ${charges.dueDate})`.as("age"),
        open: sql<number>`(${charges.amount} - coalesce(${paid.amount}, 0))`.as("open"),
      })
      .from(charges)
      .leftJoin(paid, eq(paid.chargeId, charges.id))
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

/**
 * One page of the tenancies that owe, the largest debt first, each row carrying the totals of all of them
 * (window sums, taken before the page is cut): one pass over the ledger for the page and the totals.
 */
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
      all: {
        days0to30: sql<number>`sum(${owing.days0to30}) over ()`.mapWith(Number),
        days31to60: sql<number>`sum(${owing.days31to60}) over ()`.mapWith(Number),
        days61to90: sql<number>`sum(${owing.days61to90}) over ()`.mapWith(Number),
        over90: sql<number>`sum(${owing.over90}) over ()`.mapWith(Number),
        total: sql<number>`sum(${owing.total}) over ()`.mapWith(Number),
        tenancies: sql<number>`count(*) over ()`.mapWith(Number),
      },
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
