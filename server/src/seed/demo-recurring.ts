import { eq, inArray, or } from "drizzle-orm";
import { addDays, addMonths, kampalaInstant, kampalaToday } from "../../../common/kampala-calendar";
import type { ChargeFrequency } from "../../../common/schemas/charges";
import type { DbOrTx } from "../db/client";
import { oneOffCharges, properties, recurringChargeAmounts, recurringCharges, units } from "../db/schema";
import { postRecurringCharges } from "../modules/recurring-charges";
import { insertCharge } from "../modules/recurring-charges/queries/charges";
import { periodOf } from "../modules/tenancy";
import { requestFingerprint } from "../platform/http/idempotency";

/** A charge the demo landlord set up: the property, its units when not all, and its amounts over time. */
interface DemoRecurringSpec {
  property: string;
  name: string;
  frequency: ChargeFrequency;
  /** Chosen units; the whole property (those let later too) when absent. */
  units?: string[];
  /** Months before this month's first day that it was first due (on the 1st, like the demo's rent). */
  startMonthsAgo: number;
  amount: number;
  /** A later amount and how many months ago it took effect (a change applies from a period not posted yet). */
  raised?: { monthsAgo: number; amount: number };
}

/** Shillings only (decision 0062): Nakasero Towers lets in dollars and gets none. */
export const DEMO_RECURRING: DemoRecurringSpec[] = [
  {
    property: "Kampala Heights",
    name: "Service charge",
    frequency: "monthly",
    startMonthsAgo: 12,
    amount: 100_000,
    raised: { monthsAgo: 4, amount: 120_000 },
  },
  {
    property: "Bugolobi Gardens",
    name: "Garbage collection",
    frequency: "monthly",
    startMonthsAgo: 12,
    amount: 20_000,
  },
  {
    property: "Kololo Residences",
    name: "Garbage collection",
    frequency: "monthly",
    startMonthsAgo: 12,
    amount: 30_000,
  },
  {
    property: "Kololo Residences",
    name: "Security guard",
    frequency: "monthly",
    units: ["T1", "T4"],
    startMonthsAgo: 12,
    amount: 150_000,
  },
  {
    property: "Bugolobi Gardens",
    name: "Compound maintenance",
    frequency: "yearly",
    startMonthsAgo: 11,
    amount: 240_000,
  },
];

/**
 * The demo landlord's recurring charges (decision 0062), set up about a year ago and posted by the module's own
 * posting to every active lease they apply to, from each lease's start up to the next due date: before the rent
 * history, which pays them as their tenants pay rent. Deterministic; dates relative to today.
 */
export async function seedDemoRecurring(
  tx: DbOrTx,
  landlordId: string,
  today = kampalaToday(),
): Promise<void> {
  const owned = await tx
    .select({
      propertyId: properties.id,
      name: properties.name,
      unitId: units.id,
      unitNumber: units.unitNumber,
    })
    .from(properties)
    .innerJoin(units, eq(units.propertyId, properties.id))
    .where(eq(properties.landlordId, landlordId));
  const monthStart = `${today.slice(0, 7)}-01`;
  const ids: string[] = [];
  for (const [i, spec] of DEMO_RECURRING.entries()) {
    const ofProperty = owned.filter((u) => u.name === spec.property);
    if (!ofProperty.length) continue;
    const propertyId = ofProperty[0]!.propertyId;
    const unitIds = spec.units
      ? ofProperty.filter((u) => spec.units!.includes(u.unitNumber)).map((u) => u.unitId)
      : [];
    const firstDueDate = addMonths(monthStart, -spec.startMonthsAgo);
    const input = {
      propertyId,
      name: spec.name,
      amount: spec.amount,
      frequency: spec.frequency,
      appliesTo: spec.units ? ("units" as const) : ("property" as const),
      unitIds,
      firstDueDate,
      endDate: null,
    };
    const id = await insertCharge(
      tx,
      {
        landlordId,
        propertyId,
        name: spec.name,
        frequency: spec.frequency,
        appliesTo: input.appliesTo,
        firstDueDate,
        endDate: null,
        createdBy: landlordId,
        idempotencyKey: `demo-recurring-${i}`,
        requestFingerprint: requestFingerprint(["recurring-charge", input]),
        // Set up a week before it first fell due.
        createdAt: kampalaInstant(addDays(firstDueDate, -7), "10:00:00"),
      },
      { effectiveFrom: periodOf(firstDueDate), amount: spec.amount },
      unitIds,
    );
    if (spec.raised)
      await tx.insert(recurringChargeAmounts).values({
        chargeId: id,
        effectiveFrom: periodOf(addMonths(monthStart, -spec.raised.monthsAgo)),
        amount: spec.raised.amount,
      });
    ids.push(id);
  }
  if (ids.length) await postRecurringCharges(tx, { today, chargeIds: ids });
}

/**
 * Removes the recurring and one-off charges of demo properties and landlords (their units and amounts cascade),
 * before their charges, leases and properties go: a visitor may have added some in their world.
 */
export async function deleteDemoRecurring(
  db: DbOrTx,
  propertyIds: number[],
  userIds: string[],
): Promise<void> {
  if (!propertyIds.length && !userIds.length) return;
  const ofDemo = <T extends typeof recurringCharges | typeof oneOffCharges>(table: T) =>
    or(
      propertyIds.length ? inArray(table.propertyId, propertyIds) : undefined,
      userIds.length ? inArray(table.landlordId, userIds) : undefined,
    );
  await db.delete(oneOffCharges).where(ofDemo(oneOffCharges));
  await db.delete(recurringCharges).where(ofDemo(recurringCharges));
}
