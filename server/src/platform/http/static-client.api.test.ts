import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appWithBuiltClient } from "../../test/built-client";
import { clientFor, makeTenant } from "../../test/lease-factories";
import { createTestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/cookies";
import { CACHE_HASHED, CACHE_PERSONAL, CACHE_REVALIDATE } from "./static-client";

// A built client of our own (the real build is not needed): an HTML shell, a hashed script big enough to
// compress, a tiny hashed script that does not shrink, and an unhashed icon; then the build's precompress step.
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Nyumba</title>${'<link rel="modulepreload" href="/assets/app-B1c2D3e4.js" />'.repeat(20)}</head><body><div id="root"></div><script type="module" src="/assets/app-B1c2D3e4.js"></script></body></html>`;
/** What a visitor's page is: the shell saying that nobody is signed in (no GET /api/auth/user needed). */
const VISITOR_HTML = INDEX_HTML.replace(
  "</head>",
  '  <script type="application/json" id="nyumba-user">null</script>\n  </head>',
);
const APP_JS = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Screen ${i}` })))};\n`;
const TINY_JS = "x";
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d4ed8"/><path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="#fff"/><path d="M16 6 5 15h3v10h6v-6h4v6h6V15h3z" fill="none" stroke="#fff"/></svg>`;

const built = appWithBuiltClient({
  "index.html": INDEX_HTML,
  "assets/app-B1c2D3e4.js": APP_JS,
  "assets/tiny-Z9y8X7w6.js": TINY_JS,
  "favicon.svg": FAVICON,
  ".vite/manifest.json": "{}",
});
const { get } = built;
const ACCEPT_ALL = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("the build's precompress step", () => {
  it("writes brotli and gzip copies, but not of a file they would make bigger", () => {
    for (const f of ["index.html", "assets/app-B1c2D3e4.js", "favicon.svg"]) {
      expect(existsSync(join(built.dist, `${f}.br`)), `${f}.br`).toBe(true);
      expect(existsSync(join(built.dist, `${f}.gz`)), `${f}.gz`).toBe(true);
    }
    expect(existsSync(join(built.dist, "assets", "tiny-Z9y8X7w6.js.br"))).toBe(false);
    expect(existsSync(join(built.dist, "assets", "tiny-Z9y8X7w6.js.gz"))).toBe(false);
  });
});

