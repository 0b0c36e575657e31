import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { rentSetup, startMomo } from "./payment-factories";
import { createTestApp } from "./test-app";

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Rows per public table, and the sequences that have handed out a value. */
async function contents(db: Db) {
  const tables = await rows<{ name: string }>(
    db,
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(db, `select count(*)::int as n from ${name}`);
    counts[name] = row!.n;
  }
  const usedSequences = await rows<{ name: string }>(
    db,
    "select sequencename as name from pg_sequences where schemaname = 'public' and last_value is not null",
  );
  return { counts, usedSequences: usedSequences.map((s) => s.name) };
}

// Every test app gets a database equal to a fresh copy of the migrated template, however it was made
// (PGlite databases are emptied and reused, PostgreSQL ones copied anew).
describe("test databases", () => {
  it("a test app's database is empty, with unused sequences, even after another test filled one", async () => {
    const first = await createTestApp();
    const s = await rentSetup(first);
    await startMomo(s.tenantClient);
    const filled = await contents(first.database.db);
    expect(filled.counts["public.users"]).toBe(2);
    expect(filled.usedSequences.length).toBeGreaterThan(0);
    await first.close();

    const second = await createTestApp();
    try {
      const fresh = await contents(second.database.db);
      expect(Object.keys(fresh.counts)).toEqual(Object.keys(filled.counts));
      expect(Object.values(fresh.counts).every((n) => n === 0)).toBe(true);
      expect(fresh.usedSequences).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it("a test's own trigger never reaches the next test's database", async () => {
    const first = await createTestApp();
    await first.database.db.execute(sql`create function refuse_all() returns trigger language plpgsql as
      $$ begin raise exception 'refused'; end $$`);
    await first.database.db.execute(
      sql`create trigger refuse_all before insert on users for each row execute function refuse_all()`,
    );
    await first.close();
    const second = await createTestApp();
    try {
      expect(await rows(second.database.db, "select tgname from pg_trigger where not tgisinternal")).toEqual(
        [],
      );
    } finally {
      await second.close();
    }
  });

  it("a closed test app's database handle refuses work", async () => {
    const app = await createTestApp();
    const { db } = app.database;
    await app.close();
    await expect(db.select().from(users)).rejects.toThrow();
  });
});
