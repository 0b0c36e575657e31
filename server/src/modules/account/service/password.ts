import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { verifyPassword } from "../../../platform/auth/passwords";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, tooMany } from "../../../platform/errors";
import { recentLoginFailures, recordLoginFailure, setNewPassword } from "../../auth";
import { findUserById } from "../../users";

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
  const ended = await setNewPassword(deps, user.id, input.password, {
    keepSession: currentHash,
    failuresOf: key,
  });
  return { ended };
}
