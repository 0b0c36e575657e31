import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { forbidden, notFound } from "../../../platform/errors";
import { tenantActiveLease } from "../../leases";
import { type AmenityRow, findAmenity, findOwnedAmenity } from "../queries";

export const amenityNotFound = () => notFound(msg("amenities.notFound"));

/** The tenant's active lease (their property), or 403: only residents book. */
export async function requireResidentLease(db: DbOrTx, tenant: SessionUser) {
  const lease = await tenantActiveLease(db, tenant.id);
  if (!lease) throw forbidden(msg("amenities.noActiveLease"), "NO_ACTIVE_LEASE");
  return lease;
}

/** An amenity of the tenant's own property; another property's (or an unknown) id is a 404. */
export async function requireResidentAmenity(
  db: DbOrTx,
  tenant: SessionUser,
): Promise<{
  lease: Awaited<ReturnType<typeof requireResidentLease>>;
  amenity: (id: string) => Promise<AmenityRow>;
}> {
  const lease = await requireResidentLease(db, tenant);
  return {
    lease,
    amenity: async (id) => {
      const a = await findAmenity(db, id);
      if (!a || a.propertyId !== lease.propertyId) throw amenityNotFound();
      return a;
    },
  };
}

/** An amenity of one of the landlord's active properties (locked for the caller's transaction with `lock`). */
export async function requireOwnedAmenity(db: DbOrTx, landlord: SessionUser, id: string, lock = false) {
  const a = await findOwnedAmenity(db, id, landlord.id, lock);
  if (!a) throw amenityNotFound();
  return a;
}
