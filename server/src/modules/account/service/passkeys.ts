import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import { passkeyListOf, removePasskey, renamePasskey } from "../queries/security";

type Row = Awaited<ReturnType<typeof passkeyListOf>>[number];
const view = (r: Row) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});
const missing = () => notFound(msg("account.passkeyNotFound"));

export async function listPasskeys(deps: AppDeps, caller: SessionUser) {
  return { items: (await passkeyListOf(deps.db, caller.id)).map(view) };
}

export async function namePasskey(deps: AppDeps, caller: SessionUser, id: string, name: string) {
  const row = await renamePasskey(deps.db, caller.id, id, name);
  if (!row) throw missing();
  return view(row);
}

export async function dropPasskey(deps: AppDeps, caller: SessionUser, id: string) {
  if (!(await removePasskey(deps.db, caller.id, id))) throw missing();
  return { removed: true as const };
}
