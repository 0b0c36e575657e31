// Bundles the server into dist/server/main.js; npm packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/src/main.ts", "reset-demo": "server/src/seed/reset-demo.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
