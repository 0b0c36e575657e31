import { type AnyColumn, and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { ChargeKind } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { allocations, charges, leases, payments, voidedCharges } from "../../../db/schema";
import type { Allocation, LedgerCharge, OpenCharge } from "../allocation";

/** The tenancy account's SQL: charges, allocations of succeeded payments, and what standings are computed from. */

export type NewCharge = typeof charges.$inferInsert;

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Serialises everything that moves money of one lease (allocations, credit, new charges). */
export async function lockLease(tx: DbOrTx, leaseId: string) {
  const [row] = await tx
    .select({ id: leases.id, status: leases.status })
    .from(leases)
    .where(eq(leases.id, leaseId))
    .for("update");
  return row ?? null;
}

/**
 * Locks those of `leaseIds` that are still active, in id order (so two batches never wait on each other): what a
 * source posting to many leases at once (rent, recurring charges) holds while it posts.
 */
export async function lockActiveLeases(tx: DbOrTx, leaseIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: leases.id })
    .from(leases)
    .where(and(inArray(leases.id, leaseIds), eq(leases.status, "active")))
    .orderBy(asc(leases.id))
    .for("update");
  return new Set(rows.map((l) => l.id));
}

/** Inserts the charges whose (lease, source key) is new; returns each one inserted. */
export async function insertNewCharges(tx: DbOrTx, rows: NewCharge[]): Promise<PostedCharge[]> {
  return tx
    .insert(charges)
    .values(rows)
    .onConflictDoNothing({ target: [charges.leaseId, charges.sourceKey] })
    .returning({ id: charges.id, leaseId: charges.leaseId, kind: charges.kind, amount: charges.amount });
}

export interface PostedCharge {
  id: string;
  leaseId: string;
  kind: NewCharge["kind"];
  amount: number;
}

/**
 * Credit of these leases: succeeded payments not fully allocated, per lease the oldest payment first (the
 * order in which the remainders must be allocated). The leases must be locked.
 */
export async function paymentsWithCredit(tx: DbOrTx, leaseIds: string[]) {
  if (!leaseIds.length) return [];
  return tx
    .select({ id: payments.id, leaseId: payments.leaseId, amount: payments.amount })
    .from(payments)
    .leftJoin(allocations, eq(allocations.paymentId, payments.id))
    .where(and(inArray(payments.leaseId, leaseIds), eq(payments.status, "succeeded")))
    .groupBy(payments.id)
    .having(gt(payments.amount, sumOf(allocations.amount)))
    .orderBy(asc(payments.leaseId), asc(payments.settledAt), asc(payments.createdAt), asc(payments.id));
}

/** The lease's charges with something still open, oldest first. */
export async function openCharges(tx: DbOrTx, leaseId: string): Promise<OpenCharge[]> {
  const rows = await tx
    .select({
      id: charges.id,
      dueDate: charges.dueDate,
      kind: charges.kind,
      createdAt: charges.createdAt,
      amount: charges.amount,
      allocated: sumOf(allocations.amount),
    })
    .from(charges)
    .leftJoin(allocations, eq(allocations.chargeId, charges.id))
    .where(eq(charges.leaseId, leaseId))
    .groupBy(charges.id)
    .orderBy(asc(charges.dueDate), asc(charges.createdAt), asc(charges.id));
  return rows
    .map((r) => ({
      id: r.id,
      dueDate: r.dueDate,
      kind: r.kind,
      createdAt: r.createdAt.getTime(),
      open: r.amount - r.allocated,
    }))
    .filter((c) => c.open > 0);
}

/** How much of a payment is allocated to charges so far. */
export async function allocatedOfPayment(tx: DbOrTx, paymentId: string): Promise<number> {
  const [done] = await tx
    .select({ total: sumOf(allocations.amount) })
    .from(allocations)
    .where(eq(allocations.paymentId, paymentId));
  return done?.total ?? 0;
}

export async function insertAllocations(tx: DbOrTx, paymentId: string, parts: Allocation[]): Promise<void> {
  if (!parts.length) return;
  await tx
    .insert(allocations)
    .values(parts.map((p) => ({ paymentId, chargeId: p.chargeId, amount: p.amount })));
}

