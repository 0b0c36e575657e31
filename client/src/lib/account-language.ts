import { LANGUAGES, type Language } from "@common/languages";
import type { CurrentUser } from "@common/schemas/auth";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, call } from "./api";
import { CURRENT_USER_KEY } from "./auth";

// A language chosen while signed in is saved on the account. Until the server has it (the request still on its way
// when the person leaves the page, or offline), it is kept here with the account's id and the account's language
// it replaced, so that this old language, written into the next page, does not switch the screen back: that page
// sends the choice again instead. Any other language on the account (chosen since on another device) wins.
const UNSAVED = "nyumba.locale.unsaved";

interface Unsaved {
  userId: string;
  locale: Language;
  /** The account's language when the choice was made (null: none). */
  from: string | null;
}

function readUnsaved(): Unsaved | null {
  try {
    const value = JSON.parse(localStorage.getItem(UNSAVED) ?? "null") as Partial<Unsaved> | null;
    if (typeof value?.userId !== "string" || !LANGUAGES.includes(value.locale as Language)) return null;
    if (value.from !== null && typeof value.from !== "string") return null;
    return value as Unsaved;
  } catch {
    return null;
  }
}

function writeUnsaved(value: Unsaved | null): void {
  try {
    if (value) localStorage.setItem(UNSAVED, JSON.stringify(value));
    else localStorage.removeItem(UNSAVED);
  } catch {
    // Storage refused (private mode): the request alone carries the choice.
  }
}

/**
 * The language this account chose in this browser that the server has not confirmed, when the account (as the
 * page knows it: `accountLocale`) still has the one it replaced. When the account has the choice itself, the
 * note waits (the page's copy may be ahead of the server); when it has a third language (chosen since on another
 * device), the note is forgotten.
 */
export function unsavedAccountLanguage(userId: string, accountLocale: string | null): Language | null {
  const unsaved = readUnsaved();
  if (unsaved?.userId !== userId || unsaved.locale === accountLocale) return null;
  if (unsaved.from === accountLocale) return unsaved.locale;
  writeUnsaved(null);
  return null;
}

/**
 * Puts `locale` on the signed-in account: at once in the app's copy, then on the server (kept until it answers).
 * Resolves once the server answered or the request failed.
 */
export function saveAccountLanguage(
  queryClient: QueryClient,
  userId: string,
  locale: Language,
): Promise<void> {
  let from: string | null = null;
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (u) => {
    from = u?.locale ?? null;
    return u ? { ...u, locale } : u;
  });
  const earlier = readUnsaved();
  // While an earlier choice is unconfirmed, the server may still have what that one replaced.
  if (earlier?.userId === userId) from = earlier.from;
  writeUnsaved({ userId, locale, from });
  const settled = () => {
    const unsaved = readUnsaved();
    if (unsaved?.userId === userId && unsaved.locale === locale) writeUnsaved(null);
  };
  // keepalive: a page left at once (a link, a reload) does not cancel the save. An answer of the server, even a
  // refusal, settles it; only a request that never arrived (offline) is tried again by the next page.
  return call("profile.setLanguage", { body: { locale } }, { keepalive: true })
    .then(settled)
    .catch((e: unknown) => {
      if (e instanceof ApiError && e.status > 0) settled();
    });
}
