import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { loginFailures } from "../../../db/schema";

/** Failed sign-ins since `since` for one identifier (email or phone) and for one IP address. */
export async function recentLoginFailures(
  db: DbOrTx,
  input: { identifier: string; ip: string; since: Date },
): Promise<{ byIdentifier: number; byIp: number }> {
  const [[byIdentifier], byIp] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.identifier, input.identifier), gt(loginFailures.createdAt, input.since))),
    failuresFromIp(db, input.ip, input.since),
  ]);
  return { byIdentifier: byIdentifier?.n ?? 0, byIp };
}

/** Failed sign-ins from one address since `since`, whichever account they named. */
export async function failuresFromIp(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * An account's failed sign-ins since `since`: from everywhere, and from one address with the latest of them.
 * One pass over the account's rows (login_failures_identifier_idx).
 */
export async function accountFailures(db: DbOrTx, input: { key: string; ip: string; since: Date }) {
  const fromHere = sql`${loginFailures.ip} = ${input.ip}`;
  const [row] = await db
    .select({
      total: count(),
      fromAddress: sql<number>`count(*) filter (where ${fromHere})`.mapWith(Number),
      lastFromAddress: sql<Date | null>`max(${loginFailures.createdAt}) filter (where ${fromHere})`.mapWith(
        (v: string | Date | null) => (v === null ? null : new Date(v)),
      ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.identifier, input.key), gt(loginFailures.createdAt, input.since)));
  return {
    total: row?.total ?? 0,
    fromAddress: row?.fromAddress ?? 0,
    lastFromAddress: row?.lastFromAddress ?? null,
  };
}

export async function recordLoginFailure(db: DbOrTx, identifier: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ identifier, ip });
}

/**
 * Records a failure of the account; answers how many it had since `since`, this one included, counting only
 * those recorded before it (so of two at once, one is the 100th and the other the 101st).
 */
export async function recordAccountFailure(
  db: DbOrTx,
  key: string,
  ip: string,
  since: Date,
): Promise<number> {
  const [mine] = await db
    .insert(loginFailures)
    .values({ identifier: key, ip })
    .returning({ id: loginFailures.id });
  // Compared in SQL: the stored time has microseconds, a JavaScript Date only milliseconds.
  const mineAt = sql`(select ${loginFailures.createdAt} from ${loginFailures} where ${loginFailures.id} = ${mine!.id})`;
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.identifier, key),
        gt(loginFailures.createdAt, since),
        lte(loginFailures.createdAt, mineAt),
      ),
    );
  return row?.n ?? 0;
}

export async function clearLoginFailures(db: DbOrTx, identifier: string, ip?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      ip === undefined
        ? eq(loginFailures.identifier, identifier)
        : and(eq(loginFailures.identifier, identifier), eq(loginFailures.ip, ip)),
    );
}

/** Forgets an account's failures older than `before`: they no longer count, and they name addresses. */
export async function forgetLoginFailures(db: DbOrTx, identifier: string, before: Date): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.identifier, identifier), lte(loginFailures.createdAt, before)));
}
