import { DEFAULT_SEARCH_LOCATIONS } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { formatMoney } from "../../../../../common/money";
import type {
  ListingDetails,
  ListingSearchQuery,
  ListingSearchResult,
} from "../../../../../common/schemas/listings";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import type { PageHead } from "../../../platform/http/app-shell";
import { pagePath } from "../../../platform/pages";
import { type Audience, findListedProperty, photosOfProperties } from "../../properties";
import { latestApplication, listedAreas, readyUnitsOf, searchListings } from "../queries";

/** A listing page shows at most this many units (the cheapest): a tower's hundreds would not help anyone. */
const UNITS_SHOWN = 50;
const AREAS_MAX = 40;

export const audienceOf = (deps: AppDeps): Audience => ({ withDemo: deps.config.demoMode });

export async function searchProperties(deps: AppDeps, q: ListingSearchQuery): Promise<ListingSearchResult> {
  const rows = await searchListings(deps.db, audienceOf(deps), q);
  const photos = await photosOfProperties(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      propertyType: r.propertyType as ListingDetails["propertyType"],
      amenities: r.amenities,
      price: r.price,
      currency: r.currency,
      bedrooms: { min: r.minBedrooms, max: r.maxBedrooms },
      bathrooms: { min: r.minBathrooms, max: r.maxBathrooms },
      parking: r.parking,
      available: r.available,
      photo: photos.get(r.id)?.[0] ?? null,
      imageUrl: r.imageUrl,
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The spec's four locations, then every other area the listed properties name. */
export async function searchLocations(deps: AppDeps) {
  const areas = (await listedAreas(deps.db, audienceOf(deps), AREAS_MAX)).filter(
    (a) => a.length > 1 && !/\d/.test(a),
  );
  return { locations: [...new Set([...DEFAULT_SEARCH_LOCATIONS, ...areas])] };
}

/** A listed property with its units ready to rent; the signed-in tenant also gets their application to it. */
export async function getListing(
  deps: AppDeps,
  viewer: SessionUser | null,
  id: number,
): Promise<ListingDetails> {
  const property = await findListedProperty(deps.db, audienceOf(deps), id);
  if (!property) throw notFound(msg("listings.notFound"));
  const [units, photos, application] = await Promise.all([
    readyUnitsOf(deps.db, id, UNITS_SHOWN),
    photosOfProperties(deps.db, [id]),
    viewer?.role === "tenant" ? latestApplication(deps.db, viewer.id, id) : null,
  ]);
  const { landlordId: _, ...fields } = property;
  return {
    ...fields,
    propertyType: fields.propertyType as ListingDetails["propertyType"],
    photos: photos.get(id) ?? [],
    units,
    myApplication: application && {
      status: application.status,
      unitNumber: application.unitNumber,
      moveInDate: application.moveInDate,
      createdAt: application.createdAt.toISOString(),
    },
  };
}

/** The link preview of a listing page (its Open Graph tags), or null when the property is not listed. */
export async function listingPageHead(deps: AppDeps, id: number): Promise<PageHead | null> {
  const property = await findListedProperty(deps.db, audienceOf(deps), id);
  if (!property) return null;
  const [units, photos] = await Promise.all([
    readyUnitsOf(deps.db, id, UNITS_SHOWN),
    photosOfProperties(deps.db, [id]),
  ]);
  const cheapest = units[0];
  const photo = photos.get(id)?.[0];
  const base = deps.config.publicUrl;
  return {
    title: msg("listings.shareTitle", { property: property.name }),
    description: cheapest
      ? msg("listings.shareDescription", {
          location: property.address,
          count: units.length,
          price: formatMoney(cheapest.rent, cheapest.currency),
        })
      : msg("listings.shareDescriptionNone", { location: property.address }),
    url: `${base}${pagePath("/listing/:id", { params: { id } })}`,
    image: photo ? `${base}${photo.url}` : property.imageUrl,
  };
}
