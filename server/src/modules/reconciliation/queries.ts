import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { MappingView } from "../../../../common/reconciliation/mapping";
import type { LineStatus } from "../../../../common/schemas/reconciliation";
import type { DbOrTx, Tx } from "../../db/client";
import {
  bankStatements,
  leases,
  paymentProofs,
  payments,
  properties,
  receipts,
  statementLines,
  statementMappings,
  units,
  users,
} from "../../db/schema";
import { isCurrentLease, tenantNameSql, withUnitPropertyTenant } from "../leases";
import { type Keyset, keysetAt, afterCursor as newestAfter } from "../notifications";

/** All SQL of bank statement reconciliation: mappings per bank, uploads, their lines, the payments they prove. */

export type MappingRow = typeof statementMappings.$inferSelect;
export type NewLineRow = typeof statementLines.$inferInsert;
export type LineRow = typeof statementLines.$inferSelect;

/** How many lines one INSERT carries (10 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 500;

/** The columns remembered for the landlord's exports of a bank; null before the first upload. */
export async function mappingOf(db: DbOrTx, landlordId: string, bank: string): Promise<MappingView | null> {
  const [row] = await db
    .select({
      date: statementMappings.dateColumn,
      amount: statementMappings.amountColumn,
      description: statementMappings.descriptionColumn,
      reference: statementMappings.referenceColumn,
      balance: statementMappings.balanceColumn,
    })
    .from(statementMappings)
    .where(and(eq(statementMappings.landlordId, landlordId), eq(statementMappings.bank, bank)))
    .limit(1);
  return row ?? null;
}

export async function saveMapping(db: DbOrTx, values: Omit<MappingRow, "updatedAt">): Promise<void> {
  const { landlordId: _, bank: __, ...columns } = values;
  await db
    .insert(statementMappings)
    .values(values)
    .onConflictDoUpdate({
      target: [statementMappings.landlordId, statementMappings.bank],
      set: { ...columns, updatedAt: new Date() },
    });
}

/**
 * The leases a statement line may be for: every lease with a tenant account in the landlord's active properties
 * (an ended one too: arrears are paid after moving out), in shillings (statements are read as UGX).
 */
export async function matchableLeases(db: DbOrTx, landlordId: string) {
  return withUnitPropertyTenant(
    db
      .select({
        id: leases.id,
        status: leases.status,
        firstName: users.firstName,
        lastName: users.lastName,
        paymentReference: leases.paymentReference,
        startDate: leases.startDate,
        endDate: leases.endDate,
        monthlyRent: leases.monthlyRent,
        currency: leases.currency,
      })
      .from(leases)
      .$dynamic(),
  ).where(
    and(eq(properties.landlordId, landlordId), eq(properties.status, "active"), eq(leases.currency, "UGX")),
  );
}

/** Current tenancies (pending or active, with a tenant account) of the landlord, to assign a line to. */
export async function leaseChoices(db: DbOrTx, landlordId: string) {
  return withUnitPropertyTenant(
    db
      .select({
        id: leases.id,
        tenantName: tenantNameSql,
        unitNumber: units.unitNumber,
        propertyName: properties.name,
      })
      .from(leases)
      .$dynamic(),
  )
    .where(
      and(
        eq(properties.landlordId, landlordId),
        eq(properties.status, "active"),
        isCurrentLease,
        eq(leases.currency, "UGX"),
      ),
    )
    .orderBy(asc(properties.name), asc(units.unitNumber));
}

export async function insertStatement(
  tx: Tx,
  values: { landlordId: string; bank: string; fileName: string; creditLines: number },
): Promise<string> {
  const [row] = await tx
    .insert(bankStatements)
    .values({ ...values, newLines: 0 })
    .returning({ id: bankStatements.id });
  return row!.id;
}

/**
 * Stores the lines whose fingerprint is new for the landlord (whatever the bank); answers the stored ones. In fingerprint
 * order, so two uploads racing over the same lines wait for each other instead of deadlocking.
 */
export async function insertNewLines(tx: Tx, lines: NewLineRow[]) {
  const rows = [...lines].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : 1));
  const stored: { id: string; status: LineStatus }[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    stored.push(
      ...(await tx
        .insert(statementLines)
        .values(rows.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing({
          target: [statementLines.landlordId, statementLines.fingerprint],
        })
        .returning({ id: statementLines.id, status: statementLines.status })),
    );
  }
  return stored;
}

export async function setNewLines(tx: Tx, statementId: string, newLines: number): Promise<void> {
  await tx.update(bankStatements).set({ newLines }).where(eq(bankStatements.id, statementId));
}

const statementColumns = {
  id: bankStatements.id,
  bank: bankStatements.bank,
  fileName: bankStatements.fileName,
  createdAt: bankStatements.createdAt,
  creditLines: bankStatements.creditLines,
  newLines: bankStatements.newLines,
};

/** The landlord's uploads, newest first, after the cursor. */
export async function statementRows(db: DbOrTx, landlordId: string, after: Keyset | null, limit: number) {
  const where: SQL[] = [eq(bankStatements.landlordId, landlordId)];
  if (after) where.push(newestAfter(bankStatements.createdAt, bankStatements.id, after));
  return db
    .select({ ...statementColumns, keysetAt: keysetAt(bankStatements.createdAt) })
    .from(bankStatements)
    .where(and(...where))
    .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
    .limit(limit);
}

/** One of the landlord's uploads; null for another landlord's or an unknown id. */
export async function ownStatement(db: DbOrTx, landlordId: string, statementId: string) {
  const [row] = await db
    .select(statementColumns)
    .from(bankStatements)
    .where(and(eq(bankStatements.id, statementId), eq(bankStatements.landlordId, landlordId)))
    .limit(1);
  return row ?? null;
}

