import { type Message, msg } from "../../../../common/i18n/message";
import { type DecisionInput, nextStatus } from "../../../../common/schemas/approval";
import type { DbOrTx } from "../../db/client";
import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { conflict, notFound } from "../../platform/errors";
import { type ActivityKind, recordActivity } from "../activity";
import { deliverNotifications, type NewNotification, notify } from "../notifications";

/** What the shape needs of a request, read with its row locked. */
export interface Decidable {
  status: string;
  propertyId: number;
  /** The resident who asked: told of the decision. */
  residentId: string;
}

export interface DecisionContext<R extends Decidable> {
  row: R;
  status: "approved" | "rejected";
  reason: string | null;
  landlord: SessionUser;
  now: Date;
}

/**
 * One domain's part of the shape: how to lock its request within the landlord's own properties, what the
 * decision changes beside the status (a pet's fees become charges), and what the resident is told.
 */
export interface DecisionRules<R extends Decidable> {
  /** SELECT ... FOR UPDATE of the request, joined to a property of `landlordId`; undefined when not theirs. */
  lockForLandlord(tx: DbOrTx, id: string, landlordId: string): Promise<R | undefined>;
  /** Stores the status, reason and time, and whatever else the decision changes, in the same transaction. */
  apply(tx: DbOrTx, ctx: DecisionContext<R>): Promise<void>;
  notice(ctx: DecisionContext<R>): NewNotification;
  /** The landlord's activity line, if the domain keeps one. */
  activity?(ctx: DecisionContext<R>): { kind: ActivityKind; message: string };
  /** The 404 message for an id that is not the landlord's. */
  notFoundMessage: Message;
}

/**
 * The landlord decides a resident's request once (docs/decisions/0018): another landlord's or an unknown id is
 * a 404, a request decided already is a 409 ALREADY_DECIDED (two clicks or two tabs cannot decide twice: the row
 * is locked), and the resident is told after the commit.
 */
export async function decide<R extends Decidable>(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: DecisionInput,
  rules: DecisionRules<R>,
): Promise<void> {
  const stored = await deps.db.transaction(async (tx) => {
    const row = await rules.lockForLandlord(tx, id, landlord.id);
    if (!row) throw notFound(rules.notFoundMessage);
    const next = nextStatus(row.status, input.status);
    if (!next.ok) throw conflict("ALREADY_DECIDED", msg("approval.alreadyDecided"));
    const ctx: DecisionContext<R> = {
      row,
      status: next.status,
      reason: input.reason?.trim() || null,
      landlord,
      now: new Date(),
    };
    await rules.apply(tx, ctx);
    const activity = rules.activity?.(ctx);
    if (activity)
      await recordActivity(tx, {
        landlordId: landlord.id,
        propertyId: row.propertyId,
        actorId: landlord.id,
        kind: activity.kind,
        message: activity.message,
      });
    return notify(tx, deps, rules.notice(ctx));
  });
  await deliverNotifications(deps, stored);
}
