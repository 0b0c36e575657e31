// Drops every database whose name starts with a prefix: `node drop-test-databases.mjs <admin url> <prefix>`.
// A separate process so that the test run can call it synchronously, even from its `exit` handler.
import pg from "pg";

const [adminUrl, prefix] = process.argv.slice(2);
if (!adminUrl || !prefix?.startsWith("nyumba_")) {
  console.error("usage: node drop-test-databases.mjs <admin url> <nyumba_ prefix>");
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  const { rows } = await client.query("select datname from pg_database where starts_with(datname, $1)", [
    prefix,
  ]);
  for (const { datname } of rows) {
    await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  }
} finally {
  await client.end();
}
