import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ListingSearchQuery } from "../../../../common/schemas/listings";
import type { DbOrTx } from "../../db/client";
import { leases, properties, rentalApplications, units, users } from "../../db/schema";
import { type Audience, listedFor } from "../properties";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const searchText = sql`(${properties.name} || ' ' || ${properties.location})`;

/** A unit ready to rent: marked ready by the landlord and without a pending or active lease. */
const readyToRent = and(
  eq(units.readiness, "ready"),
  sql`not exists (select 1 from ${leases} where ${leases.unitId} = ${units.id} and ${leases.status} <> 'ended')`,
);

function unitFilters(q: ListingSearchQuery) {
  const bedrooms =
    q.bedrooms === "any"
      ? undefined
      : q.bedrooms === "4+"
        ? sql`${units.bedrooms} >= 4`
        : eq(units.bedrooms, Number(q.bedrooms));
  // Prices are shillings: with a price filter only UGX units match (no exchange rate is assumed).
  const priced = q.minPrice !== undefined || q.maxPrice !== undefined;
  return and(
    bedrooms,
    priced ? eq(units.rentCurrency, "UGX") : undefined,
    q.minPrice !== undefined ? sql`${units.rentAmount} >= ${q.minPrice}` : undefined,
    q.maxPrice !== undefined ? sql`${units.rentAmount} <= ${q.maxPrice}` : undefined,
  );
}

function propertyFilters(q: ListingSearchQuery) {
  const text = q.q?.trim();
  const location = q.location?.trim();
  return and(
    q.type !== "all" ? eq(properties.propertyType, q.type) : undefined,
    q.amenities.length ? sql`${properties.amenities} @> ${sql.param(q.amenities)}::text[]` : undefined,
    location && location.toLowerCase() !== "all"
      ? sql`${properties.location} ilike ${`%${escapeLike(location)}%`}`
      : undefined,
    // Typo-tolerant: a word of the name or location close to the text (pg_trgm), or the text inside them.
    text ? sql`(${text} <% ${searchText} or ${searchText} ilike ${`%${escapeLike(text)}%`})` : undefined,
  );
}

/** One page of listed properties with matching units ready to rent, most relevant then cheapest first. */
export async function searchListings(db: DbOrTx, audience: Audience, q: ListingSearchQuery) {
  const text = q.q?.trim() ?? "";
  const byRelevance = text ? [desc(sql`word_similarity(${text}, ${searchText})`)] : [];
  const ugx = sql`${units.rentCurrency} = 'UGX'`;
  const price = sql<number>`coalesce(min(${units.rentAmount}) filter (where ${ugx}), min(${units.rentAmount}))`;
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.location,
      propertyType: properties.propertyType,
      amenities: properties.amenities,
      imageUrl: properties.imageUrl,
      price: price.mapWith(Number),
      currency: sql<"UGX" | "USD">`case when bool_or(${ugx}) then 'UGX' else 'USD' end`,
      minBedrooms: sql<number>`min(${units.bedrooms})`.mapWith(Number),
      maxBedrooms: sql<number>`max(${units.bedrooms})`.mapWith(Number),
      minBathrooms: sql<number>`min(${units.bathrooms})`.mapWith(Number),
      maxBathrooms: sql<number>`max(${units.bathrooms})`.mapWith(Number),
      parking: sql<boolean>`bool_or(${units.parking})`,
      available: sql<number>`count(*)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(listedFor(audience), propertyFilters(q), readyToRent, unitFilters(q)))
    .groupBy(properties.id)
    .orderBy(...byRelevance, asc(price), asc(properties.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
}

/**
 * The areas listed properties name, for the location filter: the last two parts of each address ("Kololo,
 * Kampala"), most common first. Plot and street parts come before them and are left out.
 */
export async function listedAreas(db: DbOrTx, audience: Audience, limit: number) {
  const parts = sql`string_to_array(${properties.location}, ',')`;
  const area = sql<string>`lower(trim(a.part))`;
  const rows = await db
    .select({ area })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .innerJoin(sql`lateral unnest((${parts})[greatest(cardinality(${parts}) - 1, 1):]) as a(part)`, sql`true`)
    .where(listedFor(audience))
    .groupBy(area)
    .orderBy(desc(sql`count(*)`), asc(area))
    .limit(limit);
  return rows.map((r) => r.area);
}

const unitColumns = {
  id: units.id,
  unitNumber: units.unitNumber,
  floor: units.floor,
  bedrooms: units.bedrooms,
  bathrooms: units.bathrooms,
  sqft: units.sqft,
  rent: units.rentAmount,
  currency: units.rentCurrency,
  balcony: units.balcony,
  parking: units.parking,
  furnished: units.furnished,
  petFriendly: units.petFriendly,
  features: units.features,
};

/** The property's units ready to rent, cheapest first (a listing page shows at most `limit`). */
export async function readyUnitsOf(db: DbOrTx, propertyId: number, limit: number) {
  return db
    .select(unitColumns)
    .from(units)
    .where(and(eq(units.propertyId, propertyId), readyToRent))
    .orderBy(asc(units.rentAmount), asc(units.unitNumber))
    .limit(limit);
}

/** One unit of the property if it is ready to rent, locked against a lease being made for it meanwhile. */
export async function lockReadyUnit(db: DbOrTx, propertyId: number, unitId: number) {
  const [row] = await db
    .select(unitColumns)
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.propertyId, propertyId), readyToRent))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** The tenant's latest application to the property, with the unit applied for. */
export async function latestApplication(db: DbOrTx, tenantId: string, propertyId: number) {
  const [row] = await db
    .select({
      status: rentalApplications.status,
      unitNumber: units.unitNumber,
      moveInDate: rentalApplications.moveInDate,
      createdAt: rentalApplications.createdAt,
    })
    .from(rentalApplications)
    .leftJoin(units, eq(units.id, rentalApplications.unitId))
    .where(and(eq(rentalApplications.tenantId, tenantId), eq(rentalApplications.propertyId, propertyId)))
    .orderBy(desc(rentalApplications.createdAt))
    .limit(1);
  return row ?? null;
}