describe("built assets", () => {
  const url = "/assets/app-B1c2D3e4.js";

  it("go out as their brotli copy when the browser accepts brotli", async () => {
    const r = await get(url, ACCEPT_ALL);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.headers["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(r.headers["content-length"])).toBe(r.rawPayload.length);
    expect(r.rawPayload.length).toBeLessThan(APP_JS.length / 3);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(APP_JS);
  });

  it("go out gzipped when only gzip is accepted, and as they are when nothing is", async () => {
    const gz = await get(url, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const plain = await get(url, headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(APP_JS);
    }
  });

  it("are cached for a year as immutable, and each encoding has its own validator", async () => {
    const br = await get(url, ACCEPT_ALL);
    const plain = await get(url);
    expect(br.headers["cache-control"]).toBe(CACHE_HASHED);
    expect(plain.headers["cache-control"]).toBe(CACHE_HASHED);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers["last-modified"]).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it("a file whose compressed copy would be bigger goes out as it is, not compressed per request", async () => {
    const r = await get("/assets/tiny-Z9y8X7w6.js", ACCEPT_ALL);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.body).toBe(TINY_JS);
    expect(r.headers["cache-control"]).toBe(CACHE_HASHED);
  });

  it("answer HEAD with the headers and no body", async () => {
    const r = await built.t.app.inject({ method: "HEAD", url, headers: ACCEPT_ALL });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.headers["cache-control"]).toBe(CACHE_HASHED);
    expect(r.rawPayload.length).toBe(0);
  });
});

describe("index.html and client routes", () => {
  it("every client route gets the HTML shell, compressed, revalidated on every use", async () => {
    for (const path of [
      "/",
      "/tenant-demo",
      "/landlord-demo",
      "/tenant-details/Dr.%20Okello",
      "/no-such-page",
    ]) {
      const r = await get(path, ACCEPT_ALL);
      expect(r.statusCode, path).toBe(200);
      expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(r.headers["content-encoding"]).toBe("br");
      expect(r.headers["cache-control"]).toBe(CACHE_REVALIDATE);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(VISITOR_HTML);
    }
    const direct = await get("/index.html");
    expect(direct.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    expect(direct.body).toBe(INDEX_HTML);
  });

  it("HTML carries the Content-Security-Policy, the scripts only the other headers", async () => {
    const csp =
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';frame-src 'none';connect-src 'self'";
    for (const path of ["/", "/tenant-demo", "/index.html"])
      expect((await get(path, ACCEPT_ALL)).headers["content-security-policy"], path).toBe(csp);
    const script = await get("/assets/app-B1c2D3e4.js", ACCEPT_ALL);
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a revalidation with the ETag or the date gets 304 without a body", async () => {
    const first = await get("/tenant-demo", ACCEPT_ALL);
    const etag = first.headers.etag as string;
    const byEtag = await get("/tenant-demo", { ...ACCEPT_ALL, "if-none-match": etag });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
    const file = await get("/index.html", ACCEPT_ALL);
    const byDate = await get("/index.html", {
      ...ACCEPT_ALL,
      "if-modified-since": file.headers["last-modified"] as string,
    });
    expect(byDate.statusCode).toBe(304);
  });

  it("HEAD on a client route answers like GET, without a body", async () => {
    const r = await built.t.app.inject({ method: "HEAD", url: "/landlord-demo" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(r.headers["cache-control"]).toBe(CACHE_REVALIDATE);
    expect(r.rawPayload.length).toBe(0);
  });

  it("unhashed files are revalidated too", async () => {
    const r = await get("/favicon.svg", ACCEPT_ALL);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("image/svg+xml");
    expect(r.headers["content-encoding"]).toBe("br");
    expect(r.headers["cache-control"]).toBe(CACHE_REVALIDATE);
  });
});

describe("paths that are not the app", () => {
  it("a missing file is a 404, not the HTML shell", async () => {
    for (const path of [
      "/favicon.ico",
      "/assets/missing.js",
      "/assets/missing",
      "/apple-touch-icon.png",
      "/sitemap.xml",
      "/assets/app-B1c2D3e4.js.br",
      "/index.html.gz",
      "/.vite/manifest.json",
    ]) {
      const r = await get(path, ACCEPT_ALL);
      expect(r.statusCode, path).toBe(404);
      expect(r.headers["content-type"]).toMatch(/^application\/json/);
      expect(r.json()).toEqual({
        error: `No such file: ${path}`,
        code: "NOT_FOUND",
        requestId: expect.any(String),
      });
    }
  });

  it("unknown API paths stay JSON 404s, whatever the method", async () => {
    const r = await get("/api/no-such-thing?x=1");
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({
      error: "No such endpoint: GET /api/no-such-thing",
      code: "NOT_FOUND",
      requestId: expect.any(String),
    });
    expect((await get("/api")).statusCode).toBe(404);
    const post = await built.t.app.inject({ method: "POST", url: "/tenant-demo", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("robots.txt is plain text that keeps crawlers out of the API", async () => {
    const r = await get("/robots.txt");
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(r.body).toBe("User-agent: *\nDisallow: /api/\nDisallow: /pay/\n");
    expect(r.headers["cache-control"]).toBe("public, max-age=86400");
  });
});

describe("a page's HTML for a signed-in person", () => {
  const page = (path: string, token?: string) =>
    get(path, token === undefined ? {} : { cookie: `${SESSION_COOKIE}=${token}` });
  /** The element's user; undefined when the page has no such element. */
  const bootstrapped = (html: string) => {
    const m = html.match(/<script type="application\/json" id="nyumba-user">([^<]*)<\/script>/);
    return m ? JSON.parse(m[1]!) : undefined;
  };

  it("carries the user exactly as GET /api/auth/user answers, private to them", async () => {
    // A name that would end the script element or open a comment if it were not escaped.
    const tenant = await makeTenant(built.t.database.db, {
      firstName: "</script><!--Amina",
      lastName: "O'Neil & <b>",
    });
    const client = await clientFor(built.t, tenant.id);
    const api = await client.request("GET", "/api/auth/user");
    expect(api.status).toBe(200);
    for (const path of ["/tenant-demo", "/dashboard", "/rent-payment?month=1"]) {
      const r = await page(path, client.cookie(SESSION_COOKIE));
      expect(r.statusCode, path).toBe(200);
      expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(r.headers["cache-control"]).toBe(CACHE_PERSONAL);
      expect(r.body).not.toContain("</script><!--Amina");
      expect(bootstrapped(r.body), path).toEqual(api.body);
    }
  });

  it("is the shared shell saying nobody is signed in for a visitor, an ended session and a forged cookie", async () => {
    const tenant = await makeTenant(built.t.database.db);
    const client = await clientFor(built.t, tenant.id);
    const ended = client.cookie(SESSION_COOKIE)!;
    expect((await client.request("POST", "/api/logout")).status).toBe(200);
    for (const token of [undefined, ended, "not-a-session-token"]) {
      const r = await page("/tenant-demo", token);
      expect(r.statusCode).toBe(200);
      expect(r.headers["cache-control"]).toBe(CACHE_REVALIDATE);
      expect(bootstrapped(r.body)).toBeNull();
    }
  });
});

describe("without a built client", () => {
  it("robots.txt is still served and every other path is a JSON 404", async () => {
    const empty = mkdtempSync(join(tmpdir(), "nyumba-no-client-"));
    const bare = await createTestApp({}, { clientRoot: empty });
    try {
      expect((await bare.app.inject({ url: "/robots.txt" })).statusCode).toBe(200);
      const r = await bare.app.inject({ url: "/tenant-demo" });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: "NOT_FOUND" });
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
