import { and, count, eq, gt } from "drizzle-orm";
import type { Role } from "../../../../common/constants";
import { normalizePhone } from "../../../../common/phone";
import { loginFailures } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { verifyPassword } from "../../platform/auth/passwords";
import { AppError, tooMany, unauthorized } from "../../platform/errors";
import { findUserByEmail, findUserByPhone, outsideDemoWorlds } from "../users/queries";

const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_IDENTIFIER = 5;
export const MAX_FAILURES_PER_IP = 30;
export const INVALID_CREDENTIALS = "Invalid email/phone or password.";

export const wrongRoleError = (accountRole: Role) =>
  new AppError(
    403,
    "WRONG_ROLE",
    accountRole === "landlord"
      ? "This is a landlord account. Please sign in on the Landlord Login screen."
      : "This is a tenant account. Please sign in on the Tenant Login screen.",
  );

export async function checkPassword(
  deps: AppDeps,
  input: { email?: string; phone?: string; password: string; role: Role; ip: string },
) {
  const { db } = deps;
  const identifier = input.email ? input.email.trim().toLowerCase() : (normalizePhone(input.phone) ?? "");
  const since = new Date(Date.now() - WINDOW_MS);
  const [[byId], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.identifier, identifier), gt(loginFailures.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, input.ip), gt(loginFailures.createdAt, since))),
  ]);
  if ((byId?.n ?? 0) >= MAX_FAILURES_PER_IDENTIFIER || (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP) {
    throw tooMany(
      "TOO_MANY_ATTEMPTS",
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    );
  }
  const user = input.email
    ? await findUserByEmail(db, identifier, outsideDemoWorlds)
    : await findUserByPhone(db, identifier, outsideDemoWorlds);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await db.insert(loginFailures).values({ identifier, ip: input.ip });
    throw unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  if (user.role !== input.role) throw wrongRoleError(user.role);
  await db.delete(loginFailures).where(eq(loginFailures.identifier, identifier));
  return user;
}

export const dashboardPathFor = (_role: Role) => "/dashboard";
