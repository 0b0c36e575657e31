import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { forbidden, notFound } from "../../../platform/errors";
import { tenantActiveLease } from "../../leases";
import { findListing, type ListingRow } from "../queries";

export const listingNotFound = () => notFound(msg("marketplace.notFound"));

/** The tenant's active lease (their property), or 403: only residents use the marketplace. */
export async function requireResident(db: DbOrTx, tenant: SessionUser) {
  const lease = await tenantActiveLease(db, tenant.id);
  if (!lease) throw forbidden(msg("marketplace.noLease"), "NO_ACTIVE_LEASE");
  return lease;
}

/**
 * Who sees a listing: its seller in every state, the landlord of its property in every state, and the other
 * residents of that property while it is approved. Anyone else gets the same 404 as for an unknown id.
 */
export function canSee(viewer: SessionUser, row: ListingRow, residentPropertyId: number | null): boolean {
  if (viewer.role === "landlord") return row.landlordId === viewer.id;
  if (row.l.sellerId === viewer.id) return true;
  return row.l.status === "approved" && row.l.propertyId === residentPropertyId;
}

/** The listing as the viewer may see it, else 404. */
export async function requireVisibleListing(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
): Promise<ListingRow> {
  const row = await findListing(db, viewer.id, id);
  if (!row) throw listingNotFound();
  const own = viewer.role === "landlord" || row.l.sellerId === viewer.id;
  const propertyId = own ? null : ((await tenantActiveLease(db, viewer.id))?.propertyId ?? null);
  if (!canSee(viewer, row, propertyId)) throw listingNotFound();
  return row;
}

/** An approved listing of the resident's own property that is not their own: what neighbours act on. */
export async function requireNeighbourListing(db: DbOrTx, tenant: SessionUser, id: string) {
  const lease = await requireResident(db, tenant);
  const row = await findListing(db, tenant.id, id);
  if (row?.l.status !== "approved" || row.l.propertyId !== lease.propertyId) throw listingNotFound();
  return { row, lease, isOwn: row.l.sellerId === tenant.id };
}
