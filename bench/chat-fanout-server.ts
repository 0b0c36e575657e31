// One instance of the app for bench/chat-fanout.ts (started by it, one process per instance): the built app's
// buildApp on DATABASE_URL, with a RedisRealtime when REDIS_URL is set, listening on PORT. It tells its parent
// "ready" over IPC and answers "memory" with its heap and RSS after a full garbage collection (run with
// --expose-gc). With BENCH_HANDLER=1 it registers the bench's stand-in for the chat module: every socket joins
// the property topic, and a `chat_message` frame is published there as a `new_chat_message` event.
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { RedisRealtime } from "../server/src/platform/realtime/redis";

export const BENCH_TOPIC = "property:bench";

const config = loadConfig();
const database = await openDatabase({ kind: "postgres", url: config.databaseUrl! });
const realtime = config.redis ? await RedisRealtime.connect(config.redis) : undefined;
const app = await buildApp({ config, db: database.db, realtime, logger: false });

if (process.env.BENCH_HANDLER === "1") {
  let seq = 0;
  app.deps.realtime.onConnect((conn) => conn.subscribe(BENCH_TOPIC));
  app.deps.realtime.onFrame("chat_message", async (conn, frame) => {
    seq += 1;
    await app.deps.realtime.publish(
      BENCH_TOPIC,
      {
        type: "new_chat_message",
        message: {
          id: crypto.randomUUID(),
          conversationId: "00000000-0000-4000-8000-000000000000",
          seq,
          senderId: conn.user.id,
          propertyId: 1,
          content: frame.content,
          removed: false,
          createdAt: new Date().toISOString(),
          sender: {
            id: conn.user.id,
            firstName: "Amina",
            lastName: "Nakitto",
            profileImageUrl: null,
            unit: "1A",
            role: conn.user.role,
          },
          clientId: frame.clientId ?? null,
        },
      },
      { from: conn.user.id },
    );
  });
}

await app.listen({ port: config.port, host: "127.0.0.1" });

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    external: m.external,
    connections: app.deps.realtime.stats().connections,
  };
}
process.on("message", (m) => {
  if (m === "memory") process.send?.({ memory: memory() });
  if (m === "stop")
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
});
process.send?.("ready");
