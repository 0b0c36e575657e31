// Records what the app sends to PostgreSQL for each request bench/api-baseline.ts measures (bench/lib/replay-format.ts):
// the built app runs with bench/lib/statement-capture.mjs loaded, one request at a time.
import { closeSync, fstatSync, openSync, readSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { ENDPOINTS } from "./endpoints";
import { type Replay, type ReplayStatement, replayKey } from "./replay-format";
import { ROOT, type Role, startApp, steadyState, type UserSample, waitForJobs } from "./scale-app";

/** Each role's users the baseline comparison calls (wrk draws from these only, for both servers alike). */
export const SAMPLES: Record<Role, UserSample> = {
  tenant: { users: 300, stride: 333 },
  landlord: { users: 300, stride: 16 },
  public: { users: 1, stride: 1 },
};

/** A sampled user's session token and the URLs they call for `path` ({property}: each of their two). */
function requestsOf(role: Role, path: string, n: number): { token?: string; url: string }[] {
  if (role === "public") return [{ url: path }];
  const token = `bench-${role}-${n}`;
  if (!path.includes("{property}")) return [{ token, url: path }];
  return [1, 2].map((k) => ({ token, url: path.replace("{property}", String((n - 1) * 2 + k)) }));
}

interface Captured {
  capture: string;
  text: string;
  params: unknown[];
  name?: string;
  rowMode?: string;
  start: number;
  end: number;
}

/** The statements of one request in the order sent, each after the latest answer that came before it. */
function ordered(captured: Captured[], texts: Map<string, number>): ReplayStatement[] {
  const list = captured.toSorted((a, b) => a.start - b.start);
  return list.map((s) => {
    let after = -1;
    list.forEach((p, i) => {
      if (p.end <= s.start && (after === -1 || p.end > list[after]!.end)) after = i;
    });
    if (!texts.has(s.text)) texts.set(s.text, texts.size);
    return { text: texts.get(s.text)!, params: s.params, name: s.name, rowMode: s.rowMode, after };
  });
}

/**
 * Runs the built app with the capture loaded, brings the data to its steady state, and calls every selected
 * endpoint as every sampled user twice, one request at a time: the second call's statements are kept (the first
 * may make a one-off write, such as a chat room a property does not have yet).
 */
export async function captureReplay(endpoints: typeof ENDPOINTS): Promise<Replay> {
  const file = join(ROOT, "bench/results/statements.jsonl");
  rmSync(file, { force: true });
  const app = await startApp(
    "bench/results/api-baseline-capture.log",
    ["--import", join(ROOT, "bench/lib/statement-capture.mjs")],
    { STATEMENT_CAPTURE_FILE: file },
  );
  const texts = new Map<string, number>();
  const requests: Replay["requests"] = {};
  let captures = 0;
  let fd = -1;
  try {
    await waitForJobs();
    await steadyState();
    fd = openSync(file, "a+");
    let offset = fstatSync(fd).size;
    const newLines = (): Captured[] => {
      const size = fstatSync(fd).size;
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      return buffer
        .toString("utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    };
    for (const [role, path] of endpoints)
      for (let k = 1; k <= SAMPLES[role].users; k++)
        for (const { token, url } of requestsOf(role, path, k * SAMPLES[role].stride)) {
          for (let call = 0; call < 2; call++) {
            const capture = String(++captures);
            const res = await fetch(app.base + url, {
              headers: { "x-capture": capture, ...(token ? { cookie: `nyumba_session=${token}` } : {}) },
            });
            await res.arrayBuffer();
            if (!res.ok) throw new Error(`capture: GET ${url} as ${token}: ${res.status}`);
            const lines = newLines().filter((line) => line.capture === capture);
            if (call === 1) requests[replayKey(token, url)] = ordered(lines, texts);
          }
        }
  } finally {
    if (fd !== -1) closeSync(fd);
    app.process.kill("SIGTERM");
  }
  return { texts: [...texts.keys()], requests };
}
