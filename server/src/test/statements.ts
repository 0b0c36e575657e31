import type { Db } from "../db/client";

/** A statement as the driver was sent it; `name` when it is prepared. */
export interface SentStatement {
  text: string;
  name?: string;
}

/** The statements sent to the driver (a pg Pool or PGlite) while `run` runs, in order. */
export async function statementsDuring(db: Db, run: () => Promise<unknown>): Promise<SentStatement[]> {
  const driver = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = driver.query;
  const sent: SentStatement[] = [];
  driver.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | SentStatement;
    sent.push(typeof q === "string" ? { text: q } : { text: q.text, name: q.name });
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    driver.query = query;
  }
  return sent;
}
