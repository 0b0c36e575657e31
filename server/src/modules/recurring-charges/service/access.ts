import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import { requireOwnedProperty } from "../../properties";
import { chargeableLeasesOf, findLandlordCharge, unitsInProperty } from "../queries/charges";

/**
 * The one access check of charges (decision 0062): every service function calls one of these first and scopes
 * its queries to what it returns. Whatever is not the caller's to charge is a 404, never a 403 that would say it
 * exists. The contract's access rule has already refused tenants (403).
 */

/** Whose charges the caller manages: a landlord their own (staff acting for a landlord would map here). */
export const landlordOf = (caller: SessionUser): string => caller.id;

/** An active property of the caller's landlord, or 404. */
export const requireChargeProperty = (db: DbOrTx, caller: SessionUser, propertyId: number) =>
  requireOwnedProperty(db, landlordOf(caller), propertyId);

/** Units of that property, every one of them, or 404 (a unit of another property is not the caller's to name). */
export async function requireUnitsOf(db: DbOrTx, propertyId: number, unitIds: number[]) {
  const found = await unitsInProperty(db, propertyId, unitIds);
  if (found.length !== unitIds.length)
    throw notFound(msg("charges.unitNotInProperty"), "UNIT_NOT_IN_PROPERTY");
}

/** A recurring charge of the caller's landlord, or 404; `lock` holds it for a change. */
export async function requireRecurringCharge(db: DbOrTx, caller: SessionUser, id: string, lock = false) {
  const charge = await findLandlordCharge(db, landlordOf(caller), id, lock);
  if (!charge) throw notFound(msg("charges.notFound"));
  return charge;
}

/** An active tenancy (in shillings) of the caller's landlord, with unit and tenant, or 404. */
export async function requireChargeableLease(db: DbOrTx, caller: SessionUser, leaseId: string) {
  const [lease] = await chargeableLeasesOf(db, landlordOf(caller), { leaseId });
  if (!lease) throw notFound(msg("charges.leaseNotFound"));
  return lease;
}
