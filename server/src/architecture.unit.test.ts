import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./platform/paths";

const root = projectRoot();
const biome = join(root, "node_modules", ".bin", "biome");

/** Lints `source` as the file at `path` of a scratch copy of the project's layout, under its biome.json. */
function lint(path: string, source: string) {
  const dir = mkdtempSync(join(tmpdir(), "nyumba-lint-"));
  try {
    copyFileSync(join(root, "biome.json"), join(dir, "biome.json"));
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
    const r = spawnSync(biome, ["lint", path], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { failed: r.status !== 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Each layer's forbidden neighbour (docs/ARCHITECTURE.md, "Layers"): lint fails on the import.
const forbidden: [string, string, string][] = [
  ["server/src/platform/http/probe.ts", "../../modules/payments/queries", "platform/ knows no domain"],
  ["server/src/modules/rent/probe.ts", "../../seed/demo-data", "modules never import it"],
  ["server/src/modules/rent/queries.ts", "./rent.service", "queries.ts holds SQL only"],
  ["server/src/modules/rent/rent.service.ts", "./routes", "A service never imports routes"],
  ["server/src/modules/health/routes.ts", "drizzle-orm", "All SQL of a module is in its queries.ts"],
  ["server/src/modules/health/service.ts", "../../db/schema", "tables are used there only"],
  ["server/src/modules/health/service.ts", "../../seed/demo-data", "modules never import it"],
  ["common/schemas/probe.ts", "../../server/src/platform/errors", "imports neither"],
  // The client: lib -> components -> shells -> features -> app, by alias and by relative path alike.
  ["client/src/components/ui/probe.tsx", "@/features/auth/use-sign-in", "components/ knows no feature"],
  ["client/src/components/ui/probe.tsx", "@/shells/PageShell", "components/ knows no feature"],
  ["client/src/components/ui/probe.tsx", "../../app/routes", "components/ knows no feature"],
  ["client/src/shells/probe.tsx", "@/features/auth/use-sign-in", "shells/ frame the features"],
  ["client/src/shells/probe.tsx", "../features/auth/use-sign-in", "shells/ frame the features"],
  ["client/src/shells/probe.tsx", "@/app/routes", "shells/ frame the features"],
  ["client/src/features/auth/probe.tsx", "@/app/routes", "app/ is the top of the client"],
  ["client/src/features/auth/probe.tsx", "../../app/page-table", "app/ is the top of the client"],
  ["client/src/lib/probe.ts", "@/components/ui/button", "lib/ is the lowest layer"],
  ["client/src/lib/probe.ts", "@/shells/PageShell", "lib/ is the lowest layer"],
  ["client/src/lib/probe.ts", "../features/auth/use-sign-in", "lib/ is the lowest layer"],
  ["client/src/lib/probe.ts", "@/app/routes", "lib/ is the lowest layer"],
];

// Links, redirects and navigations take a screen's path: wouter's own are imported only by lib/navigation.ts.
const untypedNavigation: [string, string][] = [
  ["client/src/features/auth/probe.tsx", "Link"],
  ["client/src/shells/probe.tsx", "Redirect"],
  ["client/src/app/probe.tsx", "useLocation"],
  ["client/src/components/probe.tsx", "navigate"],
  ["client/src/lib/probe.ts", "Link"],
];

describe("layer boundaries (Biome noRestrictedImports)", () => {
  it.each(forbidden)("%s may not import %s", (path, specifier, message) => {
    const r = lint(path, `import { x } from "${specifier}";\nexport const y = x;\n`);
    expect(r.failed).toBe(true);
    expect(r.output).toContain(message);
  });

  it.each(untypedNavigation)("%s may not import wouter's %s", (path, name) => {
    const r = lint(path, `import { ${name} } from "wouter";\nexport const y = ${name};\n`);
    expect(r.failed).toBe(true);
    expect(r.output).toContain("import them from @/lib/navigation");
  });

  it("allows the imports that point the right way", () => {
    expect(
      lint(
        "server/src/modules/rent/rent.service.ts",
        'import { x } from "./queries";\nexport const y = x;\n',
      ),
    ).toMatchObject({ failed: false });
    for (const [path, source] of [
      ["client/src/features/auth/probe.tsx", 'import { x } from "@/components/ui/button";'],
      ["client/src/features/auth/probe.tsx", 'import { x } from "@/shells/PageShell";'],
      ["client/src/features/auth/probe.tsx", 'import { x } from "@/features/properties/queries";'],
      ["client/src/features/auth/probe.tsx", 'import { useSearch as x } from "wouter";'],
      ["client/src/shells/probe.tsx", 'import { x } from "@/components/ui/button";'],
      ["client/src/app/probe.tsx", 'import { x } from "@/features/auth/guards";'],
      ["client/src/lib/probe.ts", 'import type x from "@/app/pages.json";'],
      ["client/src/lib/navigation.ts", 'import { Link as x } from "wouter";'],
    ] as const)
      expect(lint(path, `${source}\nexport const y = x;\n`), `${path}: ${source}`).toMatchObject({
        failed: false,
      });
  });
});

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe("copy in the catalogue", () => {
  it("catalogue keys are written out in full (the client build ships each message with the code naming it)", () => {
    const offenders: string[] = [];
    for (const dir of [join(root, "client", "src"), join(root, "common")]) {
      for (const file of sourceFiles(dir)) {
        const source = readFileSync(file, "utf8");
        if (/\b(?:t|msg|translateMessage)\(\s*`/.test(source)) offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("one contract from route to screen", () => {
  const client = join(root, "client", "src");
  // The typed client: calls (api.ts) and uploads (upload.ts, apart so the first visit does not carry it).
  const typedClient = new Set([join(client, "lib", "api.ts"), join(client, "lib", "upload.ts")]);

  it("the client calls the API only through the typed client: no path literal, no fetch or XHR of its own", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(client)) {
      if (typedClient.has(file)) continue;
      const source = readFileSync(file, "utf8");
      if (/["'`]\/api\//.test(source)) offenders.push(`${file}: an /api/ path literal`);
      if (/\bfetch\(|new XMLHttpRequest\b/.test(source)) offenders.push(`${file}: its own fetch or XHR`);
    }
    expect(offenders).toEqual([]);
  });
});
