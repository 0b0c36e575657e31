import type { z } from "zod";
import { msg } from "../../../../common/i18n/message";
import type { UnitDetails, UnitRow, unitUpdateInput } from "../../../../common/schemas/units";
import { isUniqueViolation } from "../../db/errors";
import type { AppDeps } from "../../deps";
import { conflict } from "../../platform/errors";
import { recordActivity } from "../activity";
import { setCurrentLeaseRent } from "../leases";
import {
  lockOwnedProperty,
  requireOwnedProperty,
  requireOwnedUnit,
  unitNumberTaken,
  updateUnitFields,
} from "../properties";
import { getUnitRow, listUnitRows, type UnitStatusFilter } from "./queries";

type UnitUpdate = z.output<typeof unitUpdateInput>;

const duplicateNumber = (unit: string) => conflict("UNIT_NUMBER_TAKEN", msg("units.numberTaken", { unit }));

export async function listUnits(
  deps: AppDeps,
  landlordId: string,
  propertyId: number,
  status: UnitStatusFilter,
): Promise<UnitRow[]> {
  await requireOwnedProperty(deps.db, landlordId, propertyId);
  return listUnitRows(deps.db, propertyId, status);
}

export async function getUnitDetails(
  deps: AppDeps,
  landlordId: string,
  unitId: number,
): Promise<UnitDetails> {
  const { unit: u } = await requireOwnedUnit(deps.db, landlordId, unitId);
  return {
    id: u.id,
    unitNumber: u.unitNumber,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    sqft: u.sqft,
    floor: u.floor,
    balcony: u.balcony,
    parking: u.parking,
    furnished: u.furnished,
    petFriendly: u.petFriendly,
    features: u.features,
  };
}

/** The landlord's inline edit of a unit row; new rent on an occupied unit also applies to its current lease. */
export async function updateUnit(
  deps: AppDeps,
  landlordId: string,
  unitId: number,
  input: UnitUpdate,
): Promise<UnitRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { unit, property } = await requireOwnedUnit(tx, landlordId, unitId);
      // Unit numbers change one at a time per property (a growing property numbers new units too).
      await lockOwnedProperty(tx, landlordId, property.id);
      const renamed = input.unitNumber !== undefined && input.unitNumber !== unit.unitNumber;
      if (renamed && (await unitNumberTaken(tx, property.id, unit.id, input.unitNumber!)))
        throw duplicateNumber(input.unitNumber!);
      await updateUnitFields(tx, unit.id, {
        ...(input.unitNumber !== undefined ? { unitNumber: input.unitNumber } : {}),
        ...(input.readiness !== undefined ? { readiness: input.readiness } : {}),
        ...(input.workNeeded !== undefined ? { workNeeded: input.workNeeded } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.condition !== undefined ? { condition: input.condition } : {}),
        ...(input.rent !== undefined ? { rentAmount: input.rent } : {}),
      });
      if (input.rent !== undefined) await setCurrentLeaseRent(tx, unit.id, input.rent);
      const number = input.unitNumber ?? unit.unitNumber;
      await recordActivity(tx, {
        landlordId,
        propertyId: property.id,
        actorId: landlordId,
        kind: "unit_updated",
        message: renamed
          ? msg("units.activityRenamed", { from: unit.unitNumber, to: number })
          : msg("units.activityUpdated", { unit: number }),
      });
      return (await getUnitRow(tx, unit.id))!;
    });
  } catch (e) {
    // Two edits racing to the same number: the unique index decides.
    if (isUniqueViolation(e, "units_property_number_key")) throw duplicateNumber(input.unitNumber ?? "");
    throw e;
  }
}
