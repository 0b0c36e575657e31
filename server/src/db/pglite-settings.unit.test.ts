import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("embedded PGlite's settings (docs/decisions/0028)", () => {
  it("runs with 16 MB of shared buffers, and the rest of PGlite's defaults", async () => {
    const database = await openDatabase({ kind: "pglite" });
    try {
      const r = await database.db.execute(
        sql`select current_setting('shared_buffers') as shared_buffers,
                   current_setting('search_path') as search_path,
                   current_setting('max_parallel_workers') as max_parallel_workers`,
      );
      expect(r.rows[0]).toEqual({ shared_buffers: "16MB", search_path: "public", max_parallel_workers: "0" });
    } finally {
      await database.close();
    }
  });
});
