import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "./platform/paths";
import { deepImports, moduleCycles, moduleImports } from "./test/module-graph";

// docs/ARCHITECTURE.md, "Layers": a module reaches another only through its front door (index.ts), and the
// server's modules import each other without a cycle (decision 0057).

const modules = join(projectRoot(), "server", "src", "modules");

let scratch: string | undefined;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A scratch modules folder with these files (path -> source). */
function tree(files: Record<string, string>): string {
  scratch = mkdtempSync(join(tmpdir(), "nyumba-modules-"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  return scratch;
}

describe("modules import each other through their front doors", () => {
  it("names an import of another module's file other than its index.ts", () => {
    const dir = tree({
      "a/service/pay.ts": 'import { x } from "../../b/queries";\nimport type { T } from "../../b/types";\n',
      "a/jobs.ts": 'export const later = () => import("../b/service/late");\n',
      "b/index.ts": 'export { x } from "./queries";\n',
      "b/queries.ts": "export const x = 1;\n",
    });
    expect(deepImports(moduleImports(dir))).toEqual([
      "a/jobs.ts imports ../b/service/late: another module is used through its index.ts only",
      "a/service/pay.ts imports ../../b/queries: another module is used through its index.ts only",
      "a/service/pay.ts imports ../../b/types: another module is used through its index.ts only",
    ]);
  });

  it("lets a module import another's index.ts, its own files, tests and everything outside the modules", () => {
    const dir = tree({
      "a/service.ts": [
        'import { x } from "../b";',
        'import { y } from "../b/index";',
        'import { z } from "./queries";',
        'import { db } from "../../db/client";',
        'import { msg } from "../../../../common/i18n/message";',
      ].join("\n"),
      "a/a.api.test.ts": 'import { x } from "../b/queries";\n',
      "b/index.ts": 'export { x } from "./queries";\n',
    });
    expect(deepImports(moduleImports(dir))).toEqual([]);
  });

  it("holds on the server's modules", () => {
    const imports = moduleImports(modules);
    expect(imports.length).toBeGreaterThan(100);
    expect(deepImports(imports)).toEqual([]);
  });
});

describe("the server's module graph has no cycle", () => {
  it("names each cycle, through front doors and type imports alike", () => {
    const dir = tree({
      "a/service.ts": 'import { b } from "../b";\n',
      "b/service.ts": 'import type { C } from "../c/index";\n',
      "c/queries.ts": 'import { a } from "../a";\n',
      "d/service.ts": 'import { e } from "../e";\n',
      "e/service.ts": 'import { d } from "../d";\nimport { a } from "../a";\nimport { f } from "../f";\n',
      "f/service.ts": 'import { d } from "../d";\n',
    });
    expect(moduleCycles(moduleImports(dir))).toEqual(["a -> b -> c -> a", "d -> e -> d, among d, e, f"]);
  });

  it("finds none in a graph that points one way", () => {
    const dir = tree({
      "a/service.ts": 'import { b } from "../b";\nimport { c } from "../c";\n',
      "b/service.ts": 'import { c } from "../c";\n',
      "c/a.api.test.ts": 'import { a } from "../a";\n',
    });
    expect(moduleCycles(moduleImports(dir))).toEqual([]);
  });

  it("holds on the server's modules", () => {
    expect(moduleCycles(moduleImports(modules))).toEqual([]);
  });
});
