/**
 * The option a key moves a list's highlight to (a combobox's suggestions, -1 for none: the typed text itself):
 * ArrowDown and ArrowUp step through the `count` options and wrap round through none, Escape goes back to none.
 * Undefined for a key the list leaves to the text field (Enter, Home, End, letters).
 */
export function nextHighlight(key: string, current: number, count: number): number | undefined {
  if (count === 0) return key === "Escape" ? -1 : undefined;
  switch (key) {
    case "ArrowDown":
      return current >= count - 1 ? -1 : current + 1;
    case "ArrowUp":
      return current < 0 ? count - 1 : current - 1;
    case "Escape":
      return -1;
    default:
      return undefined;
  }
}
