import { and, asc, count, desc, eq, inArray, isNotNull, type Placeholder, sql } from "drizzle-orm";
import type { ListingPhoto } from "../../../../../common/schemas/listings";
import type { PropertySummary } from "../../../../../common/schemas/properties";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import {
  charges,
  landlordProfiles,
  leases,
  payments,
  payoutAccounts,
  properties,
  rentalApplications,
  units,
  unitTypes,
  users,
} from "../../../db/schema";
import { type PayoutDetails, toPayoutAccount } from "../../payouts";
import { outsideDemoWorlds } from "../../users";
import { photosOfProperties } from "./photos";

export type PropertyRow = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
type PropertyDetails = Pick<
  NewProperty,
  "name" | "location" | "propertyType" | "description" | "amenities" | "listed"
>;
type NewUnitType = Omit<typeof unitTypes.$inferInsert, "id">;

/**
 * The public list of active properties (names and ids): real landlords' and, while the demo is on, the seeded
 * template's, never a demo world's copies (so the demo's four are listed once however many worlds exist).
 */
export async function publicPropertyOptions(db: DbOrTx, { withDemo }: { withDemo: boolean }) {
  return (withDemo ? optionsWithDemo : optionsWithoutDemo)(db).execute();
}

const optionsStatement = (db: DbOrTx, withDemo: boolean) =>
  db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(eq(properties.status, "active"), withDemo ? outsideDemoWorlds : eq(users.isDemo, false)))
    .orderBy(asc(properties.id))
    .limit(500);
const optionsWithDemo = preparedPerDb((db) => optionsStatement(db, true).prepare("property_options_demo"));
const optionsWithoutDemo = preparedPerDb((db) => optionsStatement(db, false).prepare("property_options"));

/** The landlord's active properties, newest first. */
export async function listActiveProperties(db: DbOrTx, landlordId: string): Promise<PropertyRow[]> {
  return activeProperties(db).execute({ landlordId });
}

const activeProperties = preparedPerDb((db) =>
  db
    .select()
    .from(properties)
    .where(and(eq(properties.landlordId, sql.placeholder("landlordId")), eq(properties.status, "active")))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .prepare("active_properties"),
);

/**
 * Per property, in one query: its units, the occupied ones (a pending or active lease; one per unit by the
 * leases_unit_current_key index) and whether it has records that must survive it (any lease, rent charge or
 * payment: deleting it archives it instead). Each figure is an index probe, not a scan of the big tables.
 */
export async function propertyFigures(db: DbOrTx, propertyIds: number[]) {
  if (!propertyIds.length) return new Map<number, { total: number; occupied: number; hasHistory: boolean }>();
  const rows = await figuresOf(db).execute({ ids: propertyIds });
  return new Map(rows.map(({ propertyId, ...figures }) => [propertyId, figures]));
}

/** The property ids travel as one array parameter (`= any($1)`): one statement for any number of them. */
const figuresOf = preparedPerDb((db) => {
  // Drizzle leaves the columns of a one-table select unqualified: name the outer row's id in full.
  const p = { id: sql.raw('"properties"."id"') };
  return db
    .select({
      propertyId: properties.id,
      total: sql<number>`(select count(*) from ${units} where ${units.propertyId} = ${p.id})`.mapWith(Number),
      occupied: sql<number>`(select count(*) from ${leases}
        where ${leases.propertyId} = ${p.id} and ${leases.status} <> 'ended')`.mapWith(Number),
      hasHistory: sql<boolean>`(exists (select 1 from ${leases} where ${leases.propertyId} = ${p.id})
        or exists (select 1 from ${charges} where ${charges.propertyId} = ${p.id})
        or exists (select 1 from ${payments} where ${payments.propertyId} = ${p.id}))`.mapWith(Boolean),
    })
    .from(properties)
    .where(sql`${properties.id} = any(${sql.placeholder("ids")})`)
    .prepare("property_figures");
});

export async function propertyHasMoneyHistory(db: DbOrTx, propertyId: number): Promise<boolean> {
  return (await propertyFigures(db, [propertyId])).get(propertyId)?.hasHistory ?? false;
}

const unitTypesOf = preparedPerDb((db) =>
  db
    .select({
      propertyId: unitTypes.propertyId,
      id: unitTypes.id,
      name: unitTypes.name,
      bedrooms: unitTypes.bedrooms,
      bathrooms: unitTypes.bathrooms,
      sqft: unitTypes.sqft,
      rentPrice: unitTypes.rentAmount,
      rentCurrency: unitTypes.rentCurrency,
      quantity: count(units.id),
    })
    .from(unitTypes)
    .leftJoin(units, eq(units.unitTypeId, unitTypes.id))
    .where(sql`${unitTypes.propertyId} = any(${sql.placeholder("ids")})`)
    .groupBy(unitTypes.id)
    .orderBy(asc(unitTypes.id))
    .prepare("unit_types_of_properties"),
);

const payoutsOf = preparedPerDb((db) =>
  db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        sql`${payoutAccounts.propertyId} = any(${sql.placeholder("ids")})`,
        isNotNull(payoutAccounts.propertyId),
      ),
    )
    .prepare("payouts_of_properties"),
);

/** Builds the API summaries of property rows (several queries for all of them, not per property). */
export async function summarizeProperties(db: DbOrTx, rows: PropertyRow[]): Promise<PropertySummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((p) => p.id);
  const [figures, types, payouts, photos] = await Promise.all([
    propertyFigures(db, ids),
    unitTypesOf(db).execute({ ids }),
    payoutsOf(db).execute({ ids }),
    photosOfProperties(db, ids),
  ]);
  return rows.map((p) => {
    const payout = payouts.find((a) => a.propertyId === p.id);
    return toPropertySummary(p, {
      ...(figures.get(p.id) ?? { total: 0, occupied: 0, hasHistory: false }),
      unitTypes: types.filter((t) => t.propertyId === p.id).map(({ propertyId: _, ...t }) => t),
      payout: payout ?? null,
      photos: photos.get(p.id) ?? [],
    });
  });
}

