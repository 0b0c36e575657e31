import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";
import { cssFirst } from "./scripts/vite-css-first.ts";
import { devBootstrappedUser } from "./scripts/vite-dev-user.ts";
import { lightIcons } from "./scripts/vite-light-icons.ts";
import { messagesPlugin } from "./scripts/vite-messages-plugin.ts";
import { pagePreloadsPlugin } from "./scripts/vite-page-preloads.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { pureSchemas } from "./scripts/vite-pure-schemas.ts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// A build is always for production, whatever NODE_ENV the shell has (the README's NODE_ENV=development for the
// server would otherwise ship React's development build: 475 KB instead of 280 KB). Vite reads it after this file.
if (process.argv.includes("build")) process.env.NODE_ENV = "production";

const CLIENT_OUTPUT: Rolldown.RolldownOptions = {
  preserveEntrySignatures: false,
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: {
        maxSize: 4096,
        exclude: [/client[\\/]src[\\/]lib[\\/]/, /common[\\/]realtime/, /node_modules[\\/](?!lucide-react)/],
      },
    },
    chunkFileNames: "assets/c[hash:7].js",
    assetFileNames: "assets/[name]-[hash:7][extname]",
  },
};

/** The prerender's: its entry keeps its exports (scripts/prerender.mjs imports them); Radix's "use client" is moot. */
const PRERENDER_OUTPUT: Rolldown.RolldownOptions = {
  onwarn(warning, warn) {
    if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
  },
};

// lucide-react's icons made by our factory (decision 0033). In development Vite pre-bundles lucide-react (its
// dependency optimizer) outside the plugins, so the optimizer gets the same routing: the development build draws
// the icons the production build ships, not lucide's own.
const icons = lightIcons(r("./client/src/lib/icon.ts"));
const API_ORIGIN = process.env.DEV_API_ORIGIN ?? "http://localhost:3000";

// The build's prerender of the public pages (scripts/prerender.mjs, decision 0056) builds app/prerender.tsx for
// Node with the plugins that shape the code (messages, schemas, icons), none of those that shape the client's files.
export default defineConfig(({ isSsrBuild }) => ({
  root: r("./client"),
  publicDir: r("./client/public"),
  oxc: { jsx: { runtime: "automatic" } },
  plugins: [
    !isSsrBuild && tailwindcss(),
    messagesPlugin(r("./common/i18n/locales"), { client: r("./client/src"), common: r("./common") }),
    !isSsrBuild && precompress(),
    !isSsrBuild && pagePreloadsPlugin(),
    !isSsrBuild && cssFirst(),
    pureSchemas(r("./common")),
    icons,
    devBootstrappedUser(r("./client/index.html"), API_ORIGIN),
  ],
  // Everything in the prerender's one file, so the aliases above (icons, React's shims) hold there too.
  ssr: { noExternal: true },
  optimizeDeps: { rolldownOptions: { plugins: [icons] } },
  resolve: {
    alias: [
      { find: "@common", replacement: r("./common") },
      { find: "@", replacement: r("./client/src") },
      {
        find: "use-sync-external-store/shim/index.js",
        replacement: r("./client/src/lib/sync-external-store.ts"),
      },
      // Radix Dialog's scroll lock adds its rules without a <style> element, which the CSP refuses.
      { find: /^react-style-singleton$/, replacement: r("./client/src/lib/style-singleton.ts") },
    ],
  },
  build: {
    outDir: r("./dist/client"),
    emptyOutDir: true,
    manifest: true,
    target: "es2020",
    sourcemap: false,
    // Every browser we serve supports <link rel="modulepreload"> (Chrome 66, Safari 17, Firefox 115): no polyfill.
    modulePreload: { polyfill: false },
    // The entry names every lazy chunk (~235) in its preload map, and hashes hardly compress: seven characters
    // (the least rolldown allows for this many chunks) instead of eight save ~0.3 KB of the first visit, and
    // chunks named by their hash alone (not `[name]-`) 1.6 KB more. The manifest (.vite/manifest.json) still
    // maps every chunk to its source.
    rollupOptions: isSsrBuild ? PRERENDER_OUTPUT : CLIENT_OUTPUT,
  },
  // `npm run dev`'s API on port 3000, or DEV_API_ORIGIN's (the dev-mode console check, e2e/dev-console.mjs, runs
  // its own server on a free port). The Host header is kept: the server takes the page's origin for its own.
  server: { proxy: { "/api": API_ORIGIN, "/ws": { target: API_ORIGIN.replace(/^http/, "ws"), ws: true } } },
}));
