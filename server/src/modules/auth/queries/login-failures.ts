import { and, count, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { loginFailures } from "../../../db/schema";

/** Failed sign-ins since `since` for one identifier (email or phone) and for one IP address. */
export async function recentLoginFailures(
  db: DbOrTx,
  input: { identifier: string; ip: string; since: Date },
): Promise<{ byIdentifier: number; byIp: number }> {
  const [[byIdentifier], [byIp]] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.identifier, input.identifier), gt(loginFailures.createdAt, input.since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, input.ip), gt(loginFailures.createdAt, input.since))),
  ]);
  return { byIdentifier: byIdentifier?.n ?? 0, byIp: byIp?.n ?? 0 };
}

export async function recordLoginFailure(db: DbOrTx, identifier: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ identifier, ip });
}

export async function clearLoginFailures(db: DbOrTx, identifier: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.identifier, identifier));
}
