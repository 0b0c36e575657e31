import { addMonths, kampalaToday } from "../../../common/kampala-calendar";
import type { Db } from "../db/client";
import { leases } from "../db/schema";
import { clientFor, makeLandlord, makeProperty, makeTenant, uniquePhone } from "./lease-factories";
import type { TestApp } from "./test-app";

/**
 * For the charges' API tests: a landlord's property of four units, active leases on 1A and 1B (tenants with
 * Ugandan phones), a pending lease on 1C and none on 1D; every lease from three months ago for a year.
 */
export async function chargeWorld(t: TestApp) {
  const db: Db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property, units } = await makeProperty(db, landlord.id, { units: ["1A", "1B", "1C", "1D"] });
  const today = kampalaToday();
  const lease = async (unitIndex: number, status: "active" | "pending") => {
    const tenant = await makeTenant(db, { phone: uniquePhone() });
    const [row] = await db
      .insert(leases)
      .values({
        propertyId: property.id,
        unitId: units[unitIndex]!.id,
        tenantId: tenant.id,
        startDate: addMonths(today, -3),
        endDate: addMonths(today, 9),
        monthlyRent: 1_000_000,
        currency: "UGX",
        deposit: 0,
        status,
      })
      .returning();
    return { tenant, lease: row! };
  };
  const a = await lease(0, "active");
  const b = await lease(1, "active");
  const pending = await lease(2, "pending");
  return {
    landlord,
    property,
    units,
    today,
    a,
    b,
    pending,
    landlordClient: await clientFor(t, landlord.id),
    tenantA: await clientFor(t, a.tenant.id),
    tenantB: await clientFor(t, b.tenant.id),
  };
}
export type ChargeWorld = Awaited<ReturnType<typeof chargeWorld>>;

let keys = 0;
/** A fresh Idempotency-Key header. */
export const keyed = () => ({ "idempotency-key": `test-key-${Date.now()}-${++keys}` });
