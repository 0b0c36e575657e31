import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Currency } from "../../../../common/constants";
import { ACTIVE_MAINTENANCE_STATUSES } from "../../../../common/schemas/maintenance";
import type { DbOrTx } from "../../db/client";
import { leases, maintenanceRequests, payments, properties, rentalApplications } from "../../db/schema";
import type { StandingLease } from "../rent/ledger";
import { standingColumns } from "../rent/queries/ledger";

/** The property's active leases: the one read that the rent figures share. */
export async function activeLeasesOf(db: DbOrTx, propertyId: number): Promise<StandingLease[]> {
  return db
    .select(standingColumns)
    .from(leases)
    .where(and(eq(leases.propertyId, propertyId), eq(leases.status, "active")));
}

/** Succeeded payments of the property settled in [from, to), summed per currency. */
export async function paymentsReceived(
  db: DbOrTx,
  propertyId: number,
  { from, to }: { from: Date; to: Date },
): Promise<Map<Currency, number>> {
  const sums = await db
    .select({
      currency: payments.currency,
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.propertyId, propertyId),
        eq(payments.status, "succeeded"),
        gte(payments.settledAt, from),
        lt(payments.settledAt, to),
      ),
    )
    .groupBy(payments.currency);
  return new Map(sums.map((r) => [r.currency, r.amount]));
}

/** The Maintenance tile (requests still waiting for a fix), pending applications and proofs, in one query. */
export async function waitingCounts(db: DbOrTx, propertyId: number) {
  // Drizzle leaves the columns of a one-table select unqualified: name the outer row's id in full.
  const p = { id: sql.raw('"properties"."id"') };
  const [row] = await db
    .select({
      maintenance: sql<number>`(select count(*) from ${maintenanceRequests}
        where ${maintenanceRequests.propertyId} = ${p.id}
          and ${inArray(maintenanceRequests.status, [...ACTIVE_MAINTENANCE_STATUSES])})`.mapWith(Number),
      applications: sql<number>`(select count(*) from ${rentalApplications}
        where ${rentalApplications.propertyId} = ${p.id}
          and ${rentalApplications.status} = 'pending')`.mapWith(Number),
      // By landlord and status first: the payments_landlord_status_idx index.
      paymentsToVerify: sql<number>`(select count(*) from ${payments}
        where ${payments.landlordId} = "properties"."landlord_id" and ${payments.status} = 'verifying'
          and ${payments.propertyId} = ${p.id})`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row ?? { maintenance: 0, applications: 0, paymentsToVerify: 0 };
}
