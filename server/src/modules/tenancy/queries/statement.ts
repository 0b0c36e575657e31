import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ChargeKind } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import {
  charges,
  leases,
  payments,
  properties,
  receipts,
  units,
  users,
  voidedCharges,
} from "../../../db/schema";
import { tenantNameSql } from "../../leases";

/** The statement of account's SQL (decision 0061): who may read a lease's account, and its rows for a period. */

/** The lease's account as its statement is headed, when `userId` is its tenant or its property's landlord. */
export async function accountSeenBy(db: DbOrTx, userId: string, leaseId: string) {
  const landlord = alias(users, "landlord");
  const [row] = await db
    .select({
      leaseId: leases.id,
      currency: leases.currency,
      tenantName: tenantNameSql,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      landlordName: sql<string>`${landlord.firstName} || ' ' || ${landlord.lastName}`,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(landlord, eq(landlord.id, properties.landlordId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(leases.id, leaseId), or(eq(leases.tenantId, userId), eq(properties.landlordId, userId))))
    .limit(1);
  return row ?? null;
}

export interface StatementRange {
  /** First and last day (Kampala, inclusive). */
  from: string;
  to: string;
  /** The instants the first day begins and the day after the last begins. */
  start: Date;
  end: Date;
}

export type StatementRowType = "opening" | "charge" | "voided" | "payment";

export interface StatementRow {
  type: StatementRowType;
  id: string | null;
  kind: ChargeKind | null;
  period: string | null;
  /** A charge's description; a voided charge's reason is in `reason`. */
  description: string | null;
  /** A charge's due date. */
  dueDate: string | null;
  /** opening: charges due before `from` less payments received before it (voided charges not counted). */
  amount: number;
  /** When a payment settled or a charge was voided (epoch ms). */
  at: number | null;
  /** A payment's reference; a voided charge's reason. */
  text: string | null;
  receiptNumber: number | null;
  method: string | null;
  /** When a charge was posted (epoch ms): orders charges due the same day. */
  createdAt: number | null;
}

const ms = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Everything a statement shows, in one statement over the lease's indexes: the opening sums (charges_lease_due_idx,
 * payments_lease_settled_idx), the charges due in the period, the payments received in it with their receipt
 * numbers, and the lease's voided charges due by the period's end (voided_charges_lease_idx) whose lines and
 * share of the opening balance the service works out (a voided charge and its correction fall on different days).
 */
export async function statementRows(db: DbOrTx, leaseId: string, r: StatementRange): Promise<StatementRow[]> {
  const rows = await db
    .select({
      type: sql<StatementRowType>`s.type`,
      id: sql<string | null>`s.id`,
      kind: sql<ChargeKind | null>`s.kind`,
      period: sql<string | null>`s.period`,
      description: sql<string | null>`s.description`,
      dueDate: sql<string | null>`s.due_date`,
      amount: sql<number>`s.amount`.mapWith(Number),
      at: sql<number | null>`s.at`,
      text: sql<string | null>`s.text`,
      receiptNumber: sql<number | null>`s.receipt_number`,
      method: sql<string | null>`s.method`,
      createdAt: sql<number | null>`s.created_at`,
    })
    .from(
      sql`(
        select 'opening' as type, null::uuid as id, null::text as kind, null::text as period,
          null::text as description, null::text as due_date,
          (select coalesce(sum(${charges.amount}), 0) from ${charges}
            where ${charges.leaseId} = ${leaseId} and ${charges.dueDate} < ${r.from})
          - (select coalesce(sum(${payments.amount}), 0) from ${payments}
            where ${payments.leaseId} = ${leaseId} and ${payments.status} = 'succeeded'
              and ${payments.settledAt} < ${r.start}) as amount,
          null::float8 as at, null::text as text, null::int as receipt_number, null::text as method,
          null::float8 as created_at
      union all
        select 'charge', ${charges.id}, ${charges.kind}, ${charges.period}, ${charges.description},
          ${charges.dueDate}::text, ${charges.amount}, null, null, null, null, ${ms(charges.createdAt)}
        from ${charges}
        where ${charges.leaseId} = ${leaseId} and ${charges.dueDate} >= ${r.from} and ${charges.dueDate} <= ${r.to}
      union all
        select 'payment', ${payments.id}, null, null, null, null, ${payments.amount}, ${ms(payments.settledAt)},
          ${payments.reference}, ${receipts.number}, ${payments.method}::text, ${ms(payments.createdAt)}
        from ${payments} left join ${receipts} on ${receipts.paymentId} = ${payments.id}
        where ${payments.leaseId} = ${leaseId} and ${payments.status} = 'succeeded'
          and ${payments.settledAt} >= ${r.start} and ${payments.settledAt} < ${r.end}
      union all
        select 'voided', ${voidedCharges.id}, ${voidedCharges.kind}, ${voidedCharges.period},
          ${voidedCharges.description}, ${voidedCharges.dueDate}::text, ${voidedCharges.amount},
          ${ms(voidedCharges.voidedAt)}, ${voidedCharges.reason}, null, null, ${ms(voidedCharges.createdAt)}
        from ${voidedCharges}
        where ${voidedCharges.leaseId} = ${leaseId} and ${voidedCharges.dueDate} <= ${r.to}
      ) as s`,
    );
  return rows.map((row) => ({
    ...row,
    at: row.at === null ? null : Number(row.at),
    createdAt: row.createdAt === null ? null : Number(row.createdAt),
    receiptNumber: row.receiptNumber === null ? null : Number(row.receiptNumber),
  }));
}
