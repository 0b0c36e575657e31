import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A demo visitor's private copy of the demo portfolio (docs/decisions/0013). Its users carry its id
 * (users.demo_world_id, cascading); the browser holds a random token whose SHA-256 is stored here.
 */
export const demoWorlds = pgTable(
  "demo_worlds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    /** Who asked for it, for the per-IP limit on new worlds. */
    createdIp: text("created_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("demo_worlds_expires_idx").on(t.expiresAt),
    index("demo_worlds_ip_idx").on(t.createdIp, t.createdAt),
  ],
);
