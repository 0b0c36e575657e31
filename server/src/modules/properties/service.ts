import { desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type {
  PropertySummary,
  propertyCreateInput,
  propertyUpdateInput,
} from "../../../../common/schemas/properties";
import type { DbOrTx } from "../../db/client";
import { landlordProfiles, properties, rentalApplications, units, unitTypes } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest, notFound } from "../../platform/errors";
import type { ProviderLog } from "../../platform/payments/http";
import { recordActivity } from "../activity/record";
import { ensureFlutterwaveSubaccount, savePropertyPayout } from "../payouts/service";
import { PROPERTY_NOT_FOUND, requireOwnedProperty } from "./access";
import {
  findOwnedProperty,
  listActiveProperties,
  lockOwnedProperty,
  propertyFigures,
  propertyHasMoneyHistory,
  selectedPropertyId,
  summarizeProperties,
  summarizeProperty,
  unitsWithoutHistory,
} from "./queries";
import { nextFreeNumbers, numbersForTypes } from "./unit-numbers";

type CreateInput = z.output<typeof propertyCreateInput>;
type UpdateInput = z.output<typeof propertyUpdateInput>;

/** The most units one property may have (the edit form's limit; the add form's types must fit in it). */
export const MAX_UNITS_PER_PROPERTY = 5000;
/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const INSERT_CHUNK = 1000;

const descriptive = (input: CreateInput | UpdateInput) => ({
  name: input.name,
  location: input.location,
  propertyType: input.propertyType,
  description: input.description,
  amenities: [...new Set(input.amenities)],
});

