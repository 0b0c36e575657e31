import type { Role } from "../../../../common/constants";
import { msg } from "../../../../common/i18n/message";
import type { DbOrTx } from "../../db/client";
import type { AppDeps } from "../../deps";
import { sha256 } from "../../platform/auth/tokens";
import { AppError, notFound, tooMany } from "../../platform/errors";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { createDemoWorld } from "../../seed/worlds";
import { findUserByEmail, sameWorldAs } from "../users";
import { countWorldsCreated, findLiveWorld } from "./queries";

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

async function checkWorldLimit(db: DbOrTx, ip: string) {
  const recent = await countWorldsCreated(db, ip, new Date(Date.now() - HOUR_MS));
  if (recent >= DEMO_WORLDS_PER_IP_PER_HOUR) throw tooMany("DEMO_LIMIT", msg("demo.limit"));
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
  if (!deps.config.demoMode) throw notFound(msg("demo.off"));
  let world = input.token ? await findLiveWorld(deps.db, sha256(input.token)) : null;
  let newWorldToken: string | null = null;
  if (!world) {
    await checkWorldLimit(deps.db, input.ip);
    const created = await createDemoWorld(deps.db, { ip: input.ip, storage: deps.storage });
    world = { id: created.id, expiresAt: created.expiresAt };
    newWorldToken = created.token;
  }
  const email = input.role === "tenant" ? DEMO_TENANT_EMAIL : DEMO_LANDLORD_EMAIL;
  const user = await findUserByEmail(deps.db, email, sameWorldAs({ isDemo: true, demoWorldId: world.id }));
  if (!user) throw new AppError(409, "DEMO_UNAVAILABLE", msg("demo.accountMissing"));
  return { userId: user.id, expiresAt: world.expiresAt, newWorldToken };
}
