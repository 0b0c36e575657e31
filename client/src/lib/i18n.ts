import { LOCALES, loaders } from "virtual:messages";
import type { MessageKey } from "@common/i18n/keys";
import { SOURCE_LOCALE } from "@common/i18n/keys";
import { type MessageValues, translateText } from "@common/i18n/message";
import { i18n } from "@lingui/core";

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

let loading: Promise<void> | undefined;

/**
 * Loads and activates a language other than English (one lazy chunk each; English needs nothing). Pages wait for
 * it; a failed load (a dropped connection) is tried again on the next call.
 */
export function loadLocale(locale: string = pickLocale(navigator.languages)): Promise<void> {
  const loader = loaders[locale];
  if (!loader) return Promise.resolve();
  loading ??= loader()
    .then(({ default: messages }) => {
      i18n.load(locale, messages);
      i18n.activate(locale);
      document.documentElement.lang = locale;
    })
    .catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
  return loading;
}

/** A catalogue message in the reader's language. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/**
 * A message made by `msg()` (a zod schema's message, say) in the reader's language, with `extra` values such as
 * the field's label; any other text as it is (the server's messages arrive already translated).
 */
export function translateMessage(text: string, extra?: MessageValues): string {
  return translateText(
    text,
    (key, values) => {
      const out = i18n._(key, values);
      return out === key ? undefined : out;
    },
    extra,
  );
}