async function insertUnits(tx: DbOrTx, rows: (typeof units.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx.insert(units).values(rows.slice(i, i + INSERT_CHUNK));
}

export async function listProperties(deps: AppDeps, landlordId: string): Promise<PropertySummary[]> {
  return summarizeProperties(deps.db, await listActiveProperties(deps.db, landlordId));
}

export async function getProperty(deps: AppDeps, landlordId: string, id: number): Promise<PropertySummary> {
  return summarizeProperty(deps.db, await requireOwnedProperty(deps.db, landlordId, id));
}

/** A property with its unit types, their units (quantity N → N units), and its payout details. */
export async function createProperty(
  deps: AppDeps,
  landlordId: string,
  input: CreateInput,
  log?: ProviderLog,
): Promise<PropertySummary> {
  const total = input.unitTypes.reduce((n, t) => n + t.quantity, 0);
  if (total > MAX_UNITS_PER_PROPERTY) {
    const message = `A property can have at most ${MAX_UNITS_PER_PROPERTY} units`;
    throw badRequest("VALIDATION_ERROR", message, { unitTypes: message });
  }
  const created = await deps.db.transaction(async (tx) => {
    const [property] = await tx
      .insert(properties)
      .values({ landlordId, ...descriptive(input), imageUrl: input.imageUrl || null })
      .returning();
    const numbers = numbersForTypes(input.unitTypes.map((t) => t.quantity));
    const unitRows: (typeof units.$inferInsert)[] = [];
    // One at a time: each type's id is needed for its units (at most 50 types).
    for (const [i, t] of input.unitTypes.entries()) {
      const [type] = await tx
        .insert(unitTypes)
        .values({
          propertyId: property!.id,
          name: t.name,
          bedrooms: t.bedrooms,
          bathrooms: t.bathrooms,
          sqft: t.sqft,
          rentAmount: t.rentPrice,
          rentCurrency: t.rentCurrency,
        })
        .returning({ id: unitTypes.id });
      for (const unitNumber of numbers[i]!) {
        unitRows.push({
          propertyId: property!.id,
          unitTypeId: type!.id,
          unitNumber,
          bedrooms: t.bedrooms,
          bathrooms: t.bathrooms,
          sqft: t.sqft,
          rentAmount: t.rentPrice,
          rentCurrency: t.rentCurrency,
          readiness: "ready",
        });
      }
    }
    await insertUnits(tx, unitRows);
    await savePropertyPayout(tx, landlordId, property!.id, input.payout);
    await recordActivity(tx, {
      landlordId,
      propertyId: property!.id,
      actorId: landlordId,
      kind: "property_added",
      message: `Property ${property!.name} added with ${total} ${total === 1 ? "unit" : "units"}`,
    });
    return summarizeProperty(tx, property!);
  });
  // After the commit: a provider failure must not lose the saved property or its payout details.
  await ensureFlutterwaveSubaccount(deps, landlordId, created.id, log);
  return created;
}

/** Grows (new vacant units) or shrinks (removes vacant units that never had a lease) to `target`. */
async function resizeUnits(tx: DbOrTx, propertyId: number, target: number): Promise<void> {
  const { total, occupied } = (await propertyFigures(tx, [propertyId])).get(propertyId) ?? {
    total: 0,
    occupied: 0,
  };
  if (target > total) {
    const [template] = await tx
      .select()
      .from(units)
      .where(eq(units.propertyId, propertyId))
      .orderBy(desc(units.createdAt), desc(units.id))
      .limit(1);
    const existing = await tx
      .select({ unitNumber: units.unitNumber })
      .from(units)
      .where(eq(units.propertyId, propertyId));
    const numbers = nextFreeNumbers(
      existing.map((u) => u.unitNumber),
      total + 1,
      target - total,
    );
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
    if (target < occupied) {
      const message = `Total units cannot be less than the ${occupied} occupied units`;
      throw badRequest("TOTAL_UNITS_TOO_LOW", message, { totalUnits: message });
    }
    const removable = await unitsWithoutHistory(tx, propertyId, total - target);
    if (removable.length < total - target) {
      const message = `Only ${removable.length} vacant ${removable.length === 1 ? "unit" : "units"} can be removed`;
      throw badRequest("TOTAL_UNITS_TOO_LOW", message, { totalUnits: message });
    }
    await tx.delete(units).where(
      inArray(
        units.id,
        removable.map((u) => u.id),
      ),
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
    const [updated] = await tx
      .update(properties)
      .set({
        ...descriptive(input),
        ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, id))
      .returning();
    if (input.payout) await savePropertyPayout(tx, landlordId, id, input.payout);
    await resizeUnits(tx, id, input.totalUnits);
    await recordActivity(tx, {
      landlordId,
      propertyId: id,
      actorId: landlordId,
      kind: "property_updated",
      message: `Property ${updated!.name} updated`,
    });
    return summarizeProperty(tx, updated!);
  });
  if (input.payout) await ensureFlutterwaveSubaccount(deps, landlordId, id, log);
  return result;
}

/** Deletes a property without history; one with history is archived (hidden, records kept). */
export async function deleteProperty(
  deps: AppDeps,
  landlordId: string,
  id: number,
): Promise<{ outcome: "deleted" | "archived"; name: string }> {
  return deps.db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, landlordId, id);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    await tx
      .update(landlordProfiles)
      .set({ selectedPropertyId: null })
      .where(eq(landlordProfiles.selectedPropertyId, id));
    if (await propertyHasMoneyHistory(tx, id)) {
      await tx
        .update(properties)
        .set({ status: "archived", updatedAt: new Date() })
        .where(eq(properties.id, id));
      await recordActivity(tx, {
        landlordId,
        propertyId: id,
        actorId: landlordId,
        kind: "property_archived",
        message: `Property ${property.name} archived`,
      });
      return { outcome: "archived" as const, name: property.name };
    }
    // Units, unit types, payout details and activity go with the property (ON DELETE CASCADE);
    // applications do not cascade, so they are removed first.
    await tx.delete(rentalApplications).where(eq(rentalApplications.propertyId, id));
    await tx.delete(properties).where(eq(properties.id, id));
    await recordActivity(tx, {
      landlordId,
      propertyId: null,
      actorId: landlordId,
      kind: "property_deleted",
      message: `Property ${property.name} deleted`,
    });
    return { outcome: "deleted" as const, name: property.name };
  });
}

export async function getSelectedProperty(
  deps: AppDeps,
  landlordId: string,
): Promise<PropertySummary | null> {
  const id = await selectedPropertyId(deps.db, landlordId);
  const property = id ? await findOwnedProperty(deps.db, landlordId, id) : null;
  return property ? summarizeProperty(deps.db, property) : null;
}

/** Remembers the property the landlord manages now (the prototype kept it in browser storage). */
export async function selectProperty(
  deps: AppDeps,
  landlordId: string,
  propertyId: number,
): Promise<PropertySummary> {
  const property = await requireOwnedProperty(deps.db, landlordId, propertyId);
  // A landlord normally has a profile row from sign-up; create one if not.
  await deps.db
    .insert(landlordProfiles)
    .values({ userId: landlordId, accountType: "individual", selectedPropertyId: propertyId })
    .onConflictDoUpdate({ target: landlordProfiles.userId, set: { selectedPropertyId: propertyId } });
  return summarizeProperty(deps.db, property);
}
