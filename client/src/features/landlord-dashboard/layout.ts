/** The landlord dashboard's `<main>`: the page and the first paint the server writes for it (page-table.ts). */
export const LANDLORD_DASHBOARD_MAIN = "mx-auto max-w-5xl space-y-6 px-3 py-5 sm:px-4 sm:py-8";
