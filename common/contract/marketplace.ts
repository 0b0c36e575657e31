import { decisionInput } from "../schemas/approval";
import {
  blockedWordsInput,
  blockedWordsView,
  contactInput,
  contactResult,
  likeResult,
  listingCreateInput,
  listingList,
  listingListQuery,
  listingMineQuery,
  listingPendingQuery,
  listingReportInput,
  listingReportResult,
  listingView,
} from "../schemas/marketplace";
import { uuidParam } from "../schemas/shared";
import { z } from "../schemas/zod";
import { defineRoutes } from "./define";

const tags = ["marketplace"];
const photoTypes = ["image/png", "image/jpeg", "image/webp"];
const photoParams = z.object({ id: z.uuid(), photoId: z.uuid() });

/** The multipart form: the JSON body's fields as text, plus up to five `photos`. */
const listingCreateForm = z.object({
  ...listingCreateInput.shape,
  tags: z.string().optional().describe("Comma-separated"),
  photos: z
    .array(z.string().meta({ format: "binary" }))
    .optional()
    .describe("Up to 5 PNG, JPEG or WebP photos, at most 10 MB each"),
});

export const marketplaceRoutes = defineRoutes("marketplace", {
  "marketplace.list": {
    access: "tenant",
    tags,
    summary: "The approved listings of the resident's property, newest first, by category or search",
    query: listingListQuery,
    responses: { 200: listingList },
  },
  "marketplace.create": {
    access: "tenant",
    tags,
    summary: "Lists an item for the landlord's approval, as JSON (spec section 7) or multipart with photos",
    forms: { "application/json": listingCreateInput, "multipart/form-data": listingCreateForm },
    responses: { 201: listingView },
  },
  "marketplace.mine": {
    access: "tenant",
    tags,
    summary: "The resident's own listings in every state",
    query: listingMineQuery,
    responses: { 200: listingList },
  },
  "marketplace.pending": {
    access: "landlord",
    tags,
    summary:
      "Listings waiting for the landlord's decision (new, or hidden after reports), of one property or all",
    query: listingPendingQuery,
    responses: { 200: listingList },
  },
  "marketplace.get": {
    access: "signedIn",
    tags,
    summary: "One listing; a neighbour's first look counts as a view",
    params: uuidParam,
    responses: { 200: listingView },
  },
  "marketplace.decide": {
    access: "landlord",
    tags,
    summary: "Approves or rejects a pending listing, once, with a reason the seller sees",
    params: uuidParam,
    body: decisionInput,
    responses: { 200: listingView },
  },
  "marketplace.like": {
    access: "tenant",
    tags,
    summary: "Likes a neighbour's listing (once)",
    params: uuidParam,
    responses: { 200: likeResult },
  },
  "marketplace.unlike": {
    access: "tenant",
    tags,
    summary: "Takes a like back",
    params: uuidParam,
    responses: { 200: likeResult },
  },
  "marketplace.markSold": {
    access: "tenant",
    tags,
    summary: "The seller marks an approved listing sold",
    params: uuidParam,
    responses: { 200: listingView },
  },
  "marketplace.withdraw": {
    access: "tenant",
    tags,
    summary: "The seller withdraws a pending or approved listing",
    params: uuidParam,
    responses: { 200: listingView },
  },
  "marketplace.report": {
    access: "tenant",
    tags,
    summary:
      "Reports a neighbour's listing to the landlord, once; three reports hide it until the landlord decides",
    params: uuidParam,
    body: listingReportInput,
    responses: { 201: listingReportResult },
  },
  "marketplace.contact": {
    access: "tenant",
    tags,
    summary: "Opens the direct conversation with the seller about a listing (no phone number is shared)",
    params: uuidParam,
    body: contactInput,
    responses: { 200: contactResult },
  },
  "marketplace.blockedWords": {
    access: "landlord",
    tags,
    summary: "The landlord's blocked words, which flag listings for review",
    responses: { 200: blockedWordsView },
  },
  "marketplace.saveBlockedWords": {
    access: "landlord",
    tags,
    summary: "Replaces the landlord's blocked words",
    body: blockedWordsInput,
    responses: { 200: blockedWordsView },
  },
  "marketplace.photo": { access: "signedIn", tags, params: photoParams, produces: photoTypes },
  "marketplace.photoThumb": {
    access: "signedIn",
    tags,
    summary: "A WebP thumbnail of a listing's photo",
    params: photoParams,
    produces: photoTypes,
  },
});
