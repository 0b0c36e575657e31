import { msg } from "../../../../../common/i18n/message";
import type { ListingView } from "../../../../../common/schemas/marketplace";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { conflict } from "../../../platform/errors";
import { findListing, moveSellerListing } from "../queries";
import { listingNotFound } from "./access";
import { getListing } from "./list";

/** Where the seller may move a listing from: sold once approved; withdrawn while pending or approved. */
const FROM = { sold: ["approved"], withdrawn: ["pending", "approved"] } as const;

/** POST /api/marketplace/{id}/sold or /withdraw: the seller's own change; another's listing is a 404. */
export async function moveOwnListing(
  deps: AppDeps,
  seller: SessionUser,
  id: string,
  to: "sold" | "withdrawn",
): Promise<ListingView> {
  const row = await findListing(deps.db, seller.id, id);
  if (!row || row.l.sellerId !== seller.id) throw listingNotFound();
  if (!(await moveSellerListing(deps.db, id, seller.id, [...FROM[to]], to)))
    throw conflict(
      "LISTING_NOT_EDITABLE",
      msg(to === "sold" ? "marketplace.cannotMarkSold" : "marketplace.cannotWithdraw"),
    );
  return getListing(deps, seller, id);
}
