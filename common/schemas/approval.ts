import { msg } from "../i18n/message";
import { text } from "./shared";
import { z } from "./zod";

/**
 * The shape the resident services share (docs/decisions/0018): a resident asks (a marketplace listing, a pet
 * registration), the landlord of their property decides once, and the resident is told, with the landlord's
 * reason. A domain may add statuses of its own after the decision (a listing is later sold or withdrawn).
 */
export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const DECISIONS = ["approved", "rejected"] as const;
export type Decision = (typeof DECISIONS)[number];

export const DECISION_REASON_MAX = 500;

/** The landlord's decision: PATCH .../{id}/status with `status` (spec section 7) and an optional reason. */
export const decisionInput = z.object({
  status: z.enum(DECISIONS, msg("approval.invalidDecision")),
  reason: text(DECISION_REASON_MAX).optional(),
});
export type DecisionInput = z.infer<typeof decisionInput>;

/** Only a pending request is decided, and only once; anything else is the ALREADY_DECIDED conflict. */
export function nextStatus(
  current: string,
  decision: Decision,
): { ok: true; status: Decision } | { ok: false } {
  return current === "pending" ? { ok: true, status: decision } : { ok: false };
}

/** What the resident and the landlord see of a decision. */
export const decisionFields = {
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
};
