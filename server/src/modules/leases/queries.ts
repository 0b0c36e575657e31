import { and, desc, eq, gt, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Lease } from "../../../../common/schemas/leases";
import type { DbOrTx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { memoisedRead } from "../../db/read-memo";
import { invitations, leases, payoutAccounts, properties, units, users } from "../../db/schema";

export type NewLease = typeof leases.$inferInsert;
export type NewInvitation = Pick<
  typeof invitations.$inferInsert,
  "leaseId" | "email" | "phone" | "tokenHash" | "expiresAt"
>;

/**
 * A lease that holds its unit: `pending` (invited, not signed up yet) or `active`. The statuses are literals, not
 * parameters, so that the plan PostgreSQL keeps for a prepared statement sees them: with parameters it cannot use
 * the partial index leases_unit_current_key (`status <> 'ended'`) and plans such a statement again at every run.
 */
export const isCurrentLease = sql`${leases.status} in ('pending', 'active')`;

// ---- leases ----

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
    .where(and(eq(leases.tenantId, tenantId), isCurrentLease))
    .limit(1);
  return Boolean(row);
}

/** The new lease's id. */
export async function insertLease(db: DbOrTx, values: NewLease): Promise<string> {
  const [row] = await db.insert(leases).values(values).returning({ id: leases.id });
  return row!.id;
}

/** New rent on a unit also applies to its current (pending or active) lease. */
export async function setCurrentLeaseRent(db: DbOrTx, unitId: number, monthlyRent: number): Promise<void> {
  await db
    .update(leases)
    .set({ monthlyRent })
    .where(and(eq(leases.unitId, unitId), isCurrentLease));
}

