// The minimal server bench/api-baseline.ts measures the app against: Fastify and a node-postgres Pool of 10, no
// ORM, no validation, no plugins. For each request it finds the statements the app sent for the same session and
// URL (bench/lib/replay.ts, REPLAY_FILE) and sends them with the same parameters and the same round trips: a
// statement goes when the one it waited for in the app has its answer, so what ran at once in the app runs at
// once here. It replies with the rows of every statement as JSON. A statement is named (prepared once per
// connection) when the app named it; BASELINE_PREPARED=1 names every statement (what preparing all would buy).
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import pg from "pg";
import { type Replay, type ReplayStatement, replayKey } from "./replay-format";

const replay: Replay = JSON.parse(readFileSync(process.env.REPLAY_FILE!, "utf8"));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const prepareAll = process.env.BASELINE_PREPARED === "1";

const run = (s: ReplayStatement) =>
  pool.query({
    text: replay.texts[s.text]!,
    values: s.params,
    name: s.name ?? (prepareAll ? `replay_${s.text}` : undefined),
    ...(s.rowMode === "array" ? { rowMode: "array" as const } : {}),
  });

const app = Fastify();

app.get("/api/health", async () => ({ ok: true }));

app.get("/*", async (req, reply) => {
  const token = /(?:^|;\s*)nyumba_session=([^;]*)/.exec(req.headers.cookie ?? "")?.[1];
  const statements = replay.requests[replayKey(token, req.url)];
  if (!statements) return reply.code(404).send({ message: "not captured" });
  const answers: Promise<pg.QueryResult>[] = [];
  for (const s of statements) answers.push(s.after === -1 ? run(s) : answers[s.after]!.then(() => run(s)));
  return (await Promise.all(answers)).map((r) => r.rows);
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? "127.0.0.1" });
// A clean exit on SIGTERM, so that node --cpu-prof writes its profile.
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
