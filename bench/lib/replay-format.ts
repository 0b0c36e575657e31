// What bench/api-baseline.ts records of the app (bench/lib/replay-capture.ts) and the baseline server
// (bench/lib/replay-server.ts) sends again: per request (a session and a URL), the statements the app sent to
// PostgreSQL, each with the statement whose answer it waited for.
import { createHash } from "node:crypto";

export interface ReplayStatement {
  /** Index into Replay.texts. */
  text: number;
  params: unknown[];
  /** The app's prepared-statement name, when it names the statement. */
  name?: string;
  rowMode?: string;
  /** The statement (index in the request's list) after whose answer the app sent this one; -1: at once. */
  after: number;
}

export interface Replay {
  texts: string[];
  /** By replayKey(session token, URL). */
  requests: Record<string, ReplayStatement[]>;
}

export const replayKey = (token: string | undefined, url: string) =>
  `${token ? createHash("sha256").update(token).digest("hex") : "-"} ${url}`;
