import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { UnitDetails, UnitRow, unitUpdateInput } from "../../../../common/schemas/units";
import { leases, units } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict } from "../../platform/errors";
import { recordActivity } from "../activity/record";
import { CURRENT_STATUSES, isUniqueViolation } from "../leases/queries";
import { requireOwnedProperty, requireOwnedUnit } from "../properties/access";
import { lockOwnedProperty } from "../properties/queries";
import { getUnitRow, listUnitRows, type UnitStatusFilter } from "./queries";

type UnitUpdate = z.output<typeof unitUpdateInput>;

const duplicateNumber = (n: string) =>
  conflict("UNIT_NUMBER_TAKEN", `Unit number ${n} already exists in this property`);

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
      if (renamed) {
        const [taken] = await tx
          .select({ id: units.id })
          .from(units)
          .where(
            and(
              eq(units.propertyId, property.id),
              ne(units.id, unit.id),
              sql`lower(${units.unitNumber}) = lower(${input.unitNumber})`,
            ),
          )
          .limit(1);
        if (taken) throw duplicateNumber(input.unitNumber!);
      }
      await tx
        .update(units)
        .set({
          ...(input.unitNumber !== undefined ? { unitNumber: input.unitNumber } : {}),
          ...(input.readiness !== undefined ? { readiness: input.readiness } : {}),
          ...(input.workNeeded !== undefined ? { workNeeded: input.workNeeded } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(input.condition !== undefined ? { condition: input.condition } : {}),
          ...(input.rent !== undefined ? { rentAmount: input.rent } : {}),
        })
        .where(eq(units.id, unit.id));
      if (input.rent !== undefined) {
        await tx
          .update(leases)
          .set({ monthlyRent: input.rent })
          .where(and(eq(leases.unitId, unit.id), inArray(leases.status, CURRENT_STATUSES)));
      }
      const number = input.unitNumber ?? unit.unitNumber;
      await recordActivity(tx, {
        landlordId,
        propertyId: property.id,
        actorId: landlordId,
        kind: "unit_updated",
        message: renamed ? `Unit ${unit.unitNumber} renamed to ${number}` : `Unit ${number} updated`,
      });
      return (await getUnitRow(tx, unit.id))!;
    });
  } catch (e) {
    // Two edits racing to the same number: the unique index decides.
    if (isUniqueViolation(e, "units_property_number_key")) throw duplicateNumber(input.unitNumber ?? "");
    throw e;
  }
}
