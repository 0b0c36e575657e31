import { msg } from "../../../../../common/i18n/message";
import type { ListingCategory, ListingList, ListingView } from "../../../../../common/schemas/marketplace";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import type { StoredObject } from "../../../platform/storage/storage";
import { requireOwnedProperty } from "../../properties";
import {
  approvedListings,
  findListing,
  findPhoto,
  type ListingRow,
  pendingListings,
  sellerListings,
  toggleMark,
} from "../queries";
import { requireResident, requireVisibleListing } from "./access";
import { toListingView } from "./dto";

type Page = { limit: number; offset: number };

/** Rows as the viewer sees them. */
const describe = (viewer: SessionUser, rows: ListingRow[]): ListingView[] =>
  rows.map((r) => toListingView(r, viewer));

/** GET /api/marketplace: the approved listings of the resident's property. */
export async function listApproved(
  deps: AppDeps,
  tenant: SessionUser,
  query: Page & { category?: ListingCategory; q?: string },
): Promise<ListingList> {
  const lease = await requireResident(deps.db, tenant);
  const { rows, total } = await approvedListings(deps.db, tenant.id, lease.propertyId, query);
  return { items: describe(tenant, rows), total };
}

/** GET /api/marketplace/mine: the seller's own listings in every state. */
export async function listMine(deps: AppDeps, tenant: SessionUser, page: Page): Promise<ListingList> {
  const { rows, total } = await sellerListings(deps.db, tenant.id, page.limit, page.offset);
  return { items: describe(tenant, rows), total };
}

/** GET /api/marketplace/pending: the landlord's queue, of one of their properties (404 for another's) or all. */
export async function listPending(
  deps: AppDeps,
  landlord: SessionUser,
  query: Page & { propertyId?: number },
): Promise<ListingList> {
  if (query.propertyId !== undefined) await requireOwnedProperty(deps.db, landlord.id, query.propertyId);
  const { rows, total } = await pendingListings(
    deps.db,
    landlord.id,
    query.propertyId,
    query.limit,
    query.offset,
  );
  return { items: describe(landlord, rows), total };
}

/** GET /api/marketplace/{id}: one listing; a neighbour's first look at it counts as a view. */
export async function getListing(deps: AppDeps, viewer: SessionUser, id: string): Promise<ListingView> {
  let row = await requireVisibleListing(deps.db, viewer, id);
  if (viewer.role === "tenant" && row.l.sellerId !== viewer.id && row.l.status === "approved") {
    await deps.db.transaction((tx) => toggleMark(tx, "view", id, viewer.id, true));
    row = (await findListing(deps.db, viewer.id, id)) ?? row;
  }
  return toListingView(row, viewer);
}

/** One of a listing's photos or its thumbnail, for whoever may see the listing; else 404. */
export async function readListingPhoto(
  deps: AppDeps,
  viewer: SessionUser,
  id: string,
  photoId: string,
  thumb: boolean,
): Promise<StoredObject> {
  await requireVisibleListing(deps.db, viewer, id);
  const photo = await findPhoto(deps.db, id, photoId);
  const file = photo && (await deps.storage.get(thumb ? photo.thumbKey : photo.storageKey));
  if (!file) throw notFound(msg("marketplace.photoNotFound"));
  return file;
}
