import type { DbOrTx } from "./client";

/**
 * A hot statement built once per database object: `build` returns drizzle's `.prepare(name)` of it (with
 * `sql.placeholder`s), so drizzle builds its text once and node-postgres names it, which has PostgreSQL parse and
 * plan it once per pooled connection. drizzle binds a prepared statement to the object it was prepared on: called
 * with a transaction, the statement is built on that transaction (its connection), never taken from the root db.
 * The queries stay plain functions of `db`: `const [row] = await currentUser(db).execute({ userId })`.
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
