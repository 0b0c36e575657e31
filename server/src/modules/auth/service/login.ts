import type { Role } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { normalizePhone } from "../../../../../common/phone";
import type { AppDeps } from "../../../deps";
import { verifyPassword } from "../../../platform/auth/passwords";
import { AppError, unauthorized } from "../../../platform/errors";
import { type PagePath, pagePath } from "../../../platform/pages";
import { findUserByEmail, findUserByPhone, outsideDemoWorlds } from "../../users";
import { accountFailureKey, beforePasswordTry } from "./password-tries";

export const wrongRoleError = (accountRole: Role) =>
  new AppError(
    403,
    "WRONG_ROLE",
    msg(accountRole === "landlord" ? "auth.wrongRoleLandlord" : "auth.wrongRoleTenant"),
  );

/**
 * A password sign-in by email or phone. Wrong passwords slow down the address they come from, never the account
 * everywhere (password-tries.ts): the owner's right password works while a stranger guesses elsewhere.
 */
export async function checkPassword(
  deps: AppDeps,
  input: { email?: string; phone?: string; password: string; role: Role; ip: string },
) {
  const { db } = deps;
  const identifier = input.email ? input.email.trim().toLowerCase() : (normalizePhone(input.phone) ?? "");
  const user = input.email
    ? await findUserByEmail(db, identifier, outsideDemoWorlds)
    : await findUserByPhone(db, identifier, outsideDemoWorlds);
  const key = user ? accountFailureKey(user.id) : identifier;
  const attempt = await beforePasswordTry(deps, { key, userId: user?.id ?? null, ip: input.ip });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await attempt.failed();
    throw unauthorized(msg("auth.invalidCredentials"), "INVALID_CREDENTIALS");
  }
  if (user.role !== input.role) throw wrongRoleError(user.role);
  await attempt.succeeded();
  return user;
}

export const dashboardPathFor = (_role: Role): PagePath => pagePath("/dashboard");
