import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { kampalaInstant, kampalaToday } from "../../../common/kampala-calendar";
import { mobileNetworkOf } from "../../../common/phone";
import type { DbOrTx } from "../db/client";
import {
  allocations,
  charges,
  leases,
  paymentEvents,
  payments,
  properties,
  receiptCounters,
  receipts,
  units,
  users,
  voidedCharges,
} from "../db/schema";
import { generateRentCharges } from "../modules/rent/charges";
import { postLeaseDeposits } from "../modules/tenancy";
import { allocate, byAge, type OpenCharge } from "../modules/tenancy/allocation";
import { translator } from "../platform/i18n";
import { DEMO_TENANT_EMAIL } from "./demo-accounts";

/** The demo platform fee (config PLATFORM_FEE_BPS defaults to 150 basis points). */
const DEMO_FEE_BPS = 150;
/** Kampala Heights units whose tenants are a month behind, and the one who paid part of the month. */
export const OVERDUE_UNITS = ["2C", "5A"];
const PARTIAL_UNIT = "3C";

type PaymentRow = typeof payments.$inferInsert & { id: string; settledAt: Date };

/**
 * A rent history for the demo portfolio: rent charges up to today, and one succeeded mobile money payment per
 * charge due (settled on its due date: rent, the security deposit on the lease's start, and the pets', recurring
 * and utility charges posted before). Everyone is paid up except (paymentPlan): Sarah (the demo tenant) owes the
 * latest month's rent and what fell due with it or since, two other Kampala Heights tenants are as far behind,
 * one paid half of that rent.
 *
 * The charges come from the ledger; the payments are allocated with the ledger's own rule (oldest charge first)
 * and receipted in the order the money arrived, as settling them one by one would, but in a few set-based
 * statements: a demo world is created while its visitor waits (docs/decisions/0013).
 */
export async function seedDemoRent(db: DbOrTx, landlordId: string, today = kampalaToday()): Promise<void> {
  const demoLeases = await db
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      tenantId: leases.tenantId,
      propertyName: properties.name,
      unitNumber: units.unitNumber,
      email: users.email,
      phone: users.phone,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(users, eq(users.id, leases.tenantId))
    .where(and(eq(properties.landlordId, landlordId), eq(leases.status, "active")));
  if (!demoLeases.length) return;
  const leaseIds = demoLeases.map((l) => l.id);
  // Each lease's security deposit, due on its start and paid then, as a lease that became active posts it.
  await postLeaseDeposits(db, leaseIds);
  await generateRentCharges(db, { today, leaseIds });
  const all = await db
    .select({
      id: charges.id,
      leaseId: charges.leaseId,
      amount: charges.amount,
      currency: charges.currency,
      dueDate: charges.dueDate,
      kind: charges.kind,
      createdAt: charges.createdAt,
      description: charges.description,
    })
    .from(charges)
    .where(inArray(charges.leaseId, leaseIds));

  const now = Date.now();
  const tr = translator();
  const rows: PaymentRow[] = [];
  const allocationRows: (typeof allocations.$inferInsert)[] = [];
  const chargeOf = new Map(all.map((c) => [c.id, c]));
  for (const [i, lease] of demoLeases.entries()) {
    const open: OpenCharge[] = all
      .filter((c) => c.leaseId === lease.id)
      .map((c) => ({
        id: c.id,
        dueDate: c.dueDate,
        kind: c.kind,
        createdAt: c.createdAt.getTime(),
        open: c.amount,
      }));
    const heights = lease.propertyName === "Kampala Heights";
    const plan = paymentPlan(open, today, {
      behind: lease.email === DEMO_TENANT_EMAIL || (heights && OVERDUE_UNITS.includes(lease.unitNumber)),
      partial: heights && lease.unitNumber === PARTIAL_UNIT,
    }).map(({ chargeId, amount }) => ({ charge: chargeOf.get(chargeId)!, amount }));
    const label =
      lease.phone && mobileNetworkOf(lease.phone) === "AIRTEL" ? "Airtel Money" : "MTN Mobile Money";
    for (const [n, { charge, amount }] of plan.entries()) {
      // On the due date, in the morning (Kampala), a little later for each tenant and for each charge of the day
      // after the first; never in the future.
      const hour = 8 + (i % 10);
      const sameDay = plan.slice(0, n).filter((p) => p.charge.dueDate === charge.dueDate).length;
      const settled = Math.min(
        now - 60_000,
        kampalaInstant(charge.dueDate, `${String(hour).padStart(2, "0")}:1${i % 10}:00`).getTime() +
          sameDay * 300_000,
      );
      const id = randomUUID();
      const reference = randomUUID();
      rows.push({
        id,
        leaseId: lease.id,
        tenantId: lease.tenantId!,
        propertyId: lease.propertyId,
        landlordId,
        amount,
        currency: charge.currency,
        platformFee: Math.round((amount * DEMO_FEE_BPS) / 10_000),
        method: "mobile_money",
        provider: "sandbox",
        providerLabel: label,
        phone: lease.phone,
        accountName: lease.name,
        // Payments store words (a deposit charge stores a message).
        description: tr.text(charge.description),
        reference,
        idempotencyKey: `demo-${reference}`,
        status: "succeeded",
        createdAt: new Date(settled - 90_000),
        expiresAt: new Date(settled - 90_000 + 300_000),
        settledAt: new Date(settled),
      });
      for (const part of allocate(open, amount).allocations) {
        allocationRows.push({ paymentId: id, chargeId: part.chargeId, amount: part.amount });
        open.find((c) => c.id === part.chargeId)!.open -= part.amount;
      }
    }
  }
  if (!rows.length) return;
  // Receipts are numbered in the order the money arrived, from 1: a demo landlord has no others.
  rows.sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime());
  await db.insert(payments).values(rows);
  await db.insert(allocations).values(allocationRows);
  await db
    .insert(receipts)
    .values(rows.map((p, i) => ({ paymentId: p.id, landlordId, number: i + 1, issuedAt: p.settledAt })));
  await db.insert(receiptCounters).values({ landlordId, lastNumber: rows.length });
}

