// What a build's client (its dist/client, read through Vite's manifest) sends on a first visit to `/` and on a
// direct visit to each screen, gzipped at level 9: the measurement bench/bundle-size.mjs makes of one build or two.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The screens: the manifest keys of the lazy pages in client/src/app/pages.json (a module named with `#Export`
 * is its file), each with the first path that shows it.
 */
export function screensOf(pagesJson) {
  const screens = new Map();
  const walk = (table, path) => {
    if (typeof table === "string") {
      const key = table.split("#")[0];
      if (!screens.has(key)) screens.set(key, path);
    } else for (const [k, v] of Object.entries(table)) walk(v, k.startsWith("/") ? k : path);
  };
  walk(JSON.parse(readFileSync(pagesJson, "utf8")), "");
  return screens;
}

/**
 * Measures the build in `dist` (a dist/client folder): the first visit to `/` (`landingKey`'s chunk, the entry and
 * their static imports, file by file, JS and CSS, gzip and the brotli copy the build wrote), the chunks of that visit
 * holding the socket client, every chunk's JS, and a direct visit to each of `screenKeys` (the entry and the
 * screen's chunk with their static imports; null when the build has no such chunk).
 */
export function measureBuild(dist, landingKey, screenKeys) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const br = (file) => statSync(join(dist, existsSync(join(dist, `${file}.br`)) ? `${file}.br` : file)).size;
  /** The files a visit loading `keys` downloads: their chunks and static imports, and their CSS. */
  const visit = (keys) => {
    const js = new Set();
    const css = new Set();
    const collect = (key) => {
      const entry = manifest[key];
      if (!entry || js.has(entry.file)) return;
      js.add(entry.file);
      for (const c of entry.css ?? []) css.add(c);
      for (const imp of entry.imports ?? []) collect(imp);
    };
    for (const key of ["index.html", ...keys]) collect(key);
    return { js: [...js], css: [...css] };
  };
  const sum = (files, size = gz) => files.reduce((s, f) => s + size(f), 0);
  const first = visit([landingKey]);
  const screens = new Map();
  for (const key of screenKeys) {
    if (!manifest[key]) screens.set(key, null);
    else {
      const { js } = visit([key]);
      screens.set(key, { files: js.length, gzip: sum(js) });
    }
  }
  const allJs = [...new Set(Object.values(manifest).map((e) => e.file))].filter((f) => f.endsWith(".js"));
  return {
    first: {
      js: first.js.map((file) => ({ file, gzip: gz(file), brotli: br(file) })),
      css: first.css.map((file) => ({ file, gzip: gz(file), brotli: br(file) })),
    },
    // The socket client (client/src/lib/realtime.ts) belongs to the screens that listen, loaded on demand.
    withSocket: first.js.filter((f) => readFileSync(join(dist, f), "utf8").includes("new WebSocket(")),
    allJs: sum(allJs),
    screens,
  };
}

/** The sum of `key` over `files`. */
export const total = (files, key = "gzip") => files.reduce((s, x) => s + x[key], 0);
