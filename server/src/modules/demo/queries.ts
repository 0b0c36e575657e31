import { and, count, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { demoWorlds } from "../../db/schema";

/** The world whose cookie token has this SHA-256, while it lives. */
export async function findLiveWorld(db: DbOrTx, tokenHash: string) {
  const [world] = await db
    .select({ id: demoWorlds.id, expiresAt: demoWorlds.expiresAt })
    .from(demoWorlds)
    .where(and(eq(demoWorlds.tokenHash, tokenHash), gt(demoWorlds.expiresAt, new Date())))
    .limit(1);
  return world ?? null;
}

/** Worlds created from this IP address since `since`. */
export async function countWorldsCreated(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(demoWorlds)
    .where(and(eq(demoWorlds.createdIp, ip), gt(demoWorlds.createdAt, since)));
  return recent?.n ?? 0;
}
