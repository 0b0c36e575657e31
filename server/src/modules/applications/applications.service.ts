import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Application, acceptApplicationInput } from "../../../../common/schemas/applications";
import type { DbOrTx } from "../../db/client";
import { leases, properties, rentalApplications, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { recordActivity } from "../activity/record";
import {
  assertRealDates,
  currentLeaseOfUnit,
  isUniqueViolation,
  leaseView,
  lockTenantAndCheckLease,
  tenantHasLease,
  unitOccupied,
} from "../leases/queries";
import { requireOwnedProperty, requireOwnedUnit } from "../properties/access";
import { kampalaToday } from "../rent/dates";
import { generateRentCharges } from "../rent/ledger";

type AcceptInput = z.output<typeof acceptApplicationInput>;

export const APPLICATION_NOT_FOUND = "Application not found.";
const LIST_LIMIT = 200;

const applicationColumns = {
  id: rentalApplications.id,
  propertyId: rentalApplications.propertyId,
  tenantId: rentalApplications.tenantId,
  tenantName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  phone: users.phone,
  unitType: rentalApplications.unitType,
  moveInDate: rentalApplications.moveInDate,
  status: rentalApplications.status,
  createdAt: rentalApplications.createdAt,
};

const toApplication = (r: Omit<Application, "createdAt"> & { createdAt: Date }): Application => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Applications to the landlord's active properties (or one of them): pending first, then newest. */
export async function listApplications(deps: AppDeps, landlordId: string, propertyId?: number) {
  if (propertyId !== undefined) await requireOwnedProperty(deps.db, landlordId, propertyId);
  const rows = await deps.db
    .select(applicationColumns)
    .from(rentalApplications)
    .innerJoin(properties, eq(properties.id, rentalApplications.propertyId))
    .innerJoin(users, eq(users.id, rentalApplications.tenantId))
    .where(
      and(
        eq(properties.landlordId, landlordId),
        eq(properties.status, "active"),
        propertyId !== undefined ? eq(rentalApplications.propertyId, propertyId) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${rentalApplications.status} = 'pending' then 0 else 1 end`,
      desc(rentalApplications.createdAt),
      desc(rentalApplications.id),
    )
    .limit(LIST_LIMIT);
  return rows.map(toApplication);
}

/** The landlord's application, locked for the decision; 404 for anyone else's. 409 once decided. */
async function requirePendingApplication(tx: DbOrTx, landlordId: string, applicationId: string) {
  const [row] = await tx
    .select({ ...applicationColumns, propertyName: properties.name })
    .from(rentalApplications)
    .innerJoin(properties, eq(properties.id, rentalApplications.propertyId))
    .innerJoin(users, eq(users.id, rentalApplications.tenantId))
    .where(
      and(
        eq(rentalApplications.id, applicationId),
        eq(properties.landlordId, landlordId),
        eq(properties.status, "active"),
      ),
    )
    .limit(1)
    .for("update", { of: rentalApplications });
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (row.status !== "pending") {
    throw conflict("APPLICATION_DECIDED", `This application has already been ${row.status}.`);
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
  assertRealDates({ startDate: input.startDate, endDate: input.endDate });
  let unitNumber = "";
  let leaseId: string;
  try {
    leaseId = await deps.db.transaction(async (tx) => {
      const app = await requirePendingApplication(tx, landlordId, applicationId);
      const { unit } = await requireOwnedUnit(tx, landlordId, input.unitId);
      unitNumber = unit.unitNumber;
      if (unit.propertyId !== app.propertyId) {
        const message = `Please choose a unit in ${app.propertyName}.`;
        throw badRequest("UNIT_NOT_IN_PROPERTY", message, { unitId: message });
      }
      if (await currentLeaseOfUnit(tx, unit.id)) throw unitOccupied(unit.unitNumber);
      if (await lockTenantAndCheckLease(tx, app.tenantId)) throw tenantHasLease();
      const [lease] = await tx
        .insert(leases)
        .values({
          propertyId: app.propertyId,
          unitId: unit.id,
          tenantId: app.tenantId,
          startDate: input.startDate,
          endDate: input.endDate,
          monthlyRent: input.monthlyRent,
          currency: input.currency,
          deposit: input.deposit,
          status: "active",
        })
        .returning({ id: leases.id });
      await generateRentCharges(tx, { leaseId: lease!.id, today: kampalaToday() });
      await tx
        .update(rentalApplications)
        .set({ status: "accepted" })
        .where(eq(rentalApplications.id, app.id));
      await recordActivity(tx, {
        landlordId,
        propertyId: app.propertyId,
        actorId: landlordId,
        kind: "application_accepted",
        message: `Application of ${app.tenantName} accepted: unit ${unit.unitNumber}`,
      });
      return lease!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err, "leases_unit_current_key")) throw unitOccupied(unitNumber);
    throw err;
  }
  return leaseView(deps.db, leaseId);
}

export async function declineApplication(deps: AppDeps, landlordId: string, applicationId: string) {
  return deps.db.transaction(async (tx) => {
    const app = await requirePendingApplication(tx, landlordId, applicationId);
    await tx.update(rentalApplications).set({ status: "declined" }).where(eq(rentalApplications.id, app.id));
    await recordActivity(tx, {
      landlordId,
      propertyId: app.propertyId,
      actorId: landlordId,
      kind: "application_declined",
      message: `Application of ${app.tenantName} declined`,
    });
    const { propertyName: _, ...rest } = app;
    return toApplication({ ...rest, status: "declined" });
  });
}
