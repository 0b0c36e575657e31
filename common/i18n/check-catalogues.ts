import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { SOURCE_LOCALE } from "./keys.ts";
import { readCatalogues } from "./read-catalogues.ts";

/** The placeholders a message uses ({name}, {count, plural, ...}), sorted. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const t of tokens) {
      if (!Array.isArray(t)) continue;
      names.add(String(t[0]));
      const choices = t[2];
      if (choices && typeof choices === "object")
        for (const c of Object.values(choices)) if (Array.isArray(c)) walk(c);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}

/**
 * Node only (tests): what is wrong with the catalogues in `dir`: a message that is not valid ICU, a translated key
 * that English does not have, a translation whose placeholders differ from the English message's.
 */
export function checkCatalogues(dir: string): string[] {
  const problems: string[] = [];
  const { locales, messages } = readCatalogues(dir);
  const source = messages[SOURCE_LOCALE]!;
  for (const locale of locales) {
    const folder = join(dir, locale);
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".json"))) {
      const own = JSON.parse(readFileSync(join(folder, file), "utf8")) as Record<string, string>;
      for (const [k, text] of Object.entries(own)) {
        const key = `${file.slice(0, -5)}.${k}`;
        try {
          compileMessageOrThrow(text);
        } catch (e) {
          problems.push(`${locale} ${key}: not valid ICU (${(e as Error).message.split("\n")[0]})`);
          continue;
        }
        if (locale === SOURCE_LOCALE) continue;
        const english = source[key];
        if (english === undefined) problems.push(`${locale} ${key}: no such English key`);
        else if (placeholders(text).join() !== placeholders(english).join())
          problems.push(`${locale} ${key}: placeholders differ from English`);
      }
    }
  }
  return problems;
}

/** Node only (tests): every English key a language has no message for, as `locale domain.key`. */
export function missingTranslations(dir: string): string[] {
  const { locales, messages } = readCatalogues(dir);
  const source = messages[SOURCE_LOCALE]!;
  const missing: string[] = [];
  for (const locale of locales) {
    if (locale === SOURCE_LOCALE) continue;
    const own = new Set<string>();
    for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith(".json"))) {
      const keys = Object.keys(JSON.parse(readFileSync(join(dir, locale, file), "utf8")) as object);
      for (const k of keys) own.add(`${file.slice(0, -5)}.${k}`);
    }
    for (const key of Object.keys(source)) if (!own.has(key)) missing.push(`${locale} ${key}`);
  }
  return missing;
}
