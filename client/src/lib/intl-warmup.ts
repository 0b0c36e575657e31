import { BOOTSTRAP_USER_ELEMENT_ID } from "@common/bootstrap";

// The first Intl format of a page loads ICU's data: ~150-350 ms of a slow phone's main thread (decision 0033). On a
// page whose first render formats amounts, dates or counts (a signed-in page; the public search and listing pages),
// a worker makes those formats first, while the page's modules evaluate and its data downloads; the renderer's ICU
// caches are shared by its threads, and the page's own formats then cost a millisecond or two. The entry imports
// this module first, so that the worker starts before the rest evaluates. If it cannot start, or is late, the page
// loads ICU's data itself.
const PUBLIC_FORMATTING = /^\/(property-search|listing\/)/i;

// A signed-in page: the server wrote its user (a visitor's page says `null`).
const signedIn = (document.getElementById(BOOTSTRAP_USER_ELEMENT_ID)?.textContent ?? "null") !== "null";

if (signedIn || PUBLIC_FORMATTING.test(location.pathname)) {
  try {
    new Worker(new URL("./intl-warmup.worker.ts", import.meta.url), { type: "module" });
  } catch {
    // No worker here: the first render makes its formats itself.
  }
}