/** How many lines of each status the statements have. */
export async function lineCountRows(db: DbOrTx, statementIds: string[]) {
  if (!statementIds.length) return [];
  return db
    .select({ statementId: statementLines.statementId, status: statementLines.status, n: count() })
    .from(statementLines)
    .where(inArray(statementLines.statementId, statementIds))
    .groupBy(statementLines.statementId, statementLines.status);
}

/** A statement's lines (of one status), by value date then id, after the (date, id) cursor. */
export async function lineRows(
  db: DbOrTx,
  statementId: string,
  f: { status?: LineStatus; after?: { date: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(statementLines.statementId, statementId)];
  if (f.status) where.push(eq(statementLines.status, f.status));
  if (f.after)
    where.push(
      sql`(${statementLines.valueDate}, ${statementLines.id}) > (${f.after.date}::date, ${f.after.id}::uuid)`,
    );
  return db
    .select({
      id: statementLines.id,
      valueDate: statementLines.valueDate,
      amount: statementLines.amount,
      description: statementLines.description,
      reference: statementLines.reference,
      status: statementLines.status,
      leaseId: leases.id,
      tenantName: tenantNameSql,
      unitNumber: units.unitNumber,
      propertyName: properties.name,
      receiptNumber: receipts.number,
    })
    .from(statementLines)
    .leftJoin(leases, eq(leases.id, statementLines.leaseId))
    .leftJoin(units, eq(units.id, leases.unitId))
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .leftJoin(receipts, eq(receipts.paymentId, statementLines.paymentId))
    .where(and(...where))
    .orderBy(asc(statementLines.valueDate), asc(statementLines.id))
    .limit(f.limit);
}

/** Which of these line ids are the landlord's. */
export async function ownLineIds(db: DbOrTx, landlordId: string, lineIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(and(inArray(statementLines.id, lineIds), eq(statementLines.landlordId, landlordId)));
  return new Set(rows.map((r) => r.id));
}

/** The landlord's line, locked until the transaction ends; null for another landlord's or an unknown id. */
export async function lockLine(tx: Tx, landlordId: string, lineId: string): Promise<LineRow | null> {
  const [row] = await tx
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.id, lineId), eq(statementLines.landlordId, landlordId)))
    .for("update");
  return row ?? null;
}

/** Days, as 'YYYY-MM-DD', and instants of a window around a line's value date. */
export interface Window {
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
}

/**
 * A tenant's proof of the same amount for the lease, still waiting for the landlord, paid (by the tenant's word)
 * within the window: the closest to `day` first.
 */
export async function verifyingPaymentFor(tx: Tx, leaseId: string, amount: number, day: string, w: Window) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentProofs, eq(paymentProofs.paymentId, payments.id))
    .where(
      and(
        eq(payments.leaseId, leaseId),
        eq(payments.status, "verifying"),
        eq(payments.amount, amount),
        // A proof of mobile money paid to the landlord's phone is other money than a bank line.
        inArray(payments.method, ["bank_deposit", "bank_transfer"]),
        gte(paymentProofs.paidOn, w.fromDay),
        lte(paymentProofs.paidOn, w.toDay),
      ),
    )
    .orderBy(sql`abs(${paymentProofs.paidOn} - ${day}::date)`, asc(payments.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Methods a bank statement can prove: money that went through the landlord's account (or was banked). */
const BANKED = ["bank_deposit", "bank_transfer", "cash", "cheque"] as const;

/**
 * A payment of the same amount already credited to the lease within the window (recorded by the landlord, or a
 * proof confirmed), that no statement line proves yet: the closest to `at` first, locked.
 */
export async function recordedPaymentFor(tx: Tx, leaseId: string, amount: number, at: Date, w: Window) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.leaseId, leaseId),
        eq(payments.status, "succeeded"),
        eq(payments.amount, amount),
        inArray(payments.method, [...BANKED]),
        gte(payments.settledAt, w.from),
        lte(payments.settledAt, w.to),
        notExists(
          tx.select({ one: sql`1` }).from(statementLines).where(eq(statementLines.paymentId, payments.id)),
        ),
      ),
    )
    .orderBy(sql`abs(extract(epoch from ${payments.settledAt} - ${at.toISOString()}::timestamptz))`)
    .limit(1)
    .for("update");
  return row?.id ?? null;
}

/**
 * The line confirmed for the lease and payment, unless it was decided already (the conditional update is what
 * makes two confirms of one line credit once). True when this call confirmed it.
 */
export async function markConfirmed(
  tx: Tx,
  lineId: string,
  from: readonly LineStatus[],
  link: { leaseId: string; paymentId: string },
): Promise<boolean> {
  const rows = await tx
    .update(statementLines)
    .set({ status: "confirmed", ...link, decidedAt: new Date() })
    .where(
      and(
        eq(statementLines.id, lineId),
        inArray(statementLines.status, [...from]),
        isNull(statementLines.paymentId),
      ),
    )
    .returning({ id: statementLines.id });
  return rows.length > 0;
}

/** Ignores the landlord's line unless it was confirmed; false when nothing changed. */
export async function markIgnored(
  db: DbOrTx,
  landlordId: string,
  lineId: string,
  from: readonly LineStatus[],
): Promise<boolean> {
  const rows = await db
    .update(statementLines)
    .set({ status: "ignored", decidedAt: new Date() })
    .where(
      and(
        eq(statementLines.id, lineId),
        eq(statementLines.landlordId, landlordId),
        or(inArray(statementLines.status, [...from]), eq(statementLines.status, "ignored")),
      ),
    )
    .returning({ id: statementLines.id });
  return rows.length > 0;
}
