import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Tailwind writes no rule for a colour its theme does not define: `border-brand-200` without
// `--color-brand-200` is silently no border at all. Every shade of the app's own colours (index.css @theme)
// that a screen uses must be defined.

const SRC = import.meta.dirname;
const OWN_COLOURS = ["brand", "accent"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(e.name) && !/\.test\./.test(e.name) ? [path] : [];
  });
}

describe("the theme's own colours", () => {
  it("defines every shade of brand and accent the client uses", () => {
    const theme = readFileSync(join(SRC, "index.css"), "utf8");
    const defined = new Set([...theme.matchAll(/--color-([a-z]+-\d+):/g)].map((m) => m[1]));
    const pattern = new RegExp(`\\b(?:${OWN_COLOURS.join("|")})-\\d+\\b`, "g");
    const used = new Map<string, string>();
    for (const file of sources(SRC)) {
      for (const [shade] of readFileSync(file, "utf8").matchAll(pattern)) {
        if (!used.has(shade)) used.set(shade, file.slice(SRC.length + 1));
      }
    }
    expect(used.size).toBeGreaterThan(3);
    const undefinedShades = [...used].filter(([shade]) => !defined.has(shade)).map(([s, f]) => `${s} (${f})`);
    expect(undefinedShades).toEqual([]);
  });
});
