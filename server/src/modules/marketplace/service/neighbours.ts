import { msg } from "../../../../../common/i18n/message";
import { REPORTS_TO_HIDE } from "../../../../../common/schemas/marketplace";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, conflict } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { openDirect } from "../../chat";
import { deliverNotifications, notify } from "../../notifications";
import { addReport, likeCountOf, toggleMark } from "../queries";
import { listingNotFound, requireNeighbourListing } from "./access";

/** PUT or DELETE /api/marketplace/{id}/like: a resident's like, counted once however often it is sent. */
export async function setLike(deps: AppDeps, tenant: SessionUser, id: string, on: boolean) {
  await requireNeighbourListing(deps.db, tenant, id);
  await deps.db.transaction((tx) => toggleMark(tx, "like", id, tenant.id, on));
  return { isLiked: on, likes: await likeCountOf(deps.db, id) };
}

/**
 * POST /api/marketplace/{id}/report: a neighbour reports a listing, once. At REPORTS_TO_HIDE reports an approved
 * listing goes back to the landlord's queue, hidden from residents until the landlord decides again.
 */
export async function reportListing(deps: AppDeps, tenant: SessionUser, id: string, reason: string) {
  const { row, lease, isOwn } = await requireNeighbourListing(deps.db, tenant, id);
  if (isOwn) {
    const m = msg("marketplace.cannotReportOwn");
    throw badRequest("VALIDATION_ERROR", m, { id: m });
  }
  const { result, notices } = await deps.db.transaction(async (tx) => {
    const result = await addReport(tx, id, tenant.id, reason, REPORTS_TO_HIDE);
    if (!result.added) throw conflict("ALREADY_REPORTED", msg("marketplace.alreadyReported"));
    const notices = result.hidden
      ? await notify(tx, deps, {
          userId: lease.landlordId,
          type: "marketplace",
          title: msg("marketplace.hiddenTitle"),
          message: msg("marketplace.hiddenMessage", { title: row.l.title, count: REPORTS_TO_HIDE }),
          link: pagePath("/landlord-dashboard"),
        })
      : [];
    return { result, notices };
  });
  await deliverNotifications(deps, notices);
  return { reported: true as const, hidden: result.hidden };
}

/**
 * POST /api/marketplace/{id}/contact: opens the direct conversation with the seller (the chat's own rules: the
 * same property, no blocks), so that a buyer writes without learning the seller's phone number.
 */
export async function contactSeller(deps: AppDeps, tenant: SessionUser, id: string, sellerId?: string) {
  const { row, isOwn } = await requireNeighbourListing(deps.db, tenant, id);
  if (sellerId !== undefined && sellerId !== row.l.sellerId) throw listingNotFound();
  if (isOwn) {
    const m = msg("marketplace.cannotContactSelf");
    throw badRequest("VALIDATION_ERROR", m, { id: m });
  }
  const conversation = await openDirect(deps, tenant, row.l.sellerId);
  return { conversationId: conversation.id };
}
