import type { MessageKey } from "@common/i18n/keys";
import { FIRST_PAINT_ID } from "../lib/first-paint";
import { HEADER_BAR, HEADER_CONTENT, HEADER_ROW, WELCOME_HEADING } from "../shells/dashboard-layout";

// What the server paints before any script has arrived, for someone signed in (decision 0030): the page's frame
// and its welcome, in the person's words, where the page will put them. The app takes it away in the same frame
// as it shows its own page (lib/first-paint.ts), so nothing moves.

/** Where the server writes the heading's text, escaped. */
export const HEADING_SLOT = "{heading}";

export interface FirstPaint {
  /** A message taking the person's `name` (their first name). */
  heading: MessageKey;
  /** The classes of the page's `<main>`. */
  main: string;
}

/** Out of the page's flow, over where the page will be: hidden, it leaves everything where it is. */
const OVER_THE_PAGE = "absolute inset-x-0 top-0";

/** The first paint's HTML, with HEADING_SLOT for the heading (written by the build for the server). */
export const firstPaintHtml = ({ main }: FirstPaint) =>
  `<div id="${FIRST_PAINT_ID}" aria-hidden="true" class="${OVER_THE_PAGE}"><div class="${HEADER_BAR}"><div class="${HEADER_ROW}"><div class="${HEADER_CONTENT}"></div></div></div>` +
  `<div class="${main}"><p class="${WELCOME_HEADING}">${HEADING_SLOT}</p></div></div>`;
