// How long a visitor waits for their demo world (docs/decisions/0013): createDemoWorld on embedded PGlite, as
// `npm start` runs it, after the template is seeded with its photos. Reports the median, p95 and slowest of the
// first worlds and of worlds created once many exist, then how long the clean-up takes to delete them all.
//
//   npx tsx bench/demo-world.ts [worlds=200]
import { count, isNotNull } from "drizzle-orm";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { users } from "../server/src/db/schema";
import { createMemoryStorage } from "../server/src/platform/storage/storage";
import { seedDemo } from "../server/src/seed/index";
import { createDemoWorld, deleteDemoWorlds } from "../server/src/seed/worlds";

const WORLDS = Number(process.argv[2] ?? 200);
const SAMPLE = 20;

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(0);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${s.at(-1)!.toFixed(0)} ms`;
};

const database = await openDatabase({ kind: "pglite" });
try {
  await migrate(database);
  const storage = createMemoryStorage();
  let started = performance.now();
  await database.db.transaction((tx) => seedDemo(tx, { storage }));
  console.log(
    `template (with its four photos drawn and stored): ${(performance.now() - started).toFixed(0)} ms`,
  );

  const times: number[] = [];
  for (let i = 0; i < WORLDS; i++) {
    started = performance.now();
    await createDemoWorld(database.db, { ip: `10.0.${Math.floor(i / 250)}.${i % 250}`, storage });
    times.push(performance.now() - started);
  }
  const [accounts] = await database.db.select({ n: count() }).from(users).where(isNotNull(users.demoWorldId));
  console.log(`createDemoWorld, worlds 1-${SAMPLE}: ${stats(times.slice(0, SAMPLE))}`);
  console.log(`createDemoWorld, worlds ${WORLDS - SAMPLE + 1}-${WORLDS}: ${stats(times.slice(-SAMPLE))}`);
  console.log(`${WORLDS} worlds, ${accounts!.n} demo accounts in them`);

  started = performance.now();
  const deleted = await deleteDemoWorlds(database.db, storage);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `deleteDemoWorlds: ${deleted} worlds in ${seconds.toFixed(1)} s (${((seconds * 1000) / deleted).toFixed(0)} ms per world, batches of 20)`,
  );
} finally {
  await database.close();
}
