// Run by the server in a child process on its first start on an embedded database folder (db/first-start.ts):
// creates the database, migrates it and seeds the demo with DEMO_MODE, then exits, taking that work's memory
// with it. Reports { seeded } to the parent.
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import type { PreparedDataDir } from "./db/first-start";
import { migrate } from "./db/migrate";
import { uploadsStorage } from "./platform/storage/local-disk";
import { seedIfEmpty } from "./seed";

const config = loadConfig();
const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
let seeded = false;
try {
  await migrate(database);
  if (config.demoMode) seeded = await seedIfEmpty(database.db, { storage: uploadsStorage(config) });
} finally {
  await database.close();
}
const report: PreparedDataDir = { seeded };
process.send!(report, () => process.exit(0));
