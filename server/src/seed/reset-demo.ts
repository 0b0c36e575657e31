// `npm run db:reset-demo`: puts the demo accounts and their data back as seeded; real accounts are untouched.
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { uploadsStorage } from "../platform/storage/local-disk";
import { resetDemo } from "./index";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir },
);
await migrate(database);
await resetDemo(database.db, { storage: uploadsStorage(config) });
await database.close();
console.log("Demo data reset.");
