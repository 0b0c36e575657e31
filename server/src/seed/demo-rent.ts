import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
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
} from "../db/schema";
import { kampalaToday } from "../modules/rent/dates";
import { allocatePayment, generateRentCharges } from "../modules/rent/ledger";
import { issueReceipt } from "../modules/rent/receipts";
import { DEMO_TENANT_EMAIL } from "./demo-accounts";

/** The demo platform fee (config PLATFORM_FEE_BPS defaults to 150 basis points). */
const DEMO_FEE_BPS = 150;
/** Kampala Heights units whose tenants are a month behind, and the one who paid part of the month. */
const OVERDUE_UNITS = ["2C", "5A"];
const PARTIAL_UNIT = "3C";

/**
 * A rent history for the demo portfolio: charges up to today, and one succeeded mobile money payment per month
 * (settled on the due date, allocated and receipted like a real one). Everyone is paid up except: Sarah (the
 * demo tenant) owes the latest month, two other Kampala Heights tenants are a month overdue, one paid half.
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
  for (const lease of demoLeases) await generateRentCharges(db, { today, leaseId: lease.id });
  if (!demoLeases.length) return;

  const due = await db
    .select({
      leaseId: charges.leaseId,
      amount: charges.amount,
      currency: charges.currency,
      dueDate: charges.dueDate,
      description: charges.description,
    })
    .from(charges)
    .where(
      and(
        inArray(
          charges.leaseId,
          demoLeases.map((l) => l.id),
        ),
        lte(charges.dueDate, today),
      ),
    )
    .orderBy(asc(charges.dueDate));

  const now = Date.now();
  const rows: (typeof payments.$inferInsert)[] = [];
  for (const [i, lease] of demoLeases.entries()) {
    const own = due.filter((c) => c.leaseId === lease.id);
    const heights = lease.propertyName === "Kampala Heights";
    const behind = lease.email === DEMO_TENANT_EMAIL || (heights && OVERDUE_UNITS.includes(lease.unitNumber));
    const partial = heights && lease.unitNumber === PARTIAL_UNIT;
    const paidCharges = behind || partial ? own.slice(0, -1) : own;
    const plan = paidCharges.map((c) => ({ charge: c, amount: c.amount }));
    const latest = own.at(-1);
    if (partial && latest) plan.push({ charge: latest, amount: Math.floor(latest.amount / 2) });

    const label =
      lease.phone && mobileNetworkOf(lease.phone) === "AIRTEL" ? "Airtel Money" : "MTN Mobile Money";
    for (const { charge, amount } of plan) {
      // On the due date, in the morning (Kampala), a little later for each tenant; never in the future.
      const hour = 8 + (i % 10);
      const settled = Math.min(
        now - 60_000,
        Date.parse(`${charge.dueDate}T${String(hour).padStart(2, "0")}:1${i % 10}:00+03:00`),
      );
      const reference = randomUUID();
      rows.push({
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
        description: charge.description,
        reference,
        idempotencyKey: `demo-${reference}`,
        status: "succeeded",
        createdAt: new Date(settled - 90_000),
        expiresAt: new Date(settled - 90_000 + 300_000),
        settledAt: new Date(settled),
      });
    }
  }
  if (!rows.length) return;
  // Receipts are numbered in the order the money arrived.
  rows.sort((a, b) => a.settledAt!.getTime() - b.settledAt!.getTime());
  const inserted = await db.insert(payments).values(rows).returning({ id: payments.id });
  for (const p of inserted) {
    await allocatePayment(db, p.id);
    await issueReceipt(db, p.id);
  }
}

/** Removes the rent records of demo properties, landlords and tenants (before their leases and users go). */
export async function deleteDemoRent(db: DbOrTx, propertyIds: number[], userIds: string[]): Promise<void> {
  if (!userIds.length && !propertyIds.length) return;
  const ofDemo = or(
    propertyIds.length ? inArray(payments.propertyId, propertyIds) : undefined,
    userIds.length ? inArray(payments.tenantId, userIds) : undefined,
    userIds.length ? inArray(payments.landlordId, userIds) : undefined,
  );
  const paymentIds = db.select({ id: payments.id }).from(payments).where(ofDemo);
  const leaseIds = db
    .select({ id: leases.id })
    .from(leases)
    .where(
      or(
        propertyIds.length ? inArray(leases.propertyId, propertyIds) : undefined,
        userIds.length ? inArray(leases.tenantId, userIds) : undefined,
      ),
    );
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
  await db.delete(payments).where(ofDemo);
  await db.delete(charges).where(inArray(charges.leaseId, leaseIds));
  if (userIds.length) await db.delete(receiptCounters).where(inArray(receiptCounters.landlordId, userIds));
}
