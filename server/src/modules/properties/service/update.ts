import { type Message, msg } from "../../../../../common/i18n/message";
import type { PropertySummary } from "../../../../../common/schemas/properties";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { badRequest, notFound } from "../../../platform/errors";
import type { ProviderLog } from "../../../platform/payments/http";
import { recordActivity } from "../../activity";
import { ensureFlutterwaveSubaccount, upsertPropertyPayout } from "../../payouts";
import { PROPERTY_NOT_FOUND } from "../access";
import { lockOwnedProperty, propertyFigures, summarizeProperty, updatePropertyDetails } from "../queries";
import { deleteUnits, insertUnits, newestUnit, unitNumbersOf, unitsWithoutHistory } from "../queries/units";
import { nextFreeNumbers } from "../unit-numbers";
import { propertyDetails, type UpdateInput } from "./details";

const totalUnitsTooLow = (message: Message) =>
  badRequest("TOTAL_UNITS_TOO_LOW", message, { totalUnits: message });

/** Grows (new vacant units) or shrinks (removes vacant units that never had a lease) to `target`. */
async function resizeUnits(tx: DbOrTx, propertyId: number, target: number): Promise<void> {
  const { total, occupied } = (await propertyFigures(tx, [propertyId])).get(propertyId) ?? {
    total: 0,
    occupied: 0,
  };
  if (target > total) {
    const template = await newestUnit(tx, propertyId);
    const numbers = nextFreeNumbers(await unitNumbersOf(tx, propertyId), total + 1, target - total);
    // New units take the details of the newest unit; the landlord adjusts rent per unit.
    await insertUnits(
      tx,
      numbers.map((unitNumber) => ({
        propertyId,
        unitNumber,
        unitTypeId: template?.unitTypeId ?? null,
        bedrooms: template?.bedrooms ?? 1,
        bathrooms: template?.bathrooms ?? 1,
        sqft: template?.sqft ?? 0,
        rentAmount: template?.rentAmount ?? 0,
        rentCurrency: template?.rentCurrency ?? "UGX",
        readiness: "ready" as const,
      })),
    );
  } else if (target < total) {
    if (target < occupied) throw totalUnitsTooLow(msg("properties.totalBelowOccupied", { occupied }));
    const removable = await unitsWithoutHistory(tx, propertyId, total - target);
    if (removable.length < total - target)
      throw totalUnitsTooLow(msg("properties.onlyVacantRemovable", { count: removable.length }));
    await deleteUnits(
      tx,
      removable.map((u) => u.id),
    );
  }
}

export async function updateProperty(
  deps: AppDeps,
  landlordId: string,
  id: number,
  input: UpdateInput,
  log?: ProviderLog,
): Promise<PropertySummary> {
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockOwnedProperty(tx, landlordId, id);
    if (!current) throw notFound(PROPERTY_NOT_FOUND);
    const updated = await updatePropertyDetails(tx, id, {
      ...propertyDetails(input),
      ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl || null } : {}),
    });
    if (input.payout) await upsertPropertyPayout(tx, landlordId, id, input.payout);
    await resizeUnits(tx, id, input.totalUnits);
    await recordActivity(tx, {
      landlordId,
      propertyId: id,
      actorId: landlordId,
      kind: "property_updated",
      message: msg("properties.activityUpdated", { name: updated.name }),
    });
    return summarizeProperty(tx, updated);
  });
  if (input.payout) await ensureFlutterwaveSubaccount(deps, landlordId, id, log);
  return result;
}
