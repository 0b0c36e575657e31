import type { ListingView } from "../../../../../common/schemas/marketplace";
import type { SessionUser } from "../../../platform/auth/session";
import type { ListingRow } from "../queries";

const base = (id: string) => `/api/marketplace/${id}/photos`;

/**
 * A listing as `viewer` sees it. Neighbours never see the seller's contact details (they write through the chat),
 * nor the moderation fields, which are for the seller and the landlord.
 */
export function toListingView(row: ListingRow, viewer: SessionUser): ListingView {
  const l = row.l;
  const isMine = l.sellerId === viewer.id;
  const moderates = isMine || viewer.role === "landlord";
  const photos = row.photoIds.map((id) => ({
    id,
    url: `${base(l.id)}/${id}`,
    thumbUrl: `${base(l.id)}/${id}/thumb`,
  }));
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    price: l.price,
    currency: l.currency as ListingView["currency"],
    category: l.category,
    condition: l.condition,
    tags: l.tags,
    status: l.status,
    decidedAt: l.decidedAt?.toISOString() ?? null,
    decisionReason: moderates ? l.decisionReason : null,
    imageUrl: photos[0]?.url ?? null,
    photos,
    sellerId: l.sellerId,
    sellerName: row.sellerName,
    unitNumber: row.unitNumber,
    isMine,
    isLiked: row.isLiked,
    likes: l.likeCount,
    views: l.viewCount,
    flaggedWords: moderates && viewer.role === "landlord" ? l.flaggedWords : [],
    hiddenByReports: moderates ? l.hiddenByReports : false,
    reportCount: viewer.role === "landlord" ? l.reportCount : 0,
    createdAt: l.createdAt.toISOString(),
  };
}
