import type { Role } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { normalizePhone } from "../../../../../common/phone";
import type { AppDeps } from "../../../deps";
import { verifyPassword } from "../../../platform/auth/passwords";
import { AppError, tooMany, unauthorized } from "../../../platform/errors";
import { type PagePath, pagePath } from "../../../platform/pages";
import { findUserByEmail, findUserByPhone, outsideDemoWorlds } from "../../users/queries";
import { clearLoginFailures, recentLoginFailures, recordLoginFailure } from "../queries/login-failures";

const WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_IDENTIFIER = 5;
const MAX_FAILURES_PER_IP = 30;

export const wrongRoleError = (accountRole: Role) =>
  new AppError(
    403,
    "WRONG_ROLE",
    msg(accountRole === "landlord" ? "auth.wrongRoleLandlord" : "auth.wrongRoleTenant"),
  );

export async function checkPassword(
  deps: AppDeps,
  input: { email?: string; phone?: string; password: string; role: Role; ip: string },
) {
  const { db } = deps;
  const identifier = input.email ? input.email.trim().toLowerCase() : (normalizePhone(input.phone) ?? "");
  const since = new Date(Date.now() - WINDOW_MINUTES * 60_000);
  const failures = await recentLoginFailures(db, { identifier, ip: input.ip, since });
  if (failures.byIdentifier >= MAX_FAILURES_PER_IDENTIFIER || failures.byIp >= MAX_FAILURES_PER_IP) {
    throw tooMany("TOO_MANY_ATTEMPTS", msg("auth.tooManyFailures", { minutes: WINDOW_MINUTES }));
  }
  const user = input.email
    ? await findUserByEmail(db, identifier, outsideDemoWorlds)
    : await findUserByPhone(db, identifier, outsideDemoWorlds);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordLoginFailure(db, identifier, input.ip);
    throw unauthorized(msg("auth.invalidCredentials"), "INVALID_CREDENTIALS");
  }
  if (user.role !== input.role) throw wrongRoleError(user.role);
  await clearLoginFailures(db, identifier);
  return user;
}

export const dashboardPathFor = (_role: Role): PagePath => pagePath("/dashboard");
