import { LANGUAGES, type Language } from "@common/languages";
import type { CurrentUser } from "@common/schemas/auth";
import type { QueryClient } from "@tanstack/react-query";
import { call } from "./api";
import { CURRENT_USER_KEY } from "./auth";

// A language chosen while signed in is saved on the account. Until the server has it (the request still on its way
// when the person leaves the page, or offline), it is kept here with the account's id, so that the account's old
// language, written into the next page, does not switch the screen back: that page sends it again instead.
const UNSAVED = "nyumba.locale.unsaved";

interface Unsaved {
  userId: string;
  locale: Language;
}

function readUnsaved(): Unsaved | null {
  try {
    const value = JSON.parse(localStorage.getItem(UNSAVED) ?? "null") as Partial<Unsaved> | null;
    if (typeof value?.userId !== "string" || !LANGUAGES.includes(value.locale as Language)) return null;
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

/** The language this account chose in this browser that the server has not confirmed yet, if any. */
export function unsavedAccountLanguage(userId: string): Language | null {
  const unsaved = readUnsaved();
  return unsaved?.userId === userId ? unsaved.locale : null;
}

/** Puts `locale` on the signed-in account: at once in the app's copy, then on the server (kept until it answers). */
export function saveAccountLanguage(queryClient: QueryClient, userId: string, locale: Language): void {
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (u) => (u ? { ...u, locale } : u));
  writeUnsaved({ userId, locale });
  // keepalive: a page left at once (a link, a reload) does not cancel the save.
  call("profile.setLanguage", { body: { locale } }, { keepalive: true })
    .then(() => {
      const unsaved = readUnsaved();
      if (unsaved?.userId === userId && unsaved.locale === locale) writeUnsaved(null);
    })
    .catch(() => {});
}
