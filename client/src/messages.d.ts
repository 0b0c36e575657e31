// The message catalogue, compiled by scripts/vite-messages-plugin.ts.
declare module "virtual:messages" {
  export const LOCALES: readonly string[];
  export const loaders: Record<string, () => Promise<{ default: import("@lingui/core").Messages }>>;
}
declare module "virtual:messages/boot" {
  const messages: import("@lingui/core").Messages;
  export default messages;
}
