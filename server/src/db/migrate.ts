import { join } from "node:path";
import { projectRoot } from "../platform/paths";
import type { Database } from "./client";

/** Applies the committed drizzle-kit migrations (the same files for PGlite and PostgreSQL). */
export async function migrate(database: Database): Promise<void> {
  const migrationsFolder = join(projectRoot(), "db", "migrations");
  if (database.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite driver shares the query builder with node-postgres
    await run(database.db as any, { migrationsFolder });
  } else {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(database.db, { migrationsFolder });
  }
}
