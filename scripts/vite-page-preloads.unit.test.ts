import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Manifest, type PageTable, pagePreloads } from "./vite-page-preloads";

// The shape of Vite's manifest: keys are sources (or `_<file>` for shared chunks), imports name other keys.
const MANIFEST: Manifest = {
  "index.html": { file: "assets/index-E1.js", imports: ["_cRuntime.js"], css: ["assets/client-1.css"] },
  "_cRuntime.js": { file: "assets/cRuntime.js" },
  "_cCards.js": {
    file: "assets/cCards.js",
    imports: ["_cIcons.js", "_cRuntime.js"],
    css: ["assets/cards-1.css"],
  },
  "_cIcons.js": { file: "assets/cIcons.js", imports: ["_cCards.js"] },
  "src/Home.tsx": { file: "assets/cHome.js", imports: ["_cRuntime.js"] },
  "src/Tenant.tsx": {
    file: "assets/cTenant.js",
    imports: ["_cCards.js"],
    dynamicImports: ["src/Dialog.tsx"],
  },
  "src/Landlord.tsx": { file: "assets/cLandlord.js", imports: ["_cCards.js"] },
  "src/Dialog.tsx": { file: "assets/cDialog.js", imports: ["_cCards.js"] },
  "src/pages.ts": { file: "assets/cPages.js" },
  "src/Missing.tsx": { file: "assets/cMissing.js" },
};

const TABLE: PageTable = {
  routes: [
    { path: "/", page: "src/Home.tsx", access: "public" },
    { path: "/search", page: "src/pages.ts#SearchPage", access: "public" },
    { path: "/rent", page: "src/Tenant.tsx", access: "tenant" },
    {
      path: "/dashboard",
      page: { tenant: "src/Tenant.tsx", landlord: "src/Landlord.tsx" },
      access: "signed-in",
    },
    { path: "/tenant-demo", page: "src/Tenant.tsx", access: "tenant-demo" },
  ],
  notFound: "src/Missing.tsx",
  reads: { "src/Tenant.tsx": "dashboard.tenant" },
  firstPaints: { "src/Tenant.tsx": { heading: "tenant-dashboard.welcome", main: "px-4" } },
};

const preloads = pagePreloads(MANIFEST, TABLE);
const filesOf = (path: string) => preloads.routes.find((r) => r.path === path)!.files;

describe("the page preloads written for the server", () => {
  it("follow a page's static imports to the end, once each, and leave out the entry's own files", () => {
    expect(filesOf("/rent").tenant).toMatchObject({
      scripts: ["assets/cTenant.js", "assets/cCards.js", "assets/cIcons.js"],
      styles: ["assets/cards-1.css"],
      reads: ["/api/tenant/dashboard"],
    });
    expect(filesOf("/").visitor).toEqual({
      scripts: ["assets/cHome.js"],
      styles: [],
      reads: [],
      firstPaint: null,
    });
    expect(filesOf("/search").visitor?.scripts).toEqual(["assets/cPages.js"]);
    expect(preloads.notFound.scripts).toEqual(["assets/cMissing.js"]);
  });

  it("never follow dynamic imports: a dialog loads when it is opened", () => {
    expect(JSON.stringify(preloads)).not.toContain("cDialog");
  });

  it("paint a page's first paint only for someone signed in, its heading left for the server to write", () => {
    const paint = filesOf("/tenant-demo").tenant?.firstPaint;
    expect(paint).toMatchObject({ heading: "tenant-dashboard.welcome" });
    expect(paint?.html.split(paint.slot)).toHaveLength(2);
    expect(paint?.html).toContain('class="px-4"');
    expect(filesOf("/tenant-demo").visitor?.firstPaint).toBeNull();
    expect(filesOf("/").tenant?.firstPaint).toBeNull();
  });

  it("name a page only for whom the router shows it, and its first read only for someone signed in", () => {
    expect(filesOf("/rent")).toMatchObject({ visitor: null, landlord: null });
    expect(filesOf("/dashboard").visitor).toBeNull();
    expect(filesOf("/dashboard").landlord?.scripts[0]).toBe("assets/cLandlord.js");
    expect(filesOf("/dashboard").tenant?.scripts[0]).toBe("assets/cTenant.js");
    expect(filesOf("/tenant-demo").visitor).toMatchObject({
      scripts: ["assets/cTenant.js", "assets/cCards.js", "assets/cIcons.js"],
      reads: [],
    });
    expect(filesOf("/tenant-demo").tenant?.reads).toEqual(["/api/tenant/dashboard"]);
    expect(filesOf("/tenant-demo").landlord).toBeNull();
  });

  it("stop the build when the table names a module the build does not have", () => {
    const broken = { ...TABLE, routes: [{ path: "/x", page: "src/Typo.tsx", access: "public" as const }] };
    expect(() => pagePreloads(MANIFEST, broken)).toThrow(/src\/Typo\.tsx is not in the build's manifest/);
  });

  it("the router's own table names modules that exist, and its reads and first paints name its pages", async () => {
    const { PAGE_ROUTES, NOT_FOUND_PAGE, PAGE_READS, PAGE_FIRST_PAINTS } = await import(
      "../client/src/app/page-table"
    );
    const modules = [
      NOT_FOUND_PAGE,
      ...PAGE_ROUTES.flatMap(({ page }) => (typeof page === "string" ? [page] : Object.values(page))),
    ];
    for (const m of modules) expect(existsSync(join("client", m.split("#")[0]!)), m).toBe(true);
    for (const m of [...Object.keys(PAGE_READS), ...Object.keys(PAGE_FIRST_PAINTS)])
      expect(modules).toContain(m);
    expect(new Set(PAGE_ROUTES.map((r) => r.path)).size, "each path once").toBe(PAGE_ROUTES.length);
  });
});
