import { LOCALES, loaders } from "virtual:messages";
import type { MessageKey } from "@common/i18n/keys";
import { SOURCE_LOCALE } from "@common/i18n/keys";
import { type Message, type MessageValues, translateText } from "@common/i18n/message";
import { i18n } from "@lingui/core";
import type { ReactElement } from "react";

// English, the source language, comes with the code that uses it (scripts/vite-messages-plugin.ts): each message
// with the modules that name it. Another language loads as one chunk.
i18n.activate(SOURCE_LOCALE);

/** The language to show: the first of the browser's languages that the catalogue has. */
export function pickLocale(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const found = LOCALES.find((l) => l.toLowerCase() === lower || l.toLowerCase() === lower.split("-")[0]);
    if (found) return found;
  }
  return SOURCE_LOCALE;
}

const STORED = "nyumba.locale";
let current = SOURCE_LOCALE;
const listeners = new Set<() => void>();
const loaded = new Map<string, Promise<void>>();

/** The language chosen in this browser (the switch), if any. */
function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORED);
  } catch {
    return null;
  }
}

let pinned: string | null = null;
/**
 * The build's prerender (app/prerender.tsx) renders each language in turn in Node, whose own `navigator` (Node 21
 * and later) would say English: the language it renders is the one every page asks for.
 */
export function pinLocale(locale: string): void {
  pinned = locale;
}

/** The language to show: the one chosen in this browser, else the browser's own if we have it. */
export function preferredLocale(): string {
  if (pinned) return pinned;
  const chosen = storedLocale();
  return chosen && (chosen === SOURCE_LOCALE || chosen in loaders) ? chosen : pickLocale(navigator.languages);
}

export const currentLocale = (): string => current;

/** Calls `listener` whenever the language changes (the app re-renders in it). */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads and activates a language (one lazy chunk each; English needs nothing) and sets `<html lang>`. Pages wait
 * for it; a failed load (a dropped connection) is tried again on the next call.
 */
export function loadLocale(locale: string = preferredLocale()): Promise<void> {
  const loader = loaders[locale];
  if (!loader) {
    activate(SOURCE_LOCALE);
    return Promise.resolve();
  }
  let loading = loaded.get(locale);
  if (!loading) {
    loading = loader().then(({ default: messages }) => i18n.load(locale, messages));
    loading.catch(() => loaded.delete(locale));
    loaded.set(locale, loading);
  }
  return loading.then(() => activate(locale));
}

function activate(locale: string): void {
  if (locale === current) return;
  i18n.activate(locale);
  current = locale;
  if (typeof document !== "undefined") document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The language switch: remembered in this browser, then shown at once. */
export function switchLocale(locale: string): Promise<void> {
  try {
    localStorage.setItem(STORED, locale);
  } catch {
    // Storage refused (private mode): the choice lasts this visit.
  }
  return loadLocale(locale);
}

/** A catalogue message in the reader's language. */
export function t(key: MessageKey, values?: MessageValues): Message {
  return i18n._(key, values) as Message;
}

/**
 * A message made by `msg()` (a zod schema's message, say) in the reader's language, with `extra` values such as
 * the field's label; any other text as it is (the server's messages arrive already translated).
 */
export function translateMessage(text: Message, extra?: MessageValues): Message {
  return translateText(
    text,
    (key, values) => {
      const out = i18n._(key, values);
      return out === key ? undefined : out;
    },
    extra,
  ) as Message;
}

/**
 * What a heading's second line, a toast's or a dialog's description shows: a message, an element made of them, or
 * nothing.
 */
export type MessageNode = Message | ReactElement | null | undefined | false;

/**
 * The message a form library keeps as text for a field (react-hook-form's `message`, a zod issue's): a schema's
 * `msg()` or the server's words (applyFieldErrors), which the types cannot follow back to the catalogue.
 */
export function formMessage(error: { message?: string } | undefined): Message | undefined {
  return error?.message ? (error.message as Message) : undefined;
}
