import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { readCatalogues } from "../common/i18n/read-catalogues.ts";

const INDEX = "virtual:messages";
const BOOT = "virtual:messages/boot";
const LOCALE_PREFIX = "virtual:messages/locale/";

/** The first screen's copy (the app frame, error states) is in the entry chunk, so it shows before any catalogue loads. */
const BOOT_DOMAIN = "common.";

/**
 * The message catalogue for the client: `virtual:messages` lists the languages with a lazy loader each (one chunk
 * per language, precompiled so no ICU parser ships), `virtual:messages/boot` is the source language's `common.*`
 * messages for the entry chunk. Every message is compiled at build time: a broken one fails the build.
 */
export function messagesPlugin(dir: string): Plugin {
  const compile = (messages: Record<string, string>, only?: string) =>
    Object.fromEntries(
      Object.entries(messages)
        .filter(([key]) => !only || key.startsWith(only))
        .map(([key, text]) => {
          try {
            return [key, compileMessageOrThrow(text)];
          } catch (e) {
            throw new Error(`message ${key} does not compile: ${(e as Error).message}`);
          }
        }),
    );
  return {
    name: "nyumba-messages",
    resolveId(id) {
      return id === INDEX || id.startsWith(`${INDEX}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${INDEX}`)) return undefined;
      const { locales, messages, files } = readCatalogues(dir);
      for (const file of files) this.addWatchFile(file);
      const name = id.slice(1);
      if (name === INDEX) {
        const loaders = locales.map(
          (l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(LOCALE_PREFIX + l)})`,
        );
        return `export const LOCALES = ${JSON.stringify(locales)};\nexport const loaders = {${loaders.join(",")}};\n`;
      }
      if (name === BOOT)
        return `export default ${JSON.stringify(compile(messages[locales[0]!]!, BOOT_DOMAIN))};\n`;
      const locale = name.slice(LOCALE_PREFIX.length);
      if (!messages[locale]) throw new Error(`no catalogue for ${locale}`);
      return `export default ${JSON.stringify(compile(messages[locale]))};\n`;
    },
  };
}
