import { literal, msg } from "../../../../../common/i18n/message";
import type { DecisionInput } from "../../../../../common/schemas/approval";
import type { ListingView } from "../../../../../common/schemas/marketplace";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { pagePath } from "../../../platform/pages";
import { decide } from "../../approvals";
import { lockListingForLandlord, setListingDecision } from "../queries";
import { getListing } from "./list";

/**
 * PATCH /api/marketplace/{id}/status: the landlord approves or rejects a pending listing once (a new one, or one
 * that residents' reports put back in the queue); the seller is told, with the reason.
 */
export async function decideListing(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: DecisionInput,
): Promise<ListingView> {
  await decide(deps, landlord, id, input, {
    notFoundMessage: msg("marketplace.notFound"),
    lockForLandlord: lockListingForLandlord,
    apply: (tx, { row, status, reason, now }) =>
      setListingDecision(tx, row.id, { status, decisionReason: reason, decidedAt: now }),
    notice: ({ row, status, reason }) => ({
      userId: row.residentId,
      type: "marketplace",
      title: msg(status === "approved" ? "marketplace.approvedTitle" : "marketplace.rejectedTitle"),
      message:
        status === "approved"
          ? msg("marketplace.approvedMessage", { title: row.title })
          : reason
            ? msg("marketplace.rejectedMessageReason", { title: literal(row.title), reason: literal(reason) })
            : msg("marketplace.rejectedMessage", { title: row.title }),
      link: pagePath("/marketplace"),
    }),
    activity: ({ row, status }) => ({
      kind: "listing_decided",
      message: msg("marketplace.decidedActivity", {
        title: row.title,
        status: msg(status === "approved" ? "approval.approved" : "approval.rejected"),
      }),
    }),
  });
  return getListing(deps, landlord, id);
}
