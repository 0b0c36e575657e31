import { and, count, eq, gt } from "drizzle-orm";
import type { Role } from "../../../../common/constants";
import type { DbOrTx } from "../../db/client";
import { demoWorlds, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { sha256 } from "../../platform/auth/tokens";
import { AppError, notFound, tooMany } from "../../platform/errors";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { createDemoWorld } from "../../seed/worlds";

export const DEMO_OFF = "Demo access is turned off.";
export const DEMO_LIMIT =
  "Too many demos were started from your network in the last hour. Please try again later.";
export const DEMO_ACCOUNT_MISSING = "The demo could not be opened. Please try again.";

/** New demo worlds per IP address and hour: a world is a few hundred rows, far heavier than a sign-in. */
export const DEMO_WORLDS_PER_IP_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

export interface OpenedDemo {
  userId: string;
  /** When the world ends: the session ends then too. */
  expiresAt: Date;
  /** The cookie value of a world created just now (null: the browser's world was used). */
  newWorldToken: string | null;
}

async function liveWorld(db: DbOrTx, token: string) {
  const [world] = await db
    .select({ id: demoWorlds.id, expiresAt: demoWorlds.expiresAt })
    .from(demoWorlds)
    .where(and(eq(demoWorlds.tokenHash, sha256(token)), gt(demoWorlds.expiresAt, new Date())))
    .limit(1);
  return world ?? null;
}

async function checkWorldLimit(db: DbOrTx, ip: string) {
  const [recent] = await db
    .select({ n: count() })
    .from(demoWorlds)
    .where(and(eq(demoWorlds.createdIp, ip), gt(demoWorlds.createdAt, new Date(Date.now() - HOUR_MS))));
  if ((recent?.n ?? 0) >= DEMO_WORLDS_PER_IP_PER_HOUR) throw tooMany("DEMO_LIMIT", DEMO_LIMIT);
}

/**
 * The demo account of `role` in the browser's demo world (its cookie's `token`), or in a new world when the
 * browser has none or its world has ended: one visitor switches roles inside one world, and no two visitors
 * share one.
 */
export async function openDemo(
  deps: AppDeps,
  input: { token: string | undefined; role: Role; ip: string },
): Promise<OpenedDemo> {
  if (!deps.config.demoMode) throw notFound(DEMO_OFF);
  let world = input.token ? await liveWorld(deps.db, input.token) : null;
  let newWorldToken: string | null = null;
  if (!world) {
    await checkWorldLimit(deps.db, input.ip);
    const created = await createDemoWorld(deps.db, { ip: input.ip });
    world = { id: created.id, expiresAt: created.expiresAt };
    newWorldToken = created.token;
  }
  const email = input.role === "tenant" ? DEMO_TENANT_EMAIL : DEMO_LANDLORD_EMAIL;
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.demoWorldId, world.id), eq(users.email, email)))
    .limit(1);
  if (!user) throw new AppError(409, "DEMO_UNAVAILABLE", DEMO_ACCOUNT_MISSING);
  return { userId: user.id, expiresAt: world.expiresAt, newWorldToken };
}
