import { describe, expect, it } from "vitest";
import { appWithBuiltClient } from "../../test/built-client";
import { clientFor, makeTenant } from "../../test/lease-factories";
import { SESSION_COOKIE } from "../auth/cookies";

// A build of our own with two prerendered pages (scripts/prerender.mjs writes the real one; decision 0056).
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Nyumba</title><link rel="modulepreload" crossorigin href="/assets/app-B1c2D3e4.js"><script type="module" crossorigin src="/assets/app-B1c2D3e4.js"></script></head><body><div id="root"></div></body></html>`;
const PAGES = {
  "/tenant-login": {
    en: "<main><h1>Tenant Login</h1></main>",
    lg: "<main><h1>Okuyingira kw&#x27;Abapangisa</h1></main>",
  },
  "/": { en: "<main><h1>Welcome</h1></main>" },
};
const built = appWithBuiltClient({
  "index.html": INDEX_HTML,
  "assets/app-B1c2D3e4.js": "export {};\n",
  ".vite/manifest.json": "{}",
  ".vite/prerendered.json": JSON.stringify(PAGES),
});
const root = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf("</body>"));

describe("a prerendered page", () => {
  it("goes to a visitor in their language, saying which, its scripts after its paint", async () => {
    const r = await built.get("/tenant-login", { "accept-language": "lg, en;q=0.5" });
    expect(r.statusCode).toBe(200);
    expect(root(r.body)).toBe(
      `<div id="root" data-prerendered="lg" inert>${PAGES["/tenant-login"].lg}</div>`,
    );
    expect(r.headers.vary).toBe("accept-encoding, accept-language");
    expect(r.body).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(r.body).toContain('<script type="application/json" id="nyumba-user">null</script>');
  });

  it("is in English for a browser asking a language the catalogue lacks, and cached per encoding and language", async () => {
    const en = await built.get("/tenant-login", { "accept-language": "fr-FR" });
    expect(root(en.body)).toBe(
      `<div id="root" data-prerendered="en" inert>${PAGES["/tenant-login"].en}</div>`,
    );
    const again = await built.get("/tenant-login", {
      "accept-language": "fr-FR",
      "if-none-match": en.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    const lg = await built.get("/tenant-login", {
      "accept-language": "lg",
      "if-none-match": en.headers.etag as string,
    });
    expect(lg.statusCode).toBe(200);
  });

  it("is the empty shell where the build has no such language, and for any page it did not render", async () => {
    const noLg = await built.get("/", { "accept-language": "lg" });
    expect(root(noLg.body)).toBe('<div id="root"></div>');
    expect(noLg.headers.vary).toBe("accept-encoding");
    const other = await built.get("/landlord-login", { "accept-language": "en" });
    expect(root(other.body)).toBe('<div id="root"></div>');
  });

  it("is never shown to someone signed in (their page is their own)", async () => {
    const tenant = await makeTenant(built.t.database.db);
    const client = await clientFor(built.t, tenant.id);
    const r = await built.get("/tenant-login", {
      cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}`,
    });
    expect(r.statusCode).toBe(200);
    expect(root(r.body)).toBe('<div id="root"></div>');
    expect(r.headers["cache-control"]).toBe("private, no-cache");
  });
});
