/** Readable unit numbers: one letter per unit type ("A1".."A4", "B1"..), "U23".. for units added later. */

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function typeLetter(index: number): string {
  let n = index;
  let out = "";
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** The numbers of a new property's units, type by type. */
export function numbersForTypes(quantities: number[]): string[][] {
  return quantities.map((q, i) => Array.from({ length: q }, (_, k) => `${typeLetter(i)}${k + 1}`));
}

/** `count` numbers "U{k}" from k = `from`, skipping numbers the property already has. */
export function nextFreeNumbers(existing: Iterable<string>, from: number, count: number): string[] {
  const taken = new Set([...existing].map((n) => n.toUpperCase()));
  const out: string[] = [];
  for (let k = from; out.length < count; k++) {
    const candidate = `U${k}`;
    if (!taken.has(candidate)) out.push(candidate);
  }
  return out;
}

/** Natural order for unit numbers: "2A" before "10A", "U9" before "U10". */
export const compareUnitNumbers = (a: string, b: string) =>
  a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
