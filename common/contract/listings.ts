import { applicationSchema } from "../schemas/applications";
import {
  listingApplyInput,
  listingDetailsSchema,
  listingLocations,
  listingSearchQuery,
  listingSearchResult,
} from "../schemas/listings";
import { idParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["listings"];

export const listingRoutes = defineRoutes("listings", {
  "listings.search": {
    access: "public",
    tags,
    summary:
      "The public property search: listed properties with units ready to rent, by text (typo-tolerant), location, price, bedrooms, type and amenities; most relevant, then cheapest, first",
    query: listingSearchQuery,
    responses: { 200: listingSearchResult },
  },
  "listings.locations": {
    access: "public",
    tags,
    summary: "The areas named by listed properties, for the location filter",
    responses: { 200: listingLocations },
  },
  "listings.get": {
    access: "public",
    tags,
    summary:
      "A listed property with its units ready to rent, photos and amenities (and the tenant's application)",
    params: idParam,
    responses: { 200: listingDetailsSchema },
  },
  "listings.apply": {
    access: "tenant",
    tags,
    summary: "Applies for a unit of a listed property; the landlord decides",
    params: idParam,
    body: listingApplyInput,
    responses: { 201: applicationSchema },
  },
});