/** The columns of a property its summary shows. */
export type SummaryPropertyRow = Pick<
  PropertyRow,
  | "id"
  | "name"
  | "location"
  | "description"
  | "propertyType"
  | "amenities"
  | "imageUrl"
  | "listed"
  | "createdAt"
  | "updatedAt"
>;

/** The API summary of a property from its row and what was read of it (here, and by the landlord dashboard). */
export function toPropertySummary(
  p: SummaryPropertyRow,
  parts: {
    total: number;
    occupied: number;
    hasHistory: boolean;
    unitTypes: PropertySummary["unitTypes"];
    payout: PayoutDetails | null;
    photos: ListingPhoto[];
  },
): PropertySummary {
  return {
    id: p.id,
    name: p.name,
    location: p.location,
    description: p.description,
    propertyType: p.propertyType as PropertySummary["propertyType"],
    amenities: p.amenities,
    imageUrl: p.imageUrl,
    photos: parts.photos,
    listed: p.listed,
    totalUnits: parts.total,
    occupiedUnits: parts.occupied,
    availableUnits: parts.total - parts.occupied,
    unitTypes: parts.unitTypes,
    hasHistory: parts.hasHistory,
    payout: parts.payout ? toPayoutAccount(parts.payout) : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function summarizeProperty(db: DbOrTx, row: PropertyRow): Promise<PropertySummary> {
  const [summary] = await summarizeProperties(db, [row]);
  return summary!;
}

const ownedActive = (landlordId: string | Placeholder, propertyId: number | Placeholder) =>
  and(eq(properties.id, propertyId), eq(properties.landlordId, landlordId), eq(properties.status, "active"));

/** Every landlord route about one property asks for it first: prepared. */
const ownedProperty = preparedPerDb((db) =>
  db
    .select()
    .from(properties)
    .where(ownedActive(sql.placeholder("landlordId"), sql.placeholder("propertyId")))
    .limit(1)
    .prepare("owned_property"),
);

/** The landlord's own active property, or null. */
export async function findOwnedProperty(db: DbOrTx, landlordId: string, propertyId: number) {
  const [p] = await ownedProperty(db).execute({ landlordId, propertyId });
  return p ?? null;
}

/** The property the landlord chose to manage (landlord_profiles.selected_property_id), if any. */
export async function selectedPropertyId(db: DbOrTx, landlordId: string): Promise<number | null> {
  const [profile] = await db
    .select({ id: landlordProfiles.selectedPropertyId })
    .from(landlordProfiles)
    .where(eq(landlordProfiles.userId, landlordId))
    .limit(1);
  return profile?.id ?? null;
}

/** Locks the landlord's active property for a write (concurrent edits of its units run one after another). */
export async function lockOwnedProperty(db: DbOrTx, landlordId: string, propertyId: number) {
  const [p] = await db
    .select()
    .from(properties)
    .where(ownedActive(landlordId, propertyId))
    .for("update")
    .limit(1);
  return p ?? null;
}

/** Remembers the property the landlord manages now (a landlord without a profile row gets one). */
export async function saveSelectedProperty(
  db: DbOrTx,
  landlordId: string,
  propertyId: number,
): Promise<void> {
  await db
    .insert(landlordProfiles)
    .values({ userId: landlordId, accountType: "individual", selectedPropertyId: propertyId })
    .onConflictDoUpdate({ target: landlordProfiles.userId, set: { selectedPropertyId: propertyId } });
}

/** No landlord manages this property any more (it is being archived or deleted). */
export async function clearSelectionOf(db: DbOrTx, propertyId: number): Promise<void> {
  await db
    .update(landlordProfiles)
    .set({ selectedPropertyId: null })
    .where(eq(landlordProfiles.selectedPropertyId, propertyId));
}

export async function insertProperty(db: DbOrTx, values: NewProperty): Promise<PropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

/** The new unit type's id. */
export async function insertUnitType(db: DbOrTx, values: NewUnitType): Promise<number> {
  const [row] = await db.insert(unitTypes).values(values).returning({ id: unitTypes.id });
  return row!.id;
}

/** The descriptive fields, and the image when `imageUrl` is given ("" removes it). */
export async function updatePropertyDetails(
  db: DbOrTx,
  propertyId: number,
  details: PropertyDetails & { imageUrl?: string | null },
): Promise<PropertyRow> {
  const [row] = await db
    .update(properties)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  return row!;
}

/** Hidden from every list; its records stay. */
export async function archiveProperty(db: DbOrTx, propertyId: number): Promise<void> {
  await db
    .update(properties)
    .set({ status: "archived", updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}

/**
 * Units, unit types, payout details and activity go with it (ON DELETE CASCADE); applications do not cascade, so
 * they go first, in the caller's transaction.
 */
export async function deletePropertyRow(db: DbOrTx, propertyId: number): Promise<void> {
  await db.delete(rentalApplications).where(eq(rentalApplications.propertyId, propertyId));
  await db.delete(properties).where(eq(properties.id, propertyId));
}

/** Whether the property (in any state) is the landlord's. */
export async function ownsProperty(db: DbOrTx, landlordId: string, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.landlordId, landlordId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the tenant has a current (pending or active) lease at the property. */
export async function tenantLivesAt(db: DbOrTx, tenantId: string, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.tenantId, tenantId),
        eq(leases.propertyId, propertyId),
        inArray(leases.status, ["pending", "active"]),
      ),
    )
    .limit(1);
  return Boolean(row);
}
