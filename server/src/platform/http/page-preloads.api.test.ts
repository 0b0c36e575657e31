import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_PRELOADS_FILE, type PagePreloads, type PageStart } from "../../../../common/page-preloads";
import { appWithBuiltClient } from "../../test/built-client";
import { clientFor, makeLandlord, makeTenant } from "../../test/lease-factories";
import { SESSION_COOKIE } from "../auth/cookies";
import { CACHE_PERSONAL, CACHE_REVALIDATE } from "./static-client";

// A built client of our own: the entry, the chunks of three pages (one shared), and the build's page preloads.
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Nyumba</title><script type="module" crossorigin src="/assets/index-E1e2e3e.js"></script></head><body><div id="root"></div></body></html>`;
const files = (scripts: string[], reads: string[] = []): PageStart => ({
  scripts,
  styles: [],
  reads,
  firstPaint: null,
});
const DASHBOARD = ["assets/cDash111.js", "assets/cShared1.js"];
const FIRST_PAINT = {
  html: '<div id="first-paint" aria-hidden="true"><p class="text-2xl">{heading}</p></div>',
  slot: "{heading}",
  heading: "tenant-dashboard.welcome" as const,
};
const PRELOADS: PagePreloads = {
  routes: [
    {
      path: "/tenant-demo",
      files: {
        visitor: files(DASHBOARD),
        tenant: { ...files(DASHBOARD, ["/api/tenant/dashboard"]), firstPaint: FIRST_PAINT },
        landlord: null,
      },
    },
    {
      path: "/edit-property/:id?",
      files: { visitor: files(["assets/cEdit111.js"]), tenant: null, landlord: null },
    },
  ],
  notFound: files(["assets/cMiss111.js", "assets/cShared1.js"]),
};

const built = appWithBuiltClient({
  "index.html": INDEX_HTML,
  ...Object.fromEntries(
    ["index-E1e2e3e.js", "cDash111.js", "cShared1.js", "cEdit111.js", "cMiss111.js"].map((f) => [
      `assets/${f}`,
      `export const name = "${f}";\n`,
    ]),
  ),
  [PAGE_PRELOADS_FILE]: JSON.stringify(PRELOADS),
});
const { get } = built;
const BROTLI = { "accept-encoding": "gzip, deflate, br" };
const modulepreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="modulepreload" (?:fetchpriority="low" )?crossorigin href="([^"]*)" data-page>/g,
    ),
  ].map((m) => m[1]);
/** The script and modulepreload tags, and how many of them are asked for at low priority. */
const scriptPriorities = (html: string) => {
  const tags = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map(
    (m) => m[0],
  );
  return { tags: tags.length, low: tags.filter((tag) => tag.includes('fetchpriority="low"')).length };
};
const fetchPreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]*)" data-page>/g,
    ),
  ].map((m) => m[1]);
/** A visitor's page says that nobody is signed in (static-client.ts), after the page's tags. */
const NOBODY = '<script type="application/json" id="nyumba-user">null</script>';
/** A visitor's HTML with the tags this feature adds and NOBODY taken out: what is left must be the shell as built. */
const withoutPreloads = (html: string) =>
  html.replace(
    / {2}(?:<link rel="(?:modulepreload|preload)"[^>]*>)*<script[^>]*id="nyumba-user">null<\/script>\n {2}(?=<\/head>)/,
    "",
  );

describe("a screen's HTML names its page's chunks", () => {
  it("for a visitor of /tenant-demo: modulepreload of each chunk, compressed once, revalidated by ETag", async () => {
    const r = await get("/tenant-demo", BROTLI);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    const html = brotliDecompressSync(r.rawPayload).toString();
    expect(modulepreloads(html)).toEqual(["/assets/cDash111.js", "/assets/cShared1.js"]);
    expect(fetchPreloads(html), "no session: its data is not asked for").toEqual([]);
    expect(html).not.toContain("first-paint");
    expect(scriptPriorities(html).low, "no first paint: the scripts paint the page").toBe(0);
    expect(html.indexOf("cDash111")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain(NOBODY);
    expect(withoutPreloads(html)).toBe(INDEX_HTML);

    const again = await get("/tenant-demo", { ...BROTLI, "if-none-match": r.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const plain = await get("/tenant-demo/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.etag).not.toBe(r.headers.etag);
    expect(modulepreloads(plain.body)).toEqual(["/assets/cDash111.js", "/assets/cShared1.js"]);
  });

  it("for a signed-in tenant: the chunks and the dashboard's one request, in their own page", async () => {
    const tenant = await makeTenant(built.t.database.db);
    const client = await clientFor(built.t, tenant.id);
    const r = await get("/tenant-demo", { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` });
    expect(r.headers["cache-control"]).toBe(CACHE_PERSONAL);
    expect(modulepreloads(r.body)).toEqual(["/assets/cDash111.js", "/assets/cShared1.js"]);
    expect(fetchPreloads(r.body)).toEqual(["/api/tenant/dashboard"]);
    expect(r.body).toContain('id="nyumba-user"');
    expect(r.body).toContain(
      '<div id="first-paint" aria-hidden="true"><p class="text-2xl">Welcome back, Amina!</p></div><div id="root">',
    );
    // The paint needs no script: every script waits behind the stylesheet; the data does not.
    const { tags, low } = scriptPriorities(r.body);
    expect(tags).toBeGreaterThanOrEqual(3);
    expect(low).toBe(tags);
    expect(r.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/tenant/dashboard"',
    );
  });

  it("the first paint's heading is in the person's language, and their name cannot leave its element", async () => {
    const tenant = await makeTenant(built.t.database.db, {
      firstName: "</p><script>alert(1)</script>",
      locale: "sw",
    });
    const client = await clientFor(built.t, tenant.id);
    const r = await get("/tenant-demo", { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` });
    const paint = r.body.match(/<div id="first-paint"[\s\S]*?<\/div><div id="root">/)?.[0];
    expect(paint).toBe(
      '<div id="first-paint" aria-hidden="true"><p class="text-2xl">Karibu tena, &lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;!</p></div><div id="root">',
    );
    const other = await makeTenant(built.t.database.db, { firstName: "Wasswa" });
    const byHeader = await clientFor(built.t, other.id);
    const lg = await get("/tenant-demo", {
      cookie: `${SESSION_COOKIE}=${byHeader.cookie(SESSION_COOKIE)}`,
      "accept-language": "lg, en;q=0.5",
    });
    expect(lg.body).toContain("Tukwanirizza nate, Wasswa!</p>");
  });

  it("for someone the router sends elsewhere (a landlord on a tenant's screen): nothing of that page", async () => {
    const landlord = await makeLandlord(built.t.database.db);
    const client = await clientFor(built.t, landlord.id);
    const r = await get("/tenant-demo", { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` });
    expect(r.statusCode).toBe(200);
    expect(modulepreloads(r.body)).toEqual([]);
    expect(fetchPreloads(r.body)).toEqual([]);
    expect(r.body).not.toContain("first-paint");
  });

  it("matches paths as the client's router does: parameters, any case, a trailing slash", async () => {
    for (const path of [
      "/edit-property",
      "/edit-property/42",
      "/Edit-Property/abc-def/",
      "/edit-property/Dr.%20O?x=1",
    ]) {
      const r = await get(path);
      expect(modulepreloads(r.body), path).toEqual(["/assets/cEdit111.js"]);
    }
    for (const path of ["/edit-property/42/photos", "/edit-propertyx", "/no-such-page"]) {
      const r = await get(path);
      expect(modulepreloads(r.body), path).toEqual(["/assets/cMiss111.js", "/assets/cShared1.js"]);
    }
  });

  it("a forged path writes nothing of itself into the page", async () => {
    for (const path of [
      `/edit-property/"><script>alert(1)</script>`,
      `/edit-property/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      `/tenant-demo"><img src=x onerror=alert(1)>`,
      `/<svg onload=alert(1)>`,
      "/edit-property/x%0d%0aSet-Cookie:%20a=b",
    ]) {
      const r = await get(path);
      expect(r.statusCode, path).toBe(200);
      expect(r.headers["set-cookie"], path).toBeUndefined();
      expect(r.body, path).not.toMatch(/alert|onerror|onload|script>alert|%3C/i);
      expect(withoutPreloads(r.body), path).toBe(INDEX_HTML);
      for (const href of modulepreloads(r.body)) expect(href, path).toMatch(/^\/assets\/c\w+\.js$/);
    }
  });
});
