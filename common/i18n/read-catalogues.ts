import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SOURCE_LOCALE } from "./keys.ts";

/** A language's messages by catalogue key (`<file>.<key>`), as ICU MessageFormat text. */
export type LocaleMessages = Record<string, string>;

export interface Catalogues {
  /** The source language first, then the others in folder order. */
  locales: string[];
  messages: Record<string, LocaleMessages>;
  /** Every catalogue file read (the client build watches them). */
  files: string[];
}

const LOCALE_FOLDER = /^[a-z]{2,3}(-[A-Z]{2})?$/;
const DOMAIN_FILE = /^([a-z][a-z0-9-]*)\.json$/;

/**
 * Node only (the server and the client build): reads locales/<locale>/<domain>.json. A language's missing keys
 * fall back to the source language's, so a partial translation never shows a raw key. A new language is a new
 * folder: no code changes.
 */
export function readCatalogues(dir: string): Catalogues {
  const files: string[] = [];
  const read = (locale: string): LocaleMessages => {
    const out: LocaleMessages = {};
    const folder = join(dir, locale);
    for (const name of readdirSync(folder).sort()) {
      const domain = DOMAIN_FILE.exec(name)?.[1];
      if (!domain) continue;
      const file = join(folder, name);
      files.push(file);
      const entries = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      for (const [key, text] of Object.entries(entries)) {
        if (typeof text !== "string") throw new Error(`${file}: "${key}" is not a string`);
        out[`${domain}.${key}`] = text;
      }
    }
    return out;
  };
  if (!existsSync(join(dir, SOURCE_LOCALE))) throw new Error(`no ${SOURCE_LOCALE} catalogue in ${dir}`);
  const others = readdirSync(dir)
    .filter((l) => l !== SOURCE_LOCALE && LOCALE_FOLDER.test(l))
    .sort();
  const source = read(SOURCE_LOCALE);
  const messages: Record<string, LocaleMessages> = { [SOURCE_LOCALE]: source };
  for (const locale of others) messages[locale] = { ...source, ...read(locale) };
  return { locales: [SOURCE_LOCALE, ...others], messages, files };
}
