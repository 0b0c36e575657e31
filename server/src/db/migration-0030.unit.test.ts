import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../platform/paths";
import { openDatabase } from "./client";

/**
 * Migration 0030 (decision 0059) on a database with charges in it: every existing charge gets the source key the
 * sources now post it under, so the job that posts the same rent again adds nothing.
 */

const migrations = join(projectRoot(), "db", "migrations");
/** A copy of the migrations whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "nyumba-migrations-"));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e: { tag: string }) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("migration 0030: charges keyed by their source", () => {
  it("keys every existing charge as its source posts it, and a second post of the same rent adds nothing", async () => {
    const before = migrationsBefore("0030_tenancy_account_kinds");
    folders.push(before);
    const database = await openDatabase({ kind: "pglite" });
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite driver shares the query builder with node-postgres
    const db = database.db as any;
    const query = async (text: string) => (await database.db.execute(sql.raw(text))).rows;
    await migrate(db, { migrationsFolder: before });
    const arrange = `
      insert into users (id, role, first_name, last_name) values
        ('00000000-0000-4000-8000-000000000001', 'landlord', 'L', 'L'),
        ('00000000-0000-4000-8000-000000000002', 'tenant', 'T', 'T');
      insert into properties (id, landlord_id, name, location, property_type)
        values (1, '00000000-0000-4000-8000-000000000001', 'P', 'Kampala', 'apartment');
      insert into units (id, property_id, unit_number) values (1, 1, '1A');
      insert into leases (id, property_id, unit_id, start_date, monthly_rent, tenant_id)
        values ('00000000-0000-4000-8000-00000000000a', 1, 1, '2026-01-01', 500000,
          '00000000-0000-4000-8000-000000000002');
      insert into pets (id, tenant_id, lease_id, property_id, name) values ('00000000-0000-4000-8000-0000000000e1',
        '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000000a', 1, 'Simba');
      insert into charges (id, lease_id, property_id, kind, period, description, amount, currency, due_date, pet_id)
      values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', 1, 'rent', '2026-01',
          'Rent', 500000, 'UGX', '2026-01-01', null),
        ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-00000000000a', 1, 'pet_rent', '2026-01',
          'Pet', 20000, 'UGX', '2026-01-01', '00000000-0000-4000-8000-0000000000e1'),
        ('00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-00000000000a', 1, 'deposit', null,
          'Pet deposit', 50000, 'UGX', '2026-01-05', '00000000-0000-4000-8000-0000000000e1'),
        ('00000000-0000-4000-8000-0000000000c4', '00000000-0000-4000-8000-00000000000a', 1, 'fee', null,
          'Late fee', 10000, 'UGX', '2026-01-05', null);
    `;
    for (const statement of arrange.split(";").filter((s) => s.trim())) await query(statement);

    await migrate(db, { migrationsFolder: migrations });

    const rows = (await query("select id, kind, source_key from charges order by id")) as {
      kind: string;
      source_key: string;
    }[];
    expect(rows.map((r) => [r.kind, r.source_key])).toEqual([
      ["rent", "rent:2026-01"],
      ["pet_rent", "pet_rent:00000000-0000-4000-8000-0000000000e1:2026-01"],
      ["deposit", "deposit:00000000-0000-4000-8000-0000000000e1"],
      ["fee", "legacy:00000000-0000-4000-8000-0000000000c4"],
    ]);
    const again = await query(
      `insert into charges (lease_id, property_id, kind, source_key, period, description, amount, currency, due_date)
       values ('00000000-0000-4000-8000-00000000000a', 1, 'rent', 'rent:2026-01', '2026-01', 'Rent', 500000, 'UGX',
         '2026-01-01') on conflict (lease_id, source_key) do nothing returning id`,
    );
    expect(again).toEqual([]);
    await expect(
      query(
        `insert into charges (lease_id, property_id, kind, source_key, description, amount, currency, due_date)
         values ('00000000-0000-4000-8000-00000000000a', 1, 'bribe', 'x', 'x', 1, 'UGX', '2026-01-01')`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: "charges_kind_check" } });
    await expect(
      query(
        `insert into charges (lease_id, property_id, kind, source_key, description, amount, currency, due_date)
         values ('00000000-0000-4000-8000-00000000000a', 1, 'one_off', 'y', 'x', 0, 'UGX', '2026-01-01')`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: "charges_amount_positive" } });
    await database.close();
  }, 60_000);
});
