import { msg } from "../../../../../common/i18n/message";
import { MAX_UNITS_PER_PROPERTY, type PropertySummary } from "../../../../../common/schemas/properties";
import type { AppDeps } from "../../../deps";
import { badRequest } from "../../../platform/errors";
import type { ProviderLog } from "../../../platform/payments/http";
import { recordActivity } from "../../activity";
import { ensureFlutterwaveSubaccount, upsertPropertyPayout } from "../../payouts";
import { refreshChatRooms } from "../../rooms";
import { insertProperty, insertUnitType, summarizeProperty } from "../queries";
import { insertUnits, type NewUnit } from "../queries/units";
import { numbersForTypes } from "../unit-numbers";
import { type CreateInput, propertyDetails } from "./details";

/** A property with its unit types, their units (quantity N → N units), and its payout details. */
export async function createProperty(
  deps: AppDeps,
  landlordId: string,
  input: CreateInput,
  log?: ProviderLog,
): Promise<PropertySummary> {
  const total = input.unitTypes.reduce((n, t) => n + t.quantity, 0);
  if (total > MAX_UNITS_PER_PROPERTY) {
    const message = msg("properties.tooManyUnits", { max: MAX_UNITS_PER_PROPERTY });
    throw badRequest("VALIDATION_ERROR", message, { unitTypes: message });
  }
  const created = await deps.db.transaction(async (tx) => {
    const property = await insertProperty(tx, {
      landlordId,
      ...propertyDetails(input),
      imageUrl: input.imageUrl || null,
    });
    const numbers = numbersForTypes(input.unitTypes.map((t) => t.quantity));
    const unitRows: NewUnit[] = [];
    // One at a time: each type's id is needed for its units (at most 50 types).
    for (const [i, t] of input.unitTypes.entries()) {
      const kind = { bedrooms: t.bedrooms, bathrooms: t.bathrooms, sqft: t.sqft };
      const rent = { rentAmount: t.rentPrice, rentCurrency: t.rentCurrency };
      const unitTypeId = await insertUnitType(tx, {
        propertyId: property.id,
        name: t.name,
        ...kind,
        ...rent,
      });
      for (const unitNumber of numbers[i]!) {
        unitRows.push({
          propertyId: property.id,
          unitTypeId,
          unitNumber,
          ...kind,
          ...rent,
          readiness: "ready",
        });
      }
    }
    await insertUnits(tx, unitRows);
    await upsertPropertyPayout(tx, landlordId, property.id, input.payout);
    await recordActivity(tx, {
      landlordId,
      propertyId: property.id,
      actorId: landlordId,
      kind: "property_added",
      message: msg("properties.activityAdded", { name: property.name, count: total }),
    });
    return summarizeProperty(tx, property);
  });
  // After the commit: a provider failure must not lose the saved property or its payout details.
  await ensureFlutterwaveSubaccount(deps, landlordId, created.id, log);
  await refreshChatRooms(deps, [landlordId]);
  return created;
}
