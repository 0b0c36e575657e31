import { DEFAULT_BLOCKED_WORDS } from "../../../../../common/schemas/marketplace";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { normalizeBlockedWords } from "../blocked-words";
import { blockedWordsOf, saveBlockedWords } from "../queries";

/** GET /api/marketplace/blocked-words: the landlord's list, or the defaults until they save one. */
export async function getBlockedWords(deps: AppDeps, landlord: SessionUser) {
  const words = await blockedWordsOf(deps.db, landlord.id);
  return { words: words ?? [...DEFAULT_BLOCKED_WORDS], isDefault: words === undefined };
}

/** PUT /api/marketplace/blocked-words: replaces the landlord's list (an empty list flags nothing). */
export async function putBlockedWords(deps: AppDeps, landlord: SessionUser, words: string[]) {
  await saveBlockedWords(deps.db, landlord.id, normalizeBlockedWords(words));
  return getBlockedWords(deps, landlord);
}
