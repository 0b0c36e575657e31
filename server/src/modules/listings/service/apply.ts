import { msg } from "../../../../../common/i18n/message";
import type { Application } from "../../../../../common/schemas/applications";
import type { ListingApplyInput } from "../../../../../common/schemas/listings";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { conflict, notFound } from "../../../platform/errors";
import { recordActivity } from "../../activity";
import { applicationById, insertApplication } from "../../applications";
import { lockTenantAndCheckLease } from "../../leases";
import { findListedProperty } from "../../properties";
import { latestApplication, lockReadyUnit } from "../queries";
import { audienceOf } from "./search";

/** The sign-up form's unit-type words, which the landlord's applications list shows for every application. */
const unitTypeOf = (bedrooms: number) => (bedrooms === 0 ? "studio" : `${Math.min(bedrooms, 3)}-bedroom`);

/**
 * A tenant applies for a unit of a listed property. Under the tenant's row lock: one pending application per
 * property (a double click is answered 409, never a second row), none while they have a current lease, and only
 * for a unit that is still ready to rent. The landlord sees it with the sign-up form's applications.
 */
export async function applyForUnit(
  deps: AppDeps,
  tenant: SessionUser,
  propertyId: number,
  input: ListingApplyInput,
): Promise<Application> {
  const property = await findListedProperty(deps.db, audienceOf(deps), propertyId);
  if (!property) throw notFound(msg("listings.notFound"));
  const alreadyApplied = () =>
    conflict("ALREADY_APPLIED", msg("listings.alreadyApplied", { property: property.name }));
  try {
    return await deps.db.transaction(async (tx) => {
      if (await lockTenantAndCheckLease(tx, tenant.id))
        throw conflict("TENANT_HAS_LEASE", msg("listings.hasLease"));
      if ((await latestApplication(tx, tenant.id, propertyId))?.status === "pending") throw alreadyApplied();
      const unit = await lockReadyUnit(tx, propertyId, input.unitId);
      if (!unit) {
        throw conflict("UNIT_NOT_AVAILABLE", msg("listings.unitGone"));
      }
      const id = await insertApplication(tx, {
        tenantId: tenant.id,
        propertyId,
        unitId: unit.id,
        unitType: unitTypeOf(unit.bedrooms),
        moveInDate: input.moveInDate,
      });
      const application = await applicationById(tx, id);
      await recordActivity(tx, {
        landlordId: property.landlordId,
        propertyId,
        actorId: tenant.id,
        kind: "application_received",
        message: msg("listings.activityApplied", {
          tenant: application.tenantName,
          unit: unit.unitNumber,
          property: property.name,
        }),
      });
      return { ...application, createdAt: application.createdAt.toISOString() };
    });
  } catch (e) {
    if (isUniqueViolation(e, "rental_applications_pending_key")) throw alreadyApplied();
    throw e;
  }
}
