// The first paint the server writes into a signed-in person's page before any script (app/first-paint.ts): the
// app takes it away in the frame its own page comes in.

export const FIRST_PAINT_ID = "first-paint";

export const hasFirstPaint = () => document.getElementById(FIRST_PAINT_ID) !== null;

export function removeFirstPaint() {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
