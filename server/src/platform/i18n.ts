import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { FastifyRequest } from "fastify";
import type { MessageKey } from "../../../common/i18n/keys";
import { SOURCE_LOCALE } from "../../../common/i18n/keys";
import { type MessageValues, translateText } from "../../../common/i18n/message";
import { readCatalogues } from "../../../common/i18n/read-catalogues";
import { projectRoot } from "./paths";

/** Puts catalogue messages into words in one language. */
export interface Translator {
  locale: string;
  t(key: MessageKey, values?: MessageValues): string;
  /** A message made by `msg()` in that language; any other text as it is (a literal not yet in the catalogue). */
  text(message: string, extra?: MessageValues): string;
}

let translators: Map<string, Translator> | undefined;

/** Beside the built server (scripts/build-server.mjs copies them), else the sources'. */
function cataloguesDir(): string {
  const built = fileURLToPath(new URL("./locales", import.meta.url));
  return existsSync(built) ? built : join(projectRoot(), "common", "i18n", "locales");
}

function load(): Map<string, Translator> {
  const { locales, messages } = readCatalogues(cataloguesDir());
  const map = new Map<string, Translator>();
  for (const locale of locales) {
    const catalogue = messages[locale]!;
    const compiled = Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, compileMessage(v)]));
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: compiled } });
    const has = (key: string) => Object.hasOwn(catalogue, key);
    map.set(locale, {
      locale,
      t: (key, values) => i18n._(key, values),
      text: (message, extra) =>
        translateText(message, (key, values) => (has(key) ? i18n._(key, values) : undefined), extra),
    });
  }
  return map;
}

/** Reads and compiles every catalogue now: a missing or broken one stops the start, not a request. */
export function loadCatalogues(): void {
  translators ??= load();
}

/** The languages the catalogue has, the source language first. */
export function availableLocales(): string[] {
  translators ??= load();
  return [...translators.keys()];
}

export function translator(locale: string = SOURCE_LOCALE): Translator {
  translators ??= load();
  return translators.get(locale) ?? translators.get(SOURCE_LOCALE)!;
}

const MAX_ACCEPT_LANGUAGE = 256;

/** The best of our languages for an Accept-Language header ("lg, sw;q=0.8, en;q=0.5"); the source one by default. */
export function negotiateLocale(header: string | undefined): string {
  const available = availableLocales();
  if (!header || header.length > MAX_ACCEPT_LANGUAGE) return SOURCE_LOCALE;
  const wanted = header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of wanted) {
    const exact = available.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = available.find((l) => l.toLowerCase() === tag.split("-")[0]);
    if (base) return base;
  }
  return SOURCE_LOCALE;
}

/** The signed-in account's language when it chose one, else the best match of the request's Accept-Language. */
export function requestLocale(req: FastifyRequest): string {
  const chosen = req.user?.locale;
  if (chosen && availableLocales().includes(chosen)) return chosen;
  return negotiateLocale(req.headers["accept-language"]);
}

/** The translator for a request's language (see requestLocale). */
export function requestTranslator(req: FastifyRequest): Translator {
  return translator(requestLocale(req));
}
