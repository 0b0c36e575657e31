import { relative, sep } from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { type Catalogues, readCatalogues } from "../common/i18n/read-catalogues.ts";

const INDEX = "virtual:messages";
const SOURCE_PREFIX = "virtual:messages/source/";
const LOCALE_PREFIX = "virtual:messages/locale/";

/** Client and shared code whose catalogue keys are found at build time (not the route table: its ids look alike). */
const SCANNED = /\.(?:ts|tsx)$/;

/**
 * The message catalogue for the client, compiled at build time (a broken message fails the build; no ICU parser
 * ships):
 *
 * - The source language (English) travels with the code that uses it: every module that names catalogue keys
 *   gets one import of `virtual:messages/source/<key>,<key>,…` (its keys, sorted), which loads those messages.
 *   They land in the same chunk as the module, so the first visit to `/` carries the landing page's words and not
 *   the landlord screens'. A message two modules name is in both (loading it twice is harmless); one module per
 *   message instead made a chunk of ~100 bytes, and a request, of every message pages share.
 * - Every other language is one lazy chunk (`virtual:messages/locale/<code>`, with English under it for the keys it
 *   lacks), loaded by `loadLocale` when a reader chooses it; `virtual:messages` lists them.
 */
export function messagesPlugin(dir: string, roots: { client: string; common: string }): Plugin {
  let catalogues: Catalogues;
  let keyPattern: RegExp;
  const read = () => {
    catalogues = readCatalogues(dir);
    const domains = [...new Set(Object.keys(catalogues.messages.en!).map((k) => k.split(".")[0]!))];
    keyPattern = new RegExp(`["'\`]((?:${domains.join("|")})\\.[A-Za-z0-9_]+)["'\`]`, "g");
  };
  const compile = (messages: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(messages).map(([key, text]) => {
        try {
          return [key, compileMessageOrThrow(text)];
        } catch (e) {
          throw new Error(`message ${key} does not compile: ${(e as Error).message}`);
        }
      }),
    );
  const isScanned = (id: string) => {
    if (!SCANNED.test(id) || id.includes(`${sep}node_modules${sep}`)) return false;
    const inClient = !relative(roots.client, id).startsWith("..");
    const common = relative(roots.common, id);
    const inCommon = !common.startsWith("..") && !common.startsWith(`contract${sep}`);
    return inClient || inCommon;
  };
  return {
    name: "nyumba-messages",
    buildStart() {
      read();
      for (const file of catalogues.files) this.addWatchFile(file);
    },
    watchChange(id) {
      if (id.startsWith(dir)) read();
    },
    resolveId(id) {
      return id === INDEX || id.startsWith(`${INDEX}/`) ? `\0${id}` : undefined;
    },
    transform(code, id) {
      if (!isScanned(id)) return undefined;
      const source = catalogues.messages.en!;
      const keys = new Set<string>();
      for (const m of code.matchAll(keyPattern)) if (m[1]! in source) keys.add(m[1]!);
      if (keys.size === 0) return undefined;
      const virtualId = SOURCE_PREFIX + [...keys].sort().join(",");
      return { code: `import ${JSON.stringify(virtualId)};\n${code}`, map: null };
    },
    load(id) {
      if (!id.startsWith(`\0${INDEX}`)) return undefined;
      const name = id.slice(1);
      const [source, ...others] = catalogues.locales;
      if (name === INDEX) {
        const loaders = others.map(
          (l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(LOCALE_PREFIX + l)})`,
        );
        return `export const LOCALES = ${JSON.stringify(catalogues.locales)};\nexport const loaders = {${loaders.join(",")}};\n`;
      }
      if (name.startsWith(SOURCE_PREFIX)) {
        const all = catalogues.messages[source!]!;
        const keys = name.slice(SOURCE_PREFIX.length).split(",");
        const messages = compile(Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]!])));
        return `import { i18n } from "@lingui/core";\ni18n.load(${JSON.stringify(source)}, ${JSON.stringify(messages)});\n`;
      }
      const locale = name.slice(LOCALE_PREFIX.length);
      if (!catalogues.messages[locale]) throw new Error(`no catalogue for ${locale}`);
      return `export default ${JSON.stringify(compile(catalogues.messages[locale]))};\n`;
    },
  };
}
