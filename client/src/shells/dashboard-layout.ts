// Classes of the signed-in screens' frame, shared with the first paint the server writes before any script
// (client/src/app/first-paint-html.ts): the same classes put its header and heading where the page puts them.

/** DashboardHeader's bar, and its row. */
export const HEADER_BAR = "sticky top-0 z-40 border-b border-slate-200 bg-white";
export const HEADER_ROW = "mx-auto flex max-w-5xl items-center justify-between gap-3 px-3 py-2 sm:px-4";
/** The height of the row's content: its controls (the logo, the buttons) are at least 44 px tall. */
export const HEADER_CONTENT = "min-h-11";
/** A dashboard's welcome heading. */
export const WELCOME_HEADING = "text-2xl font-bold text-slate-900 sm:text-3xl";
