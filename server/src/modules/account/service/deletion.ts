import { DELETION_COOLING_OFF_DAYS } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { addDays, kampalaDay, longDate } from "../../../../../common/kampala-calendar";
import type { DeletionStatus } from "../../../../../common/schemas/account";
import type { AppDeps } from "../../../deps";
import { verifyPassword } from "../../../platform/auth/passwords";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import { translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import { deliverNotifications, notify } from "../../notifications";
import { findUserById } from "../../users";
import { deletionBlockers, deletionOf, endSessionsExcept, setDeletionRequested } from "../queries/erase";

export const COOLING_OFF_MS = DELETION_COOLING_OFF_DAYS * 86_400_000;

/**
 * The Kampala day by which the account is erased: the daily job that runs at the start of a day erases the
 * requests whose cooling-off ended before it, so that is the day after the period ends.
 */
const erasesOn = (requestedAt: Date) =>
  addDays(kampalaDay(new Date(requestedAt.getTime() + COOLING_OFF_MS)), 1);

const statusOf = (requestedAt: Date | null): DeletionStatus => ({
  requestedAt: requestedAt?.toISOString() ?? null,
  erasesOn: requestedAt ? erasesOn(requestedAt) : null,
});

export async function getDeletion(deps: AppDeps, caller: SessionUser): Promise<DeletionStatus> {
  const row = await deletionOf(deps.db, caller.id);
  if (!row) throw notFound(msg("errors.NOT_FOUND"));
  return statusOf(row.requestedAt);
}

/**
 * POST /api/account/deletion: with the password, the account is set to be erased after the cooling-off period
 * (asking again changes nothing). Not while a landlord has active properties or a tenant a current lease; never
 * for a demo account. Every other session ends; the account is told (in the app and by email).
 */
export async function requestDeletion(
  deps: AppDeps,
  caller: SessionUser,
  currentHash: string,
  password: string,
): Promise<DeletionStatus> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw notFound(msg("errors.NOT_FOUND"));
  if (user.isDemo) throw conflict("DEMO_UNAVAILABLE", msg("account.deletionDemo"));
  if (user.deletionRequestedAt) return statusOf(user.deletionRequestedAt);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    const m = msg("account.wrongPassword");
    throw badRequest("INVALID_CREDENTIALS", m, { password: m });
  }
  const blockers = await deletionBlockers(deps.db, caller.id);
  if (blockers.properties) throw conflict("ACCOUNT_HAS_PROPERTIES", msg("account.deletionHasProperties"));
  if (blockers.lease) throw conflict("TENANT_HAS_LEASE", msg("account.deletionHasLease"));
  const at = new Date();
  const notices = await deps.db.transaction(async (tx) => {
    await setDeletionRequested(tx, caller.id, at);
    await endSessionsExcept(tx, caller.id, currentHash);
    return notify(tx, deps, {
      userId: caller.id,
      type: "account",
      essential: true,
      priority: "high",
      title: msg("account.deletionRequestedTitle"),
      // The date in the account's language, as the rest of the message will be.
      message: msg("account.deletionRequestedMessage", {
        date: longDate(erasesOn(at), translator(user.locale ?? undefined).locale),
      }),
      link: pagePath("/account-security"),
    });
  });
  await deliverNotifications(deps, notices);
  return statusOf(at);
}

/** DELETE /api/account/deletion: the account stays. */
export async function cancelDeletion(deps: AppDeps, caller: SessionUser): Promise<DeletionStatus> {
  const row = await deletionOf(deps.db, caller.id);
  if (!row) throw notFound(msg("errors.NOT_FOUND"));
  if (!row.requestedAt) throw conflict("DELETION_NOT_REQUESTED", msg("account.deletionNotRequested"));
  await setDeletionRequested(deps.db, caller.id, null);
  return statusOf(null);
}