/** The payment as allocation needs it; null for an unknown id. */
export async function paymentToAllocate(tx: DbOrTx, paymentId: string) {
  const [payment] = await tx
    .select({ id: payments.id, leaseId: payments.leaseId, amount: payments.amount, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  return payment ?? null;
}

/** The columns of a lease that its standing needs (StandingLease). */
export const standingColumns = {
  id: leases.id,
  startDate: leases.startDate,
  endDate: leases.endDate,
  monthlyRent: leases.monthlyRent,
  currency: leases.currency,
};

/** What a standing needs of each lease; unknown ids are left out. */
export async function standingLeases(db: DbOrTx, leaseIds: string[]) {
  return db.select(standingColumns).from(leases).where(inArray(leases.id, leaseIds));
}

/**
 * What standings are computed from, in one prepared statement: every charge of the leases `ofLeases` matches with
 * what is allocated to it, then one row per lease with succeeded payments, their total (chargeId null).
 */
const ledgerStatement = (db: DbOrTx, name: string, ofLeases: (column: AnyColumn) => SQL) =>
  db
    .select({
      leaseId: sql<string>`r.lease_id`,
      chargeId: sql<string | null>`r.charge_id`,
      kind: sql<ChargeKind | null>`r.kind`,
      dueDate: sql<string | null>`r.due_date`,
      amount: sql<number>`r.amount`.mapWith(Number),
      allocated: sql<number>`r.allocated`.mapWith(Number),
    })
    .from(
      sql`(select ${charges.leaseId} as lease_id, ${charges.id} as charge_id, ${charges.kind} as kind,
          ${charges.dueDate} as due_date,
          ${charges.amount} as amount, coalesce(sum(${allocations.amount}), 0) as allocated
        from ${charges} left join ${allocations} on ${allocations.chargeId} = ${charges.id}
        where ${ofLeases(charges.leaseId)} group by ${charges.id}
      union all
        select ${payments.leaseId}, null, null, null, coalesce(sum(${payments.amount}), 0), 0 from ${payments}
        where ${ofLeases(payments.leaseId)} and ${payments.status} = 'succeeded'
        group by ${payments.leaseId}) as r`,
    )
    .prepare(name);

/**
 * Any number of leases as one array parameter (`= any($1)`). The plan PostgreSQL would keep is made for an array of
 * ten, so for one lease it planned every run again instead (decision 0035): one lease has the statement below.
 */
const ledgerRows = preparedPerDb((db) =>
  ledgerStatement(db, "lease_ledger", (column) => sql`${column} = any(${sql.placeholder("ids")})`),
);
/** One lease (a tenant's rent card): planned once per connection and kept (a generic plan). */
const oneLeaseLedgerRows = preparedPerDb((db) =>
  ledgerStatement(db, "lease_ledger_one", (column) => sql`${column} = ${sql.placeholder("id")}`),
);

/**
 * Every charge of these leases with what is allocated to it, and the total of each lease's succeeded payments
 * (leases without one are left out).
 */
export async function ledgerOf(
  db: DbOrTx,
  leaseIds: string[],
): Promise<{ charges: (LedgerCharge & { leaseId: string })[]; paid: Map<string, number> }> {
  const rows =
    leaseIds.length === 1
      ? await oneLeaseLedgerRows(db).execute({ id: leaseIds[0] })
      : await ledgerRows(db).execute({ ids: leaseIds });
  const found: (LedgerCharge & { leaseId: string })[] = [];
  const paid = new Map<string, number>();
  for (const r of rows) {
    if (r.chargeId === null) paid.set(r.leaseId, r.amount);
    else
      found.push({
        leaseId: r.leaseId,
        id: r.chargeId,
        kind: r.kind!,
        dueDate: r.dueDate!,
        amount: r.amount,
        allocated: r.allocated,
      });
  }
  return { charges: found, paid };
}

/** One charge of a lease, locked for a change (null if the lease has no such charge). */
export async function chargeOfLease(tx: DbOrTx, leaseId: string, chargeId: string) {
  const [row] = await tx
    .select()
    .from(charges)
    .where(and(eq(charges.id, chargeId), eq(charges.leaseId, leaseId)))
    .for("update");
  return row ?? null;
}

/**
 * Takes a charge off its account: what was allocated to it returns to its payments as credit, the row is kept
 * in voided_charges, and it leaves charges.
 */
export async function moveChargeToVoided(
  tx: DbOrTx,
  charge: typeof charges.$inferSelect,
  voided: { voidedBy: string; reason: string; replacedBy: string | null },
): Promise<void> {
  await tx.delete(allocations).where(eq(allocations.chargeId, charge.id));
  await tx.insert(voidedCharges).values({ ...charge, ...voided });
  await tx.delete(charges).where(eq(charges.id, charge.id));
}
