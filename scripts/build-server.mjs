// Bundles the server into dist/server/main.js; npm packages stay external and load from node_modules. The message
// catalogues are copied beside it (dist/server/locales), so the built server needs no source folders.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: {
    main: "server/src/main.ts",
    "prepare-data-dir": "server/src/prepare-data-dir.ts",
    "reset-demo": "server/src/seed/reset-demo.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
rmSync("dist/server/locales", { recursive: true, force: true });
cpSync("common/i18n/locales", "dist/server/locales", { recursive: true });