/**
 * What a tenant paid, charge by charge in the order the ledger allocates (oldest due first, rent first on a day):
 * every charge due by today in full, but whoever is `behind` stopped paying at their latest rent, so it and every
 * charge due with it or after it are open (a payment would have gone to that rent first), whatever other kinds the
 * account holds; the `partial` payer paid half of that rent.
 */
export function paymentPlan(
  charges: readonly OpenCharge[],
  today: string,
  { behind, partial }: { behind: boolean; partial: boolean },
): { chargeId: string; amount: number }[] {
  const due = charges.filter((c) => c.dueDate <= today).sort(byAge);
  const latestRent = behind || partial ? due.filter((c) => c.kind === "rent").at(-1) : undefined;
  const paid = latestRent ? due.filter((c) => byAge(c, latestRent) < 0) : due;
  const plan = paid.map((c) => ({ chargeId: c.id, amount: c.open }));
  if (partial && latestRent) plan.push({ chargeId: latestRent.id, amount: Math.floor(latestRent.open / 2) });
  return plan;
}

/** Subqueries of the ids of the payments and leases of demo properties, landlords and tenants. */
export function demoPaymentAndLeaseIds(db: DbOrTx, propertyIds: number[], userIds: string[]) {
  const paymentIds = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      or(
        propertyIds.length ? inArray(payments.propertyId, propertyIds) : undefined,
        userIds.length ? inArray(payments.tenantId, userIds) : undefined,
        userIds.length ? inArray(payments.landlordId, userIds) : undefined,
      ),
    );
  const leaseIds = db
    .select({ id: leases.id })
    .from(leases)
    .where(
      or(
        propertyIds.length ? inArray(leases.propertyId, propertyIds) : undefined,
        userIds.length ? inArray(leases.tenantId, userIds) : undefined,
      ),
    );
  return { paymentIds, leaseIds };
}

/** Removes the rent records of demo properties, landlords and tenants (before their leases and users go). */
export async function deleteDemoRent(db: DbOrTx, propertyIds: number[], userIds: string[]): Promise<void> {
  if (!userIds.length && !propertyIds.length) return;
  const { paymentIds, leaseIds } = demoPaymentAndLeaseIds(db, propertyIds, userIds);
  await db.delete(allocations).where(inArray(allocations.paymentId, paymentIds));
  await db
    .delete(allocations)
    .where(
      inArray(
        allocations.chargeId,
        db.select({ id: charges.id }).from(charges).where(inArray(charges.leaseId, leaseIds)),
      ),
    );
  await db
    .delete(receipts)
    .where(
      or(
        inArray(receipts.paymentId, paymentIds),
        userIds.length ? inArray(receipts.landlordId, userIds) : undefined,
      ),
    );
  await db.delete(paymentEvents).where(inArray(paymentEvents.paymentId, paymentIds));
  await db.delete(payments).where(inArray(payments.id, paymentIds));
  await db.delete(charges).where(inArray(charges.leaseId, leaseIds));
  await db.delete(voidedCharges).where(inArray(voidedCharges.leaseId, leaseIds));
  if (userIds.length) await db.delete(receiptCounters).where(inArray(receiptCounters.landlordId, userIds));
}
