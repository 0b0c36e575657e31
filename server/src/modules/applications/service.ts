import type { z } from "zod";
import { msg } from "../../../../common/i18n/message";
import { kampalaToday } from "../../../../common/kampala-calendar";
import type { Application, acceptApplicationInput } from "../../../../common/schemas/applications";
import type { DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import type { AppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { recordActivity } from "../activity";
import {
  currentLeaseOfUnit,
  insertLease,
  leaseView,
  lockTenantAndCheckLease,
  tenantHasLease,
  unitOccupied,
} from "../leases";
import { requireOwnedProperty, requireOwnedUnit } from "../properties";
import { startLeaseCharges } from "../rent";
import { refreshChatRooms } from "../rooms";
import { landlordApplications, lockLandlordApplication, setApplicationStatus } from "./queries";

type AcceptInput = z.output<typeof acceptApplicationInput>;

const toApplication = (r: Omit<Application, "createdAt"> & { createdAt: Date }): Application => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Applications to the landlord's active properties (or one of them): pending first, then newest. */
export async function listApplications(deps: AppDeps, landlordId: string, propertyId?: number) {
  if (propertyId !== undefined) await requireOwnedProperty(deps.db, landlordId, propertyId);
  return (await landlordApplications(deps.db, landlordId, propertyId)).map(toApplication);
}

/** The landlord's application, locked for the decision; 404 for anyone else's. 409 once decided. */
async function requirePendingApplication(tx: DbOrTx, landlordId: string, applicationId: string) {
  const row = await lockLandlordApplication(tx, landlordId, applicationId);
  if (!row) throw notFound(msg("applications.notFound"));
  if (row.status !== "pending") {
    throw conflict("APPLICATION_DECIDED", msg("applications.alreadyDecided", { status: row.status }));
  }
  return row;
}

/** Accepting gives the applicant an active lease on a vacant unit of the property they applied to. */
export async function acceptApplication(
  deps: AppDeps,
  landlordId: string,
  applicationId: string,
  input: AcceptInput,
) {
  let unitNumber = "";
  let leaseId: string;
  try {
    leaseId = await deps.db.transaction(async (tx) => {
      const app = await requirePendingApplication(tx, landlordId, applicationId);
      const { unit } = await requireOwnedUnit(tx, landlordId, input.unitId);
      unitNumber = unit.unitNumber;
      if (unit.propertyId !== app.propertyId) {
        const message = msg("applications.unitNotInProperty", { property: app.propertyName });
        throw badRequest("UNIT_NOT_IN_PROPERTY", message, { unitId: message });
      }
      if (await currentLeaseOfUnit(tx, unit.id)) throw unitOccupied(unit.unitNumber);
      if (await lockTenantAndCheckLease(tx, app.tenantId)) throw tenantHasLease();
      const id = await insertLease(tx, {
        propertyId: app.propertyId,
        unitId: unit.id,
        tenantId: app.tenantId,
        startDate: input.startDate,
        endDate: input.endDate,
        monthlyRent: input.monthlyRent,
        currency: input.currency,
        deposit: input.deposit,
        status: "active",
      });
      await startLeaseCharges(tx, { leaseId: id, today: kampalaToday() });
      await setApplicationStatus(tx, app.id, "accepted");
      await recordActivity(tx, {
        landlordId,
        propertyId: app.propertyId,
        actorId: landlordId,
        kind: "application_accepted",
        message: msg("applications.activityAccepted", { name: app.tenantName, unit: unit.unitNumber }),
      });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, "leases_unit_current_key")) throw unitOccupied(unitNumber);
    throw err;
  }
  const lease = await leaseView(deps.db, leaseId);
  await refreshChatRooms(deps, [lease.tenantId ?? null]);
  return lease;
}

export async function declineApplication(deps: AppDeps, landlordId: string, applicationId: string) {
  return deps.db.transaction(async (tx) => {
    const app = await requirePendingApplication(tx, landlordId, applicationId);
    await setApplicationStatus(tx, app.id, "declined");
    await recordActivity(tx, {
      landlordId,
      propertyId: app.propertyId,
      actorId: landlordId,
      kind: "application_declined",
      message: msg("applications.activityDeclined", { name: app.tenantName }),
    });
    const { propertyName: _, ...rest } = app;
    return toApplication({ ...rest, status: "declined" });
  });
}
