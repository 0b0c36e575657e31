import { config } from "zod/v4/core";

// zod probes whether it may compile its parsers with `new Function` the first time a page makes an object schema.
// The app's Content-Security-Policy refuses eval: zod catches the refusal, but the browser still reports it as a
// violation on every page with a form. Told it runs without compiling (jitless), zod makes no probe. Imported
// first by the entry, before any page's schemas are made; it adds zod's small config module, not zod.
config({ jitless: true });
