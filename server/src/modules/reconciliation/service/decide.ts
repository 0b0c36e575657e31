import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import {
  type assignLineResult,
  CONFIRMABLE,
  type confirmLinesResult,
  type LineStatus,
  UNDECIDED,
} from "../../../../../common/schemas/reconciliation";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import { findLandlordLease, leaseView } from "../../leases";
import { deliverNotifications } from "../../notifications";
import { lockLine, markIgnored, ownLineIds } from "../queries";
import { type Confirmed, confirmLockedLine, type LeaseToCredit } from "./credit";

/** A line the landlord may assign to a lease: anything not confirmed (an ignored line may turn out to be rent). */
const ASSIGNABLE: readonly LineStatus[] = [...UNDECIDED, "ignored"];
/** Two lines proving one recorded payment at once: the loser's transaction is tried again (and links another). */
const ATTEMPTS = 3;

const lineNotFound = () => notFound(msg("reconcile.lineNotFound"));
const leaseNotFound = () => notFound(msg("reconcile.leaseNotFound"));

type Outcome = { kind: "missing" | "decided" | "noLease" } | { kind: "done"; confirmed: Confirmed };

/**
 * Confirms one line in its own transaction: the line locked first, so a second confirm (another tab, a double
 * click, the same line in two bulk requests) waits and then finds it decided. `leaseId` assigns it first.
 */
async function confirmLine(
  deps: AppDeps,
  landlordId: string,
  lineId: string,
  assign?: LeaseToCredit,
): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const line = await lockLine(tx, landlordId, lineId);
        if (!line) return { kind: "missing" };
        const from = assign ? ASSIGNABLE : CONFIRMABLE;
        if (!from.includes(line.status) || line.paymentId) return { kind: "decided" };
        let lease = assign ?? null;
        if (!lease && line.leaseId) {
          const found = await findLandlordLease(tx, landlordId, line.leaseId);
          lease = found?.tenantId
            ? { id: found.id, tenantId: found.tenantId, propertyId: found.propertyId }
            : null;
        }
        if (!lease) return { kind: "noLease" };
        return { kind: "done", confirmed: await confirmLockedLine(tx, deps, landlordId, line, lease, from) };
      });
      if (outcome.kind === "done") await deliverNotifications(deps, outcome.confirmed.notices);
      return outcome;
    } catch (e) {
      if (attempt < ATTEMPTS && isUniqueViolation(e, "statement_lines_payment_key")) continue;
      throw e;
    }
  }
}

/**
 * POST /api/landlord/statements/lines/confirm: confirms the matched and suggested lines among `lineIds`, each
 * crediting its lease once. Any id that is not one of the landlord's lines: 404 and nothing is done.
 */
export async function confirmLines(
  deps: AppDeps,
  landlordId: string,
  lineIds: string[],
): Promise<z.infer<typeof confirmLinesResult>> {
  const ids = [...new Set(lineIds)];
  const own = await ownLineIds(deps.db, landlordId, ids);
  if (own.size !== ids.length) throw lineNotFound();
  const result = { confirmed: 0, credited: 0, linked: 0, skipped: 0 };
  for (const id of ids) {
    const outcome = await confirmLine(deps, landlordId, id);
    if (outcome.kind !== "done") {
      result.skipped++;
      continue;
    }
    result.confirmed++;
    result[outcome.confirmed.kind]++;
  }
  return result;
}

/**
 * POST /api/landlord/statements/lines/:id/assign: the landlord says which lease the line pays (one of theirs,
 * in shillings) and it is confirmed at once. 404 for another landlord's line or lease; 409 once confirmed.
 */
export async function assignLine(
  deps: AppDeps,
  landlordId: string,
  lineId: string,
  leaseId: string,
): Promise<z.infer<typeof assignLineResult>> {
  const found = await findLandlordLease(deps.db, landlordId, leaseId);
  if (!found?.tenantId) throw leaseNotFound();
  if ((await leaseView(deps.db, found.id)).currency !== "UGX") {
    const message = msg("reconcile.leaseNotShillings");
    throw badRequest("CURRENCY_MISMATCH", message, { leaseId: message });
  }
  const outcome = await confirmLine(deps, landlordId, lineId, {
    id: found.id,
    tenantId: found.tenantId,
    propertyId: found.propertyId,
  });
  if (outcome.kind === "missing") throw lineNotFound();
  if (outcome.kind !== "done") throw conflict("ALREADY_DECIDED", msg("reconcile.lineConfirmedAlready"));
  const { kind, receiptNumber } = outcome.confirmed;
  return { credited: kind === "credited", receiptNumber };
}

/** POST /api/landlord/statements/lines/:id/ignore: not rent; never credited. 409 once confirmed. */
export async function ignoreLine(
  deps: AppDeps,
  landlordId: string,
  lineId: string,
): Promise<{ success: true }> {
  if (await markIgnored(deps.db, landlordId, lineId, UNDECIDED)) return { success: true };
  const own = await ownLineIds(deps.db, landlordId, [lineId]);
  if (!own.size) throw lineNotFound();
  throw conflict("ALREADY_DECIDED", msg("reconcile.lineConfirmedAlready"));
}
