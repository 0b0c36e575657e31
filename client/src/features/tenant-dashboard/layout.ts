/** The tenant dashboard's `<main>`: the page and the first paint the server writes for it (page-table.ts). */
export const TENANT_DASHBOARD_MAIN = "mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8";
