/** The words of a text, lower-case: letters and digits of any script, everything else a separator. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The blocked words (or phrases: "dawa za kulevya") that a listing's text contains as whole words, in the list's
 * order. Whole words only: "gun" flags "a gun" but not "gunny sack" or "Begun".
 */
export function findBlockedWords(text: string, blocked: readonly string[]): string[] {
  const words = wordsOf(text);
  const found: string[] = [];
  for (const entry of blocked) {
    const phrase = wordsOf(entry);
    if (phrase.length === 0 || found.includes(entry)) continue;
    const at = words.findIndex((_, i) => phrase.every((w, j) => words[i + j] === w));
    if (at >= 0) found.push(entry);
  }
  return found;
}

/** A landlord's list as typed: trimmed, lower-case, without empties or repeats, in the order given. */
export function normalizeBlockedWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const word = w.trim().toLowerCase().normalize("NFC");
    if (word && !out.includes(word)) out.push(word);
  }
  return out;
}
