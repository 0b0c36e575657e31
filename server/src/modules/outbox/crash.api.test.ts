import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { freePort, spawnBuiltApp, stopServer, waitForHealth } from "../../../../scripts/built-app.mjs";
import { openDatabase } from "../../db/client";
import { SESSION_COOKIE } from "../../platform/auth/cookies";
import { projectRoot } from "../../platform/paths";
import { insertSession } from "../../test/lease-factories";
import { messageFakes } from "../../test/message-fakes";
import { makeRentWorld } from "../../test/payment-factories";
import { postgresTestDatabase } from "../../test/postgres-template";

/**
 * Nothing a crash can lose (docs/decisions/0040): the real server, started as a child process on a database of its
 * own and pointed at local fakes of Africa's Talking and of an SMTP server, dies (SIGKILL, through the test-only
 * crash point `outbox-before-wake`) right after a cash payment's transaction commits and before the outbox is
 * woken. Started again on the same data, it sends the receipt's SMS and both emails. Where the messages were
 * queued after the commit, as they were before the outbox held emails too, they would be lost.
 */

const fakes = messageFakes();

/**
 * The server's own data folder, and its database: on PostgreSQL, or embedded in the folder, made from the run's
 * migrated template.
 */
async function serverDatabase() {
  const dataDir = await mkdtemp(join(tmpdir(), "nyumba-crash-"));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB === "postgres") {
    const { database, url, release } = await postgresTestDatabase();
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: url! };
    // Its pool may stay open beside the server's own: release() closes it and drops the database.
    const close = async () => {};
    return { db: database.db, env, close, release: () => Promise.all([release(), removeDir()]) };
  }
  const dump = new Blob([await readFile(inject("pgliteTemplate").empty)]);
  const database = await openDatabase({ kind: "pglite", dataDir, loadDataDir: dump });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  return { db: database.db, env, close: database.close, release: removeDir };
}

async function until(what: string, ok: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a crash between the commit and the send", () => {
  it("delays a receipt's SMS and emails until the server is back, and loses none", async () => {
    const database = await serverDatabase();
    const output: string[] = [];
    let server: ChildProcess | undefined;
    try {
      // Nothing due yet: no rent reminder (whose wake would be the crash point) when the jobs first run.
      const world = await makeRentWorld(database.db, { tenantPhone: "+256772400100", monthsDue: 0 });
      const token = await insertSession(database.db, world.landlord.id);
      await database.close();

      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const start = (env: Record<string, string>) => {
        const child = spawnBuiltApp({
          appDir: projectRoot(),
          port,
          dataDir: database.env.DATA_DIR!,
          fromSource: true,
          env: {
            ...database.env,
            ...fakes.env(),
            NODE_ENV: "test",
            HOST: "127.0.0.1",
            DEMO_MODE: "false",
            LOG_LEVEL: "warn",
            PUBLIC_URL: url,
            ...env,
          },
        });
        for (const stream of [child.stdout, child.stderr])
          stream?.on("data", (c: Buffer) => output.push(String(c)));
        return child;
      };

      server = start({ TEST_CRASH_AT: "outbox-before-wake" });
      await waitForHealth(`${url}/api/health`, server);
      const died = once(server, "exit");
      const paid = fetch(`${url}/api/landlord/payments/direct`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `${SESSION_COOKIE}=${token}`,
          origin: url,
          "idempotency-key": "crash-test-cash",
        },
        body: JSON.stringify({
          leaseId: world.lease.id,
          amount: 1_500_000,
          method: "cash",
          paidOn: kampalaToday(),
        }),
      });
      // The process dies after the commit, before it answers and before it sends anything.
      await expect(paid).rejects.toThrow();
      const [, signal] = await died;
      expect(signal).toBe("SIGKILL");
      expect(fakes.sms.sent).toEqual([]);
      expect(fakes.smtp.received).toEqual([]);

      // Back on the same data: what the commit queued goes out at start-up.
      server = start({});
      await waitForHealth(`${url}/api/health`, server);
      await until(
        "the receipt's SMS and emails",
        () => fakes.sms.sent.length >= 1 && fakes.smtp.received.length >= 2,
      );
      expect(fakes.sms.sent.map((m) => m.to)).toEqual([world.tenant.phone]);
      expect(fakes.sms.sent[0]!.message).toMatch(/^Nyumba receipt \S+: UGX 1,500,000 received\./);
      expect(fakes.smtp.received.map((m) => m.to[0]).sort()).toEqual(
        [world.landlord.email, world.tenant.email].sort(),
      );
      expect(fakes.smtp.received.find((m) => m.to[0] === world.tenant.email)!.subject).toMatch(
        /^Payment received — receipt \d+$/,
      );
      // Once each: the start-up round and the job do not send them again.
      await new Promise((r) => setTimeout(r, 500));
      expect([fakes.sms.sent.length, fakes.smtp.received.length]).toEqual([1, 2]);
    } catch (err) {
      console.error(output.join(""));
      throw err;
    } finally {
      if (server) await stopServer(server);
      await database.release();
    }
  }, 180_000);
});
