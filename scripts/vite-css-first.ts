// Vite plugin: the built index.html asks for its stylesheet before its scripts. The stylesheet holds up the first
// paint (the server's first paint of a page, decision 0030), the scripts do not; over HTTP/1.1's six connections
// per host, the first asked for is served first.
import type { Plugin } from "vite";

const STYLESHEET = /\n?\s*<link rel="stylesheet"[^>]*>/g;

/** `html` with its stylesheet links moved before its first script. */
export function stylesheetsFirst(html: string): string {
  const links = html.match(STYLESHEET)?.map((l) => l.trim()) ?? [];
  const script = html.indexOf("<script");
  if (!links.length || script === -1) return html;
  const rest = html.replace(STYLESHEET, "");
  const at = rest.indexOf("<script");
  return `${rest.slice(0, at)}${links.join("\n    ")}\n    ${rest.slice(at)}`;
}

export function cssFirst(): Plugin {
  return {
    name: "nyumba:css-first",
    apply: "build",
    transformIndexHtml: { order: "post", handler: stylesheetsFirst },
  };
}
