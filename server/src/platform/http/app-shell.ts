import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BOOTSTRAP_USER_ELEMENT_ID } from "../../../../common/bootstrap";
import { projectRoot } from "../paths";

/** What a link preview shows (WhatsApp, Facebook, X): its crawlers read the HTML and never run the app. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URLs: crawlers do not resolve them against the page. */
  url: string;
  image: string | null;
}

export const defaultClientRoot = () => join(projectRoot(), "dist", "client");

/** The built client's index.html, or null when the client is not built (API-only tests). */
export function readAppShell(root = defaultClientRoot()): string | null {
  try {
    return readFileSync(join(root, "index.html"), "utf8");
  } catch {
    return null;
  }
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The app's HTML with the page's own title, description and Open Graph tags: the app still renders the page in
 * the browser; the tags are for crawlers. Every value is escaped (they hold landlords' text).
 */
export function withPageHead(shell: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const meta = (attr: "property" | "name", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${value}" />`;
  const tags = [
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Nyumba"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", escapeHtml(head.url)),
    ...(head.image ? [meta("property", "og:image", escapeHtml(head.image))] : []),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
  ].join("\n    ");
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => meta("name", "description", description))
    .replace("</head>", () => `  ${tags}\n  </head>`);
}

/** JSON that cannot end its `<script>` element or start a comment, whatever text it carries (names are typed). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The app's HTML with tags put at the end of its head (those of page-preloads.ts, the signed-in user's JSON). */
export const withHeadTags = (shell: string, tags: string) =>
  tags ? shell.replace("</head>", () => `  ${tags}\n  </head>`) : shell;

/**
 * The app's HTML with `html` painted before the app's root (the first paint of app/first-paint-html.ts in the
 * client), and its scripts asked for at low priority: that paint needs only the HTML and the stylesheet, which on a
 * slow link then get it to themselves (Chromium holds low-priority requests while the head's render-blocking ones load);
 * the page's data (`<link rel="preload" as="fetch">`) keeps its priority.
 */
export const withFirstPaint = (shell: string, html: string) =>
  withScriptsAfterPaint(shell.replace('<div id="root">', () => `${html}<div id="root">`));

/** The app's HTML with its scripts asked for at low priority, for a page painted by its HTML (see withFirstPaint). */
export const withScriptsAfterPaint = (shell: string) =>
  shell.replaceAll(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');

/**
 * The app's HTML with the signed-in user's JSON in it (the answer of `GET /api/auth/user`), or `null` for a
 * visitor: the page then knows nobody is signed in without asking.
 */
export const withBootstrappedUser = (shell: string, user: unknown) =>
  withHeadTags(shell, bootstrappedUserTag(user));

/** The element holding the signed-in user's JSON (see withBootstrappedUser). */
export const bootstrappedUserTag = (user: unknown) =>
  `<script type="application/json" id="${BOOTSTRAP_USER_ELEMENT_ID}">${jsonForHtml(user)}</script>`;
