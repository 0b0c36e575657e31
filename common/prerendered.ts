// The public pages the build renders to HTML in every language (decision 0056), and how the page says which
// language its HTML is in. Shared by the build (scripts/prerender.mjs), the server and the browser's entry.

/** On `#root`: the language of the HTML the server put in it. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * Paths whose page is the same for every visitor and every day: no date, no ticket, no id in the path. The
 * sign-up screens are left out (their date fields' ranges are counted from today).
 */
export const PRERENDERED_PATHS = [
  "/",
  "/login",
  "/tenant-login",
  "/landlord-login",
  "/forgot-password",
  "/property-search",
] as const;
