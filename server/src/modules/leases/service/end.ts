import type { UnitReadiness } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { conflict, notFound } from "../../../platform/errors";
import { recordActivity } from "../../activity";
import { setUnitReadiness } from "../../properties";
import { refreshChatRooms } from "../../rooms";
import { expireOpenInvitations, findLandlordLease, leaseView, markLeaseEnded } from "../queries";

/** Ends the landlord's pending or active lease: the unit is free again, the lease row stays as history. */
export async function endLease(deps: AppDeps, landlordId: string, leaseId: string, readiness: UnitReadiness) {
  const tenantId = await deps.db.transaction(async (tx) => {
    const lease = await findLandlordLease(tx, landlordId, leaseId);
    if (!lease) throw notFound(msg("leases.notFound"));
    const now = new Date();
    if (!(await markLeaseEnded(tx, lease.id, now))) throw conflict("LEASE_ENDED", msg("leases.alreadyEnded"));
    await setUnitReadiness(tx, lease.unitId, readiness);
    await expireOpenInvitations(tx, lease.id, now);
    const unit = lease.unitNumber;
    await recordActivity(tx, {
      landlordId,
      propertyId: lease.propertyId,
      actorId: landlordId,
      kind: "lease_ended",
      message: lease.tenantName
        ? msg("leases.activityEnded", { name: lease.tenantName, unit })
        : msg("leases.activityEndedUnnamed", { unit }),
    });
    return lease.tenantId;
  });
  // The tenant's open sockets leave the building's chat room now, not at their next reconnect.
  await refreshChatRooms(deps, [tenantId]);
  return leaseView(deps.db, leaseId);
}
