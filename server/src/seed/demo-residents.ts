import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { leases, properties, units } from "../db/schema";

/** The current leases of the demo's Kampala Heights, by unit: who lives where (the resident services' seeds). */
export async function heightsResidents(db: DbOrTx, landlordId: string) {
  const rows = await db
    .select({
      leaseId: leases.id,
      propertyId: leases.propertyId,
      unitNumber: units.unitNumber,
      tenantId: leases.tenantId,
      currency: leases.currency,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        eq(properties.landlordId, landlordId),
        eq(properties.name, "Kampala Heights"),
        eq(leases.status, "active"),
      ),
    );
  return new Map(
    rows.flatMap((r) => (r.tenantId ? [[r.unitNumber, { ...r, tenantId: r.tenantId }] as const] : [])),
  );
}
