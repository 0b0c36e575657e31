import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Role } from "../../../common/constants";
import type { CurrentUser } from "../../../common/schemas/auth";
import type { ChargeKind } from "../../../common/tenancy";
import type { Db } from "../db/client";
import { charges, properties, users } from "../db/schema";
import type { TestApp } from "./test-app";
import type { TestClient } from "./test-client";

/** POST /api/demo/session as `role` in the client's browser (a new demo world unless it has one). */
export async function openDemoAs(t: TestApp, role: Role, client: TestClient = t.client()) {
  const res = await client.post("/api/demo/session", { role });
  if (res.status !== 200) throw new Error(`demo session answered ${res.status}: ${JSON.stringify(res.body)}`);
  const user = res.body.user as unknown as CurrentUser;
  return { client, user, worldId: await demoWorldOf(t.database.db, user.id) };
}

export async function demoWorldOf(db: Db, userId: string): Promise<string | null> {
  const [u] = await db.select({ world: users.demoWorldId }).from(users).where(eq(users.id, userId));
  return u?.world ?? null;
}

/** A demo world's copy of a demo account, by the template's email. */
export async function demoAccountIn(db: Db, worldId: string, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.demoWorldId, worldId), eq(users.email, email)));
  if (!u) throw new Error(`no ${email} in demo world ${worldId}`);
  return u;
}

/** A demo world's copy of one of the demo properties, by name. */
export async function demoPropertyIn(db: Db, worldId: string, name: string) {
  const [p] = await db
    .select({ id: properties.id, landlordId: properties.landlordId })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(and(eq(users.demoWorldId, worldId), eq(properties.name, name)));
  if (!p) throw new Error(`no ${name} in demo world ${worldId}`);
  return p;
}

/**
 * What a demo lease's charges of `kind` came to from the first of `today`'s month to `today`: the demo's tenants
 * who are behind stopped paying at this month's rent (due on the 1st), so they owe these too.
 */
export async function dueThisMonth(
  db: Db,
  leaseId: string,
  kind: ChargeKind,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${charges.amount}), 0)`.mapWith(Number) })
    .from(charges)
    .where(
      and(
        eq(charges.leaseId, leaseId),
        eq(charges.kind, kind),
        gte(charges.dueDate, `${today.slice(0, 7)}-01`),
        lte(charges.dueDate, today),
      ),
    );
  return row?.total ?? 0;
}

/** What a demo tenant behind since this month's rent owes by type (rent, this month's service charge, bills). */
export async function owedSinceThisMonthsRent(db: Db, leaseId: string, rentOwed: number, today: string) {
  const recurring = await dueThisMonth(db, leaseId, "recurring", today);
  const utility = await dueThisMonth(db, leaseId, "utility", today);
  const openByGroup = [
    { group: "rent", amount: rentOwed },
    { group: "recurring", amount: recurring },
    { group: "utility", amount: utility },
  ].filter((g) => g.amount > 0);
  return { balance: rentOwed + recurring + utility, openByGroup };
}
