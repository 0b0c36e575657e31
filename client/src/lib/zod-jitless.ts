// zod probes whether it may compile its parsers with `new Function` the first time a page makes an object schema.
// The app's Content-Security-Policy refuses eval: zod catches the refusal, but the browser still reports it as a
// violation on every page with a form. Told it runs without compiling (jitless), zod makes no probe (decision 0049).
//
// zod keeps its configuration on `globalThis.__zod_globalConfig`, made by the first copy of zod that loads and
// shared by every copy after it; `z.config()` assigns to that object. The entry imports this module first, before
// any page's schemas are made, and sets the flag there without loading zod: importing `z.config` would put zod's
// core utilities (4 KB gzipped) into every first visit.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
