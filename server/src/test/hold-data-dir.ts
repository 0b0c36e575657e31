/**
 * Run as its own process by data-dir-lock.unit.test.ts: opens embedded PGlite on the folder given as the first
 * argument (which takes the folder's lock), says `locked <pid>` on stdout, and waits to be killed.
 */
import { openDatabase } from "../db/client";

const dir = process.argv[2];
if (!dir) throw new Error("usage: hold-data-dir.ts <folder>");
await openDatabase({ kind: "pglite", dataDir: dir });
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => {}, 60_000);
