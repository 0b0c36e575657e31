import { and, eq } from "drizzle-orm";
import type { Role } from "../../../common/constants";
import type { CurrentUser } from "../../../common/schemas/auth";
import type { Db } from "../db/client";
import { properties, users } from "../db/schema";
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