/** The tenant's name as shown: the account's name once linked, otherwise the name the landlord typed. */
export const tenantNameSql = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${leases.inviteeName}, '')`;

/** A lease of one of the landlord's active properties, with its unit number and tenant's name; null otherwise. */
export async function findLandlordLease(db: DbOrTx, landlordId: string, leaseId: string) {
  const [row] = await db
    .select({
      id: leases.id,
      status: leases.status,
      unitId: leases.unitId,
      propertyId: leases.propertyId,
      tenantId: leases.tenantId,
      unitNumber: units.unitNumber,
      tenantName: tenantNameSql,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(users, eq(users.id, leases.tenantId))
    .where(
      and(eq(leases.id, leaseId), eq(properties.landlordId, landlordId), eq(properties.status, "active")),
    )
    .limit(1);
  return row ?? null;
}

/** Ends the lease unless it has ended already; true when this call ended it. */
export async function markLeaseEnded(db: DbOrTx, leaseId: string, at: Date): Promise<boolean> {
  const ended = await db
    .update(leases)
    .set({ status: "ended", endedAt: at })
    .where(and(eq(leases.id, leaseId), ne(leases.status, "ended")))
    .returning({ id: leases.id });
  return ended.length > 0;
}

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

/** "First Last" of an account; null when there is none. */
export async function accountName(db: DbOrTx, userId: string): Promise<string | null> {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return u ? `${u.firstName} ${u.lastName}` : null;
}

// ---- the lease ⋈ unit ⋈ property ⋈ user join: written here only ----

/**
 * Joins a select from leases to their property, unit and tenant account (leases not linked to an account yet
 * drop out); callers choose the columns, filter and order.
 */
export function withUnitPropertyTenant<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId));
}

/** What a tenant's active lease reads: the lease with its unit, property and landlord. */
export const tenantLeaseColumns = {
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
};

/** Most tenant routes ask for it first: prepared. */
const tenantLease = preparedPerDb((db) =>
  db
    .select(tenantLeaseColumns)
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(eq(leases.tenantId, sql.placeholder("tenantId")), eq(leases.status, "active")))
    .orderBy(desc(leases.createdAt))
    .limit(1)
    .prepare("tenant_lease"),
);

/**
 * The rent summary's first read, in one prepared statement: the tenant's active lease (as tenantLease reads it)
 * with its payment reference and where the rent goes: the property's payout account, else the landlord's
 * default (rent's payoutAccountOf), null without either.
 */
const leaseForRent = preparedPerDb((db) => {
  const payout = db
    .select({
      bankName: payoutAccounts.bankName,
      bankAccountNumber: payoutAccounts.bankAccountNumber,
      bankAccountName: payoutAccounts.bankAccountName,
      bankBranch: payoutAccounts.bankBranch,
      mobileMoneyNumber: payoutAccounts.mobileMoneyNumber,
    })
    .from(payoutAccounts)
    .where(
      or(
        eq(payoutAccounts.propertyId, leases.propertyId),
        and(eq(payoutAccounts.landlordId, properties.landlordId), isNull(payoutAccounts.propertyId)),
      ),
    )
    // The property's own account first (false sorts before true).
    .orderBy(sql`${payoutAccounts.propertyId} is null`)
    .limit(1)
    .as("payout");
  return db
    .select({
      ...tenantLeaseColumns,
      paymentReference: leases.paymentReference,
      payout: {
        bankName: payout.bankName,
        bankAccountNumber: payout.bankAccountNumber,
        bankAccountName: payout.bankAccountName,
        bankBranch: payout.bankBranch,
        mobileMoneyNumber: payout.mobileMoneyNumber,
      },
    })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .leftJoinLateral(payout, sql`true`)
    .where(and(eq(leases.tenantId, sql.placeholder("tenantId")), eq(leases.status, "active")))
    .orderBy(desc(leases.createdAt))
    .limit(1)
    .prepare("tenant_lease_rent");
});

/** Both reads of the tenant's lease share one memo key: in a composite read, the first asked answers both. */
const leaseKey = (tenantId: string) => `tenant-lease:${tenantId}`;
const readLeaseForRent = async (db: DbOrTx, tenantId: string) =>
  (await leaseForRent(db).execute({ tenantId }))[0] ?? null;

/** The tenant's active lease with its payment reference and payout account (or null); null without a lease. */
export function tenantLeaseForRent(db: DbOrTx, tenantId: string) {
  return memoisedRead(db, leaseKey(tenantId), () => readLeaseForRent(db, tenantId));
}

/**
 * The tenant's active lease with its unit, property and landlord; null without one. Alone, the lighter read;
 * in a composite read (the dashboard, whose rent card reads the lease for rent too) the rent read, once for both.
 */
export function tenantActiveLease(db: DbOrTx, tenantId: string): Promise<TenantLease | null> {
  return memoisedRead(
    db,
    leaseKey(tenantId),
    () => readLeaseForRent(db, tenantId),
    async () => (await tenantLease(db).execute({ tenantId }))[0] ?? null,
  );
}

export type TenantLease = Awaited<ReturnType<ReturnType<typeof tenantLease>["execute"]>>[number];

/** True when the tenant has (or had) a lease in one of the landlord's properties. */
export async function landlordHadTenant(db: DbOrTx, landlordId: string, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(and(eq(leases.tenantId, tenantId), eq(properties.landlordId, landlordId)))
    .limit(1);
  return Boolean(row);
}

// ---- invitations ----

export async function insertInvitation(db: DbOrTx, values: NewInvitation): Promise<void> {
  await db.insert(invitations).values(values);
}

/** An invitation into an ended lease must not link anyone any more. */
export async function expireOpenInvitations(db: DbOrTx, leaseId: string, at: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ expiresAt: at })
    .where(and(eq(invitations.leaseId, leaseId), isNull(invitations.acceptedAt)));
}

/**
 * Joins the invitation's landlord when a real account: a demo landlord's invitations (the template's or a demo
 * world's) never reach sign-up, so no real account joins a demo world.
 */
const fromRealLandlord = and(eq(users.id, properties.landlordId), eq(users.isDemo, false));

/** Not accepted, not expired, into a pending lease nobody holds yet. */
const openInvitation = () =>
  and(
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, new Date()),
    eq(leases.status, "pending"),
    isNull(leases.tenantId),
  );

/** What the sign-up screens show about the open invitation with this code hash; null when there is none. */
export async function openInvitationInfo(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      tenantName: leases.inviteeName,
      email: invitations.email,
    })
    .from(invitations)
    .innerJoin(leases, eq(leases.id, invitations.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, fromRealLandlord)
    .where(and(eq(invitations.tokenHash, tokenHash), openInvitation()))
    .limit(1);
  return row ?? null;
}

/**
 * The open invitations a tenant who signs up may accept: the one whose code came through sign-up first, then
 * those sent to their email, then to their phone, newest first. `lock` locks them with their leases, for the
 * registration that accepts one; without it they are only shown (the sign-up ticket's invitation).
 */
export async function openInvitationsFor(
  db: DbOrTx,
  tenant: { tokenHash: string | null; email: string | null; phone: string | null },
  { lock }: { lock: boolean },
) {
  const matching = (match: SQL) => {
    const rows = db
      .select({
        invitationId: invitations.id,
        leaseId: leases.id,
        unitId: leases.unitId,
        propertyId: leases.propertyId,
        propertyName: properties.name,
        landlordId: properties.landlordId,
        unitNumber: units.unitNumber,
      })
      .from(invitations)
      .innerJoin(leases, eq(leases.id, invitations.leaseId))
      .innerJoin(units, eq(units.id, leases.unitId))
      .innerJoin(properties, eq(properties.id, leases.propertyId))
      .innerJoin(users, fromRealLandlord)
      .where(and(match, openInvitation()))
      .orderBy(desc(invitations.createdAt));
    return lock ? rows.for("update", { of: [invitations, leases] }) : rows;
  };
  return [
    ...(tenant.tokenHash ? await matching(eq(invitations.tokenHash, tenant.tokenHash)) : []),
    ...(tenant.email ? await matching(eq(invitations.email, tenant.email)) : []),
    ...(tenant.phone ? await matching(eq(invitations.phone, tenant.phone)) : []),
  ];
}

/** The invited tenant holds the lease now: it is active, and the invitation used. */
export async function acceptInvitation(
  db: DbOrTx,
  invite: { invitationId: string; leaseId: string },
  tenantId: string,
  at: Date,
): Promise<void> {
  await db.update(leases).set({ tenantId, status: "active" }).where(eq(leases.id, invite.leaseId));
  await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(and(eq(invitations.id, invite.invitationId), isNull(invitations.acceptedAt)));
}
