// Drops every database whose name starts with a prefix: `node drop-test-databases.mjs <admin url> <prefix>`.
// A separate process so that the test run can call it synchronously, even from its `exit` handler.
import pg from "pg";

const [adminUrl, prefix] = process.argv.slice(2);
if (!adminUrl || !prefix?.startsWith("nyumba_")) {
  console.error("usage: node drop-test-databases.mjs <admin url> <nyumba_ prefix>");
  process.exit(2);
}

async function connected(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const names = await connected(async (c) => {
  const { rows } = await c.query("select datname from pg_database where starts_with(datname, $1)", [prefix]);
  return rows.map((r) => r.datname);
});
// Several at once: each DROP DATABASE waits for a checkpoint, and concurrent ones share it.
const lanes = Array.from({ length: Math.min(8, names.length) }, () =>
  connected(async (c) => {
    for (let name = names.pop(); name; name = names.pop()) {
      await c.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    }
  }),
);
await Promise.all(lanes);
