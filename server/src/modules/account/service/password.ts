import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { hashPassword, verifyPassword } from "../../../platform/auth/passwords";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, tooMany } from "../../../platform/errors";
import {
  clearLoginFailures,
  recentLoginFailures,
  recordLoginFailure,
} from "../../auth/queries/login-failures";
import { setPasswordHash } from "../../auth/queries/sessions";
import { deliverNotifications } from "../../notifications/deliver";
import { notify } from "../../notifications/notify";
import { findUserById } from "../../users/queries";
import { deleteOtherSessions } from "../queries/security";
import { closeSockets } from "./sessions";

const WINDOW_MINUTES = 15;
const MAX_WRONG = 5;

/**
 * POST /api/account/password: the current password, then the new one. Wrong current passwords count like failed
 * sign-ins (five in 15 minutes stop it); every other session ends and the account is told.
 */
export async function changePassword(
  deps: AppDeps,
  caller: SessionUser,
  currentHash: string,
  input: { currentPassword: string; password: string; ip: string },
) {
  const user = await findUserById(deps.db, caller.id);
  if (!user?.passwordHash) throw badRequest("PASSWORD_REQUIRED", msg("account.noPassword"));
  const key = `password-change:${user.id}`;
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000);
  const failures = await recentLoginFailures(deps.db, { identifier: key, ip: input.ip, since });
  if (failures.byIdentifier >= MAX_WRONG)
    throw tooMany("TOO_MANY_ATTEMPTS", msg("auth.tooManyFailures", { minutes: WINDOW_MINUTES }));
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordLoginFailure(deps.db, key, input.ip);
    const m = msg("account.wrongPassword");
    throw badRequest("INVALID_CREDENTIALS", m, { currentPassword: m });
  }
  const passwordHash = await hashPassword(input.password);
  const { ended, notices } = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    const ended = await deleteOtherSessions(tx, user.id, currentHash);
    await clearLoginFailures(tx, key);
    const notices = await notify(tx, {
      userId: user.id,
      type: "account",
      essential: true,
      priority: "high",
      title: msg("auth.passwordChangedTitle"),
      message: msg("auth.passwordChangedMessage"),
    });
    return { ended, notices };
  });
  await closeSockets(deps, ended);
  await deliverNotifications(deps, notices);
  return { ended: ended.length };
}
