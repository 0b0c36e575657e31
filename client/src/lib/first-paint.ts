// The first paint the server writes into a signed-in person's page before any script (app/first-paint-html.ts): the
// app takes it away in the frame its own page comes in.

export const FIRST_PAINT_ID = "first-paint";
/** Long after the frame that painted it was presented (see removeFirstPaint). */
const REMOVE_AFTER_MS = 5000;

const shown = () => {
  // No page in the build's prerender (app/prerender.tsx), where the spinner is rendered as a fallback.
  if (typeof document === "undefined") return null;
  const element = document.getElementById(FIRST_PAINT_ID);
  return element && element.style.visibility !== "hidden" ? element : null;
};

export const hasFirstPaint = () => shown() !== null;

/**
 * Hides the first paint at once and removes it later: Chromium forgets a text it painted as a candidate for
 * Largest Contentful Paint when its node leaves the page before that frame was presented (on a loaded phone the
 * app can render that soon), and would count the page's own heading, drawn later in the same place, instead.
 */
export function removeFirstPaint() {
  releasePrerendered();
  const element = shown();
  if (!element) return;
  element.style.visibility = "hidden";
  setTimeout(() => element.remove(), REMOVE_AFTER_MS);
}

/**
 * A page the build prerendered (decision 0056) comes `inert` (server/src/platform/http/prerendered.ts): until the app
 * has it, a tap would do nothing and Enter in a form would have the browser send it itself, as a GET with its fields
 * in the URL. The app's page, hydrated, lets it go.
 */
export function releasePrerendered() {
  document.getElementById("root")?.removeAttribute("inert");
}
