import { and, eq } from "drizzle-orm";
import { kampalaInstant } from "../../../common/kampala-calendar";
import type { ChargeKind } from "../../../common/tenancy";
import type { Db } from "../db/client";
import { charges, expenses, leases, maintenanceRequests } from "../db/schema";
import { allocatePayment, postCharges, voidCharge } from "../modules/tenancy";
import { makeLandlord, makeProperty, makeTenant } from "./lease-factories";
import { insertPayment, type RentLease } from "./rent-factories";

/**
 * The reports' known year (2025), every figure worked out by hand in reports.api.test.ts: a landlord with
 * property A (units 1A, 1B) and B (unit B1); Ann on 1A from January to the end of June (ended, owing), Ben on 1A
 * from August (paid ahead), Cissy on B1 from March (owing from August); charges of every kind, a deposit, a voided
 * utility charge, payments on month boundaries, expenses (one deleted, one from a maintenance request), and another
 * landlord whose rows must show nowhere.
 */
export async function knownYear(db: Db) {
  const landlord = await makeLandlord(db, { firstName: "Grace", lastName: "Achieng" });
  const a = await makeProperty(db, landlord.id, { units: ["1A", "1B"] });
  const b = await makeProperty(db, landlord.id, { units: ["B1"] });
  const names = [
    ["Ann", "Nakato"],
    ["Ben", "Okello"],
    ["Cissy", "Namubiru"],
  ] as const;
  const [ann, ben, cissy] = await Promise.all(
    names.map(([firstName, lastName]) => makeTenant(db, { firstName, lastName })),
  );
  const lease = async (
    p: { property: { id: number }; units: { id: number }[] },
    tenantId: string,
    startDate: string,
    monthlyRent: number,
    ended?: string,
  ): Promise<RentLease> => {
    const [row] = await db
      .insert(leases)
      .values({
        propertyId: p.property.id,
        unitId: p.units[0]!.id,
        tenantId,
        startDate,
        endDate: ended ?? "2026-12-31",
        monthlyRent,
        currency: "UGX",
        status: ended ? "ended" : "active",
        endedAt: ended ? kampalaInstant(ended, "12:00:00") : null,
      })
      .returning();
    return {
      id: row!.id,
      propertyId: p.property.id,
      unitId: p.units[0]!.id,
      tenantId,
      landlordId: landlord.id,
      monthlyRent,
      currency: "UGX",
    };
  };
  const a1 = await lease(a, ann!.id, "2025-01-01", 1_000_000, "2025-06-30");
  const a2 = await lease(a, ben!.id, "2025-08-01", 1_200_000);
  const b1 = await lease(b, cissy!.id, "2025-03-01", 500_000);

  const charge = (
    l: RentLease,
    kind: ChargeKind,
    amount: number,
    dueDate: string,
    key = `${kind}:${dueDate}`,
  ) => ({
    leaseId: l.id,
    propertyId: l.propertyId,
    kind,
    sourceKey: key,
    period: dueDate.slice(0, 7),
    description: `${kind} ${dueDate}`,
    amount,
    currency: "UGX" as const,
    dueDate,
  });
  const months = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `2025-${String(from + i).padStart(2, "0")}-01`);
  await db.transaction((tx) =>
    postCharges(tx, [
      charge(a1, "deposit", 1_000_000, "2025-01-01"),
      ...months(1, 6).map((d) => charge(a1, "rent", 1_000_000, d)),
      ...months(8, 12).map((d) => charge(a2, "rent", 1_200_000, d)),
      charge(a2, "utility", 80_000, "2025-09-15"),
      charge(a2, "one_off", 50_000, "2025-10-10"),
      charge(a2, "utility", 70_000, "2025-11-15"),
      ...months(3, 12).map((d) => charge(b1, "rent", 500_000, d)),
      charge(b1, "recurring", 100_000, "2025-03-05"),
      charge(b1, "recurring", 100_000, "2025-09-05"),
      charge(b1, "pet_rent", 20_000, "2025-07-01"),
    ]),
  );

  const pay = async (l: RentLease, amount: number, day: string, time = "12:00:00") => {
    const p = await insertPayment(db, l, { amount, settledAt: kampalaInstant(day, time) });
    await db.transaction((tx) => allocatePayment(tx, p.id));
  };
  await pay(a1, 2_000_000, "2025-01-01", "00:30:00"); // the year's first hour in Kampala (still 2024 in UTC)
  await pay(a1, 1_000_000, "2025-02-03");
  await pay(a1, 1_500_000, "2025-03-10");
  await pay(a1, 1_000_000, "2025-05-20");
  await pay(a2, 1_200_000, "2025-08-01");
  await pay(a2, 1_280_000, "2025-09-20");
  await pay(a2, 5_000_000, "2025-12-28");
  await pay(b1, 600_000, "2025-03-06");
  for (const m of ["04", "05", "06"]) await pay(b1, 500_000, `2025-${m}-02`);
  await pay(b1, 520_000, "2025-07-02");
  await pay(b1, 100_000, "2025-12-31", "23:30:00"); // the year's last half hour in Kampala
  await insertPayment(db, b1, { amount: 900_000, status: "failed" }); // never received

  // The utility charge of 15 November is voided after it was paid: its money returns to Ben's credit.
  const [voided] = await db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.leaseId, a2.id), eq(charges.sourceKey, "utility:2025-11-15")));
  await db.transaction((tx) =>
    voidCharge(tx, { leaseId: a2.id, chargeId: voided!.id, voidedBy: landlord.id, reason: "Misread meter" }),
  );

  const [request] = await db
    .insert(maintenanceRequests)
    .values({
      propertyId: a.property.id,
      unitId: a.units[0]!.id,
      tenantId: ben!.id,
      title: "Leaking tap",
      description: "The kitchen tap leaks.",
    })
    .returning();
  const spend = (
    p: { property: { id: number } },
    category: "repairs" | "wages" | "security",
    amount: number,
    spentOn: string,
    extra: Partial<typeof expenses.$inferInsert> = {},
  ) => ({
    landlordId: landlord.id,
    propertyId: p.property.id,
    category,
    amount,
    spentOn,
    payee: "Payee",
    ...extra,
  });
  await db.insert(expenses).values([
    spend(a, "repairs", 300_000, "2025-02-10", { unitId: a.units[0]!.id }),
    spend(a, "repairs", 450_000, "2025-07-15", {
      unitId: a.units[0]!.id,
      maintenanceRequestId: request!.id,
    }),
    spend(b, "wages", 200_000, "2025-03-31"),
    spend(b, "repairs", 100_000, "2025-11-11"),
    spend(a, "security", 150_000, "2025-12-31"),
    spend(a, "repairs", 999_000, "2025-04-04", { deletedAt: new Date() }),
    spend(a, "repairs", 111_000, "2024-12-31", { unitId: a.units[0]!.id }),
  ]);

  // Another landlord's property, with a lease, a charge, a payment and an expense in the same year.
  const other = await makeLandlord(db);
  const o = await makeProperty(db, other.id, { units: ["Z1"] });
  const z = await makeTenant(db);
  const [zl] = await db
    .insert(leases)
    .values({
      propertyId: o.property.id,
      unitId: o.units[0]!.id,
      tenantId: z.id,
      startDate: "2025-01-01",
      endDate: "2026-01-01",
      monthlyRent: 9_000_000,
      currency: "UGX",
      status: "active",
    })
    .returning();
  const zLease = { ...a1, id: zl!.id, propertyId: o.property.id, tenantId: z.id, landlordId: other.id };
  await db.transaction((tx) => postCharges(tx, [charge(zLease, "rent", 9_000_000, "2025-03-01")]));
  await pay(zLease, 4_000_000, "2025-03-02");
  await db.insert(expenses).values({ ...spend(o, "repairs", 7_000_000, "2025-03-03"), landlordId: other.id });

  return { landlord, other, a, b, a1, a2, b1, tenant: ann!, otherProperty: o.property };
}
