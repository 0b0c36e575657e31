import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { messagesPlugin } from "./scripts/vite-messages-plugin.ts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { "@common": r("./common") };
const apiTests = ["server/**/*.api.test.ts"];

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
// Each API project migrates once per run (its globalSetup) and every test database is a copy of that template.
// API test files share their worker's modules (isolate: false): importing the app once per worker instead of
// once per file saves a third of the run; they hold no module state, each builds its own apps.
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: "unit",
      include: [
        "common/**/*.test.ts",
        "server/**/*.unit.test.ts",
        "scripts/**/*.unit.test.ts",
        "e2e/support/*.unit.test.mjs",
      ],
    },
  },
  // The browser's code in a DOM (happy-dom, decision 0055) with `react` as the build has it and the
  // English catalogue, as the Vite build compiles it: hooks are tested with Testing Library's renderHook.
  {
    extends: true,
    plugins: [
      messagesPlugin(r("./common/i18n/locales"), { client: r("./client/src"), common: r("./common") }),
    ],
    resolve: { alias: { "@": r("./client/src") } },
    test: {
      name: "client",
      include: ["client/**/*.unit.test.{ts,tsx}"],
      environment: "happy-dom",
      environmentOptions: { happyDOM: { url: "http://localhost/" } },
      unstubGlobals: true,
    },
  },
  {
    extends: true,
    test: {
      name: "api-pglite",
      include: apiTests,
      env: { TEST_DB: "pglite" },
      isolate: false,
      globalSetup: ["server/src/test/pglite-template.ts"],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: "api-postgres",
      include: apiTests,
      env: { TEST_DB: "postgres" },
      isolate: false,
      globalSetup: ["server/src/test/postgres-template.ts"],
    },
  });
}

export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    projects,
  },
});
