import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_TTL_DAYS } from "../../../../common/constants";
import type { Db, DbOrTx } from "../../db/client";
import { sessions, users } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { isPagePath } from "../http/static-client";
import { clearCookie, SESSION_COOKIE, setCookie } from "./cookies";
import { newToken, sha256 } from "./tokens";

export interface SessionUser {
  id: string;
  role: "tenant" | "landlord";
  /** The account's chosen language, when it has chosen one. */
  locale?: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** When the request's session ends (a socket opened with it closes then, unless it was extended). */
    sessionExpiresAt: Date | null;
  }
}

const DAY_MS = 86_400_000;
const LAST_SEEN_STEP_MS = 15 * 60_000;
const TTL_MS = SESSION_TTL_DAYS * DAY_MS;

/** Where a session comes from: the browser's user agent and the address (shown on the security page). */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

export const originOf = (req: FastifyRequest): SessionOrigin => ({
  userAgent: req.headers["user-agent"],
  ip: req.ip,
});

/** A new session for the user; `until` ends it sooner than the usual 30 days (a demo world's end). */
export async function startSession(
  deps: { db: DbOrTx; config: AppDeps["config"] },
  reply: FastifyReply,
  userId: string,
  from: SessionOrigin,
  until?: Date,
) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Math.min(Date.now() + TTL_MS, until?.getTime() ?? Number.POSITIVE_INFINITY));
  await deps.db.insert(sessions).values({
    tokenHash: hash,
    userId,
    expiresAt,
    userAgent: from.userAgent?.slice(0, 300),
    ip: from.ip?.slice(0, 64),
  });
  setCookie(reply, deps.config, SESSION_COOKIE, token, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
}

export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply) {
  if (req.sessionTokenHash) await db.delete(sessions).where(eq(sessions.tokenHash, req.sessionTokenHash));
  clearCookie(reply, SESSION_COOKIE);
}

/** A screen's HTML, which carries the signed-in user (platform/http/static-client.ts). */
const isPageRequest = (req: FastifyRequest) => req.method === "GET" && isPagePath(req.url.split("?")[0]!);

/** The socket's URL (platform/realtime/socket-server.ts), with or without a query. */
const isSocketUrl = (url: string) => url === "/ws" || url.startsWith("/ws?");

/** Resolves the session cookie on every API request and socket upgrade; the expiry slides forward at most once a day. */
export function registerSessions(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  app.decorateRequest("sessionExpiresAt", null);
  // Every API request runs this: built once and prepared (named) on each pooled connection.
  const sessionLookup = deps.db
    .select({
      id: users.id,
      role: users.role,
      locale: users.locale,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder("hash")), gt(sessions.expiresAt, sql.placeholder("now"))),
    )
    .limit(1)
    .prepare("session_lookup");
  app.addHook("onRequest", async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token || !(req.url.startsWith("/api/") || isSocketUrl(req.url) || isPageRequest(req))) return;
    const hash = sha256(token);
    const now = new Date();
    const [row] = await sessionLookup.execute({ hash, now });
    if (!row) {
      clearCookie(reply, SESSION_COOKIE);
      return;
    }
    req.user = { id: row.id, role: row.role, locale: row.locale };
    req.sessionTokenHash = hash;
    req.sessionExpiresAt = row.expiresAt;
    const idle = now.getTime() - row.lastSeenAt.getTime();
    if (idle > DAY_MS) {
      req.sessionExpiresAt = new Date(now.getTime() + TTL_MS);
      await deps.db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: req.sessionExpiresAt })
        .where(eq(sessions.tokenHash, hash));
      setCookie(reply, deps.config, SESSION_COOKIE, token, TTL_MS / 1000);
    } else if (idle > LAST_SEEN_STEP_MS) {
      // 'Last seen' on the security page, to the quarter hour: one write per session at most that often.
      await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
    }
  });
}

/** When the session ends now (it may have been extended since a socket opened with it), or null if it has. */
export async function sessionExpiresAt(db: Db, hash: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.expiresAt ?? null;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
