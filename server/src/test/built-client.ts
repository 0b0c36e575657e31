import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { precompressFolder } from "../../../scripts/vite-precompress";
import { createTestApp, type TestApp } from "./test-app";

/**
 * An app serving a built client of the test file's own (the real build is not needed): `files` by their path in
 * the build, written to a temporary folder with the build's precompressed copies before the file's tests, and
 * removed after them.
 */
export function appWithBuiltClient(files: Record<string, string>) {
  const state: { dist?: string; t?: TestApp } = {};
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "nyumba-client-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    await precompressFolder(dist);
    state.dist = dist;
    state.t = await createTestApp({}, { clientRoot: dist });
  });
  afterAll(async () => {
    await state.t?.close();
    if (state.dist) rmSync(state.dist, { recursive: true, force: true });
  });
  return {
    get dist() {
      return state.dist!;
    },
    get t() {
      return state.t!;
    },
    get: (url: string, headers: Record<string, string> = {}) =>
      state.t!.app.inject({ method: "GET", url, headers }),
  };
}
