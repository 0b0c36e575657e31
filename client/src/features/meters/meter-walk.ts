/** The scroll target of a meter's block: saving a reading moves to the next meter's, then the next unit's. */
export const meterAnchor = (meterId: string) => `meter-${meterId}`;

/** Scrolls to a meter's block and puts the cursor in its reading, ready for the next value. */
export function goToMeter(meterId: string) {
  const block = document.getElementById(meterAnchor(meterId));
  block?.scrollIntoView({ behavior: "smooth", block: "start" });
  block?.querySelector<HTMLInputElement>("input[inputmode=decimal]")?.focus({ preventScroll: true });
}
