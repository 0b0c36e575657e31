import { describe, expect, it } from "vitest";
import { lightIcons } from "./vite-light-icons";

const resolve = (source: string, importer?: string) => {
  const hook = lightIcons("/app/client/src/lib/icon.ts").resolveId as (s: string, i?: string) => unknown;
  return hook(source, importer);
};

describe("lightIcons", () => {
  it("resolves lucide-react's icon factory to ours, from its icons and its index", () => {
    const icon = "/app/node_modules/lucide-react/dist/esm/icons/house.mjs";
    expect(resolve("../createLucideIcon.mjs", icon)).toBe("/app/client/src/lib/icon.ts");
    const index = "C:\\app\\node_modules\\lucide-react\\dist\\esm\\lucide-react.mjs";
    expect(resolve("./createLucideIcon.mjs", index)).toBe("/app/client/src/lib/icon.ts");
  });

  it("leaves every other import alone", () => {
    expect(
      resolve("./Icon.mjs", "/app/node_modules/lucide-react/dist/esm/createLucideIcon.mjs"),
    ).toBeUndefined();
    expect(resolve("../createLucideIcon.mjs", "/app/client/src/features/x.ts")).toBeUndefined();
    expect(
      resolve("../notcreateLucideIcon.mjs", "/app/node_modules/lucide-react/dist/esm/icons/a.mjs"),
    ).toBeUndefined();
    expect(resolve("lucide-react")).toBeUndefined();
  });
});
