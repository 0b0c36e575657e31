import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import { describeDevice } from "../../../platform/auth/device";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import { deleteSessionsOf } from "../../auth";
import { deleteSessionOf, liveSessionsOf } from "../queries/security";

/** Closes the sockets of ended sessions, on every instance. */
export const closeSockets = (deps: AppDeps, hashes: string[]) =>
  Promise.all(hashes.map((hash) => deps.realtime.endSession(hash)));

/** GET /api/account/sessions: where the account is signed in; the caller's own session marked. */
export async function listSessions(deps: AppDeps, caller: SessionUser, currentHash: string | null) {
  const rows = await liveSessionsOf(deps.db, caller.id);
  return {
    items: rows.map((r) => {
      const device = describeDevice(r.userAgent);
      return {
        id: r.publicId,
        browser: device?.browser ?? null,
        os: device?.os ?? null,
        ip: r.ip,
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.tokenHash === currentHash,
      };
    }),
  };
}

/** DELETE /api/account/sessions/{id}: one of the account's own sessions; anyone else's id is a 404. */
export async function endOneSession(deps: AppDeps, caller: SessionUser, publicId: string) {
  const hash = await deleteSessionOf(deps.db, caller.id, publicId);
  if (!hash) throw notFound(msg("account.sessionNotFound"));
  await closeSockets(deps, [hash]);
  return { ended: 1 };
}

/** POST /api/account/sessions/end-others: every session but the caller's own. */
export async function endOtherSessions(deps: AppDeps, caller: SessionUser, currentHash: string) {
  const hashes = await deleteSessionsOf(deps.db, caller.id, currentHash);
  await closeSockets(deps, hashes);
  return { ended: hashes.length };
}
