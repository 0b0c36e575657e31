import { and, count, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import { NOT_INCOME_KINDS } from "../../../../common/tenancy";
import type { DbOrTx } from "../../db/client";
import {
  allocations,
  charges,
  leases,
  maintenanceRequests,
  maintenanceStatusHistory,
  payments,
  properties,
  units,
  users,
} from "../../db/schema";
import { incomeOfPayment } from "../tenancy";

/**
 * The monthly statement's SQL: each figure in one grouped query over the property's rows of the month.
 * `from`/`to` are the month's first day and the next month's first day (Kampala dates), `start`/`end` the same as
 * instants.
 */
export interface MonthRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** What of a charge was paid by payments received before `end`. */
const allocatedBefore = (end: Date) =>
  sql<number>`coalesce((select sum(${allocations.amount}) from ${allocations}
    join ${payments} on ${payments.id} = ${allocations.paymentId}
    where ${allocations.chargeId} = ${charges.id} and ${payments.settledAt} < ${end}), 0)`;

/** What fell due in the month as income (no deposit) and how much of it was still unpaid at its end, by currency. */
export async function chargesOfMonth(db: DbOrTx, propertyId: number, m: MonthRange) {
  return db
    .select({
      currency: charges.currency,
      expected: sql<number>`coalesce(sum(${charges.amount}), 0)::bigint`.mapWith(Number),
      outstanding:
        sql<number>`coalesce(sum(greatest(${charges.amount} - ${allocatedBefore(m.end)}, 0)), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(charges)
    .where(
      and(
        eq(charges.propertyId, propertyId),
        gte(charges.dueDate, m.from),
        lt(charges.dueDate, m.to),
        notInArray(charges.kind, [...NOT_INCOME_KINDS]),
      ),
    )
    .groupBy(charges.currency);
}

/**
 * Payments received in the month and their platform fees, by currency and method. Received means settled in the
 * month (a cash payment recorded later counts on the day it was paid): payments_property_settled_idx.
 */
export async function paymentsOfMonth(db: DbOrTx, propertyId: number, m: MonthRange) {
  return db
    .select({
      currency: payments.currency,
      method: payments.method,
      // Income only: what paid a deposit is held for the tenant (countsAsIncome).
      collected: sql<number>`coalesce(sum(${incomeOfPayment}), 0)::bigint`.mapWith(Number),
      platformFees: sql<number>`coalesce(sum(${payments.platformFee}), 0)::bigint`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.propertyId, propertyId),
        eq(payments.status, "succeeded"),
        gte(payments.settledAt, m.start),
        lt(payments.settledAt, m.end),
      ),
    )
    .groupBy(payments.currency, payments.method);
}

/** Each lease's unpaid charges due before the month's end, as they stood then: the tenants in arrears. */
export async function arrearsAt(db: DbOrTx, propertyId: number, m: MonthRange) {
  const owed = sql<number>`sum(greatest(${charges.amount} - ${allocatedBefore(m.end)}, 0))::bigint`;
  return db
    .select({
      tenantName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      unitNumber: units.unitNumber,
      currency: charges.currency,
      amount: owed.mapWith(Number),
    })
    .from(charges)
    .innerJoin(leases, eq(leases.id, charges.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(charges.propertyId, propertyId), lt(charges.dueDate, m.to)))
    .groupBy(leases.id, users.firstName, users.lastName, units.unitNumber, charges.currency)
    .having(sql`${owed} > 0`)
    .orderBy(sql`${owed} desc`)
    .limit(500);
}

/** The property's units, and how many had a lease during some of the month. */
export async function occupancyOf(db: DbOrTx, propertyId: number, m: MonthRange) {
  const [all] = await db.select({ n: count() }).from(units).where(eq(units.propertyId, propertyId));
  const [occupied] = await db
    .select({ n: sql<number>`count(distinct ${leases.unitId})`.mapWith(Number) })
    .from(leases)
    .where(
      and(
        eq(leases.propertyId, propertyId),
        inArray(leases.status, ["active", "ended"]),
        lt(leases.startDate, m.to),
        sql`coalesce(${leases.endedAt}, ${leases.endDate}::timestamptz, 'infinity') >= ${m.start}`,
      ),
    );
  return { units: all?.n ?? 0, occupied: occupied?.n ?? 0 };
}

export async function maintenanceOf(db: DbOrTx, propertyId: number, m: MonthRange) {
  const [[opened], [closed]] = await Promise.all([
    db
      .select({ n: count() })
      .from(maintenanceRequests)
      .where(
        and(
          eq(maintenanceRequests.propertyId, propertyId),
          gte(maintenanceRequests.createdAt, m.start),
          lt(maintenanceRequests.createdAt, m.end),
        ),
      ),
    db
      .select({ n: count() })
      .from(maintenanceStatusHistory)
      .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenanceStatusHistory.requestId))
      .where(
        and(
          eq(maintenanceRequests.propertyId, propertyId),
          eq(maintenanceStatusHistory.toStatus, "completed"),
          gte(maintenanceStatusHistory.createdAt, m.start),
          lt(maintenanceStatusHistory.createdAt, m.end),
        ),
      ),
  ]);
  return { opened: opened?.n ?? 0, closed: closed?.n ?? 0 };
}

export async function propertyHeader(db: DbOrTx, propertyId: number) {
  const [row] = await db
    .select({
      name: properties.name,
      location: properties.location,
      landlordName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(eq(properties.id, propertyId));
  return row;
}
