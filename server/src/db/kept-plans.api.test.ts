import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { conversationViewsOf } from "../modules/chat/queries/views";
import { listUnitRows } from "../modules/units/queries";
import { makeLeasedUnit } from "../test/lease-factories";
import { sharedTestApp } from "../test/shared-test-app";
import * as schema from "./schema";

/**
 * PostgreSQL plans a prepared statement for its first five runs' parameters, then keeps one plan for every run
 * after (a generic plan) unless that plan looks dearer than planning each run; planning a dashboard's statement
 * costs more than running it (bench/plan-cache.ts). A lease status or a chat kind sent as a parameter hid the
 * partial indexes from the kept plan (it cannot prove `status <> 'ended'` of `status in ($1, $2)`), so on real
 * data these statements were planned again at every run. On a test's few rows the planner would keep either plan,
 * so this looks at what the kept plan can use: with sequential scans off, the partial index.
 */
const t = sharedTestApp();

type Sent = { name: string; values: unknown[] };

describe.skipIf(process.env.TEST_DB !== "postgres")("kept plans of hot statements", () => {
  it("a member's conversations and a property's units can use their partial indexes", async () => {
    const { tenant, property } = await makeLeasedUnit(t.database.db);
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const connection = await pool.connect();
    const sent = new Map<string, Sent>();
    const query = connection.query;
    connection.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const q = args[0] as Partial<Sent> | string;
      if (typeof q === "object" && q.name)
        sent.set(q.name, { name: q.name, values: q.values ?? (args[1] as unknown[]) ?? [] });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      // One connection: the statements are prepared in this session, where EXPLAIN EXECUTE can see them.
      const db = drizzle(connection, { schema }) as unknown as typeof t.database.db;
      await conversationViewsOf(db, tenant.id, property.id, 20);
      await listUnitRows(db, property.id, "all");
      connection.query = query;
      await connection.query("set plan_cache_mode = force_generic_plan; set enable_seqscan = off");
      const keptPlan = async (name: string) => {
        const { values } = sent.get(name)!;
        const literals = values.map((v) =>
          typeof v === "number" ? String(v) : connection.escapeLiteral(String(v)),
        );
        const { rows } = await connection.query(
          `explain (format json) execute ${name}${literals.length ? `(${literals.join(", ")})` : ""}`,
        );
        return JSON.stringify(rows[0]["QUERY PLAN"]);
      };
      expect(await keptPlan("chat_member_conversations")).toContain(
        '"Index Name":"chat_conversations_community_key"',
      );
      expect(await keptPlan("units_of_property")).toContain('"Index Name":"leases_unit_current_key"');
    } finally {
      connection.query = query;
      connection.release(true);
    }
  });
});
