import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { msg } from "../../../../common/i18n/message";
import { notFound } from "../errors";
import { negotiateLocale, requestTranslator } from "../i18n";
import {
  bootstrappedUserTag,
  defaultClientRoot,
  escapeHtml,
  readAppShell,
  withBootstrappedUser,
  withFirstPaint,
  withHeadTags,
} from "./app-shell";
import { readPagePreloads } from "./page-preloads";
import { readPrerendered, withPrerendered } from "./prerendered";
import { registerRobotsTxt } from "./robots";
import { sharedHtmlSender } from "./shared-html";

/** Vite's output folder for hashed file names: a changed file gets a new name, so a copy never goes stale. */
const HASHED_PREFIX = "/assets/";
export const CACHE_HASHED = "public, max-age=31536000, immutable";
/** index.html and the other unhashed files: the browser keeps them but asks (ETag, Last-Modified) every time. */
export const CACHE_REVALIDATE = "no-cache";
/** A page's HTML with the signed-in user in it. */
export const CACHE_PERSONAL = "private, no-cache";

/**
 * Paths that name a file rather than a screen: when there is no such file the answer is a 404, not the app's
 * HTML (a browser would run a 200 HTML answer as a script or show it as an icon). Client routes have no extension.
 */
const FILE_LIKE =
  /\.(?:html?|js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i;

const noSuchEndpoint = (req: FastifyRequest, path: string) =>
  msg("errors.NO_SUCH_ENDPOINT", { method: req.method, path });
const noSuchFile = (path: string) => msg("errors.NO_SUCH_FILE", { path });

/** URL paths of the files in the built client (`/index.html`, `/assets/…`), without the precompressed copies. */
function listClientFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue;
    const rel = relative(root, join(entry.parentPath, entry.name)).split(sep);
    if (rel.some((part) => part.startsWith("."))) continue; // .vite/: the manifest, the page preloads
    files.add(`/${rel.join("/")}`);
  }
  return files;
}

/** The answer of `GET /api/auth/user`, of which the page's first paint uses the first name. */
export interface BootstrappedUser {
  firstName: string;
}

export interface ClientOptions {
  /** The built client; dist/client by default (tests pass a folder of their own). */
  root?: string;
  /** The signed-in caller's user for the page's HTML (undefined when signed out): see withBootstrappedUser. */
  bootstrapUser?: (req: FastifyRequest) => Promise<BootstrappedUser | undefined>;
}

/** A path the app's HTML answers (a screen): not the API, not a file of the build. */
export const isPagePath = (path: string) =>
  !(path === "/api" || path.startsWith("/api/") || path.startsWith(HASHED_PREFIX) || FILE_LIKE.test(path));

/**
 * Serves the built client and /robots.txt. A file of the build is sent as its brotli or gzip copy made at build
 * time when the browser accepts one (@fastify/static `preCompressed`, with `Vary: Accept-Encoding`), so it is
 * never compressed per request. Any other GET outside /api gets index.html so the client router can show the
 * screen (or its 404), unless the path names a file; with the page's own chunks named in its head
 * (page-preloads.ts) and the signed-in user (null for a visitor). Everything else is the API's JSON 404.
 */
export async function registerClient(app: FastifyInstance, opts: ClientOptions = {}): Promise<void> {
  const root = opts.root ?? defaultClientRoot();
  registerRobotsTxt(app);
  app.setNotFoundHandler(async (req) => {
    throw notFound(noSuchEndpoint(req, req.url.split("?")[0]!));
  });
  const files = existsSync(join(root, "index.html")) ? listClientFiles(root) : new Set<string>();
  if (files.size === 0) return;

  // Only sendFile: the routes are ours, so only the files listed at start-up are ever read.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
  });
  const shell = readAppShell(root);
  const pageHtml = readPagePreloads(root, files);
  const prerendered = readPrerendered(root);
  // A prerendered page's whole HTML per path and language, made once (a few: the build's pages times languages).
  const prerenderedHtml = new Map<string, string>();
  const sendShared = sharedHtmlSender(CACHE_REVALIDATE);
  app.get("/*", { schema: { hide: true }, compress: false }, async (req, reply) => {
    const path = req.url.split("?")[0]!;
    if (path === "/api" || path.startsWith("/api/")) throw notFound(noSuchEndpoint(req, path));
    if (files.has(path)) {
      reply.header("cache-control", path.startsWith(HASHED_PREFIX) ? CACHE_HASHED : CACHE_REVALIDATE);
      return reply.sendFile(path.slice(1));
    }
    if (!isPagePath(path)) throw notFound(noSuchFile(path));
    const user = shell && req.user ? await opts.bootstrapUser?.(req) : undefined;
    const { tags, firstPaint } = pageHtml?.(path, user === undefined ? "visitor" : req.user!.role) ?? {};
    if (user === undefined) {
      if (!shell) return reply.header("cache-control", CACHE_REVALIDATE).sendFile("index.html");
      // Says that nobody is signed in, so that no public page asks GET /api/auth/user for a 401.
      const html = withHeadTags(shell, `${tags ?? ""}${bootstrappedUserTag(null)}`);
      const page = prerendered.get(path);
      if (!page) return sendShared(req, reply, html);
      // A page the build rendered, in the visitor's language (the browser's entry hydrates it: decision 0056).
      const locale = negotiateLocale(req.headers["accept-language"]);
      const inLocale = page[locale];
      if (!inLocale) return sendShared(req, reply, html);
      const key = `${path}\n${locale}`;
      let full = prerenderedHtml.get(key);
      if (full === undefined) {
        full = withPrerendered(html, inLocale, locale);
        prerenderedHtml.set(key, full);
      }
      return sendShared(req, reply, full, "accept-language");
    }
    let html = withBootstrappedUser(withHeadTags(shell!, tags ?? ""), user);
    if (firstPaint) {
      const heading = requestTranslator(req).t(firstPaint.heading, { name: user.firstName });
      html = withFirstPaint(
        html,
        firstPaint.html.replace(firstPaint.slot, () => escapeHtml(heading)),
      );
    }
    // One person's page: kept by no shared cache, asked for again each time.
    return reply.header("cache-control", CACHE_PERSONAL).type("text/html; charset=utf-8").send(html);
  });
}
