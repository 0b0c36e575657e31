// `npm start`: builds the client and server when their sources are newer than the build, then runs the server.
import { buildIfStale } from "./build-if-stale.mjs";

try {
  buildIfStale();
} catch (e) {
  console.error(e.message);
  process.exit(e.exitCode ?? 1);
}

await import(new URL("../dist/server/main.js", import.meta.url).href);
