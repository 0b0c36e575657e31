// The message catalogue, compiled by scripts/vite-messages-plugin.ts.
declare module "virtual:messages" {
  export const LOCALES: readonly string[];
  /** The languages other than the source one, each a lazy chunk. */
  export const loaders: Record<string, () => Promise<{ default: import("@lingui/core").Messages }>>;
}
/** Loads one domain's source-language messages (imported for you by the plugin where a module names its keys). */
declare module "virtual:messages/source/*" {}
