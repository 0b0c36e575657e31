import { describe, expect, it } from "vitest";
import { DEFAULT_BLOCKED_WORDS } from "../../../../common/schemas/marketplace";
import { findBlockedWords, normalizeBlockedWords, wordsOf } from "./blocked-words";

describe("blocked words", () => {
  it("match whole words in any case, not parts of words", () => {
    expect(findBlockedWords("Air GUN, barely used", ["gun"])).toEqual(["gun"]);
    expect(findBlockedWords("Gunny sacks, begun", ["gun"])).toEqual([]);
    expect(findBlockedWords("gun-metal grey", ["gun"])).toEqual(["gun"]);
  });

  it("match phrases word by word, across punctuation and line breaks", () => {
    expect(findBlockedWords("Tuuza dawa\nza kulevya", ["dawa za kulevya"])).toEqual(["dawa za kulevya"]);
    expect(findBlockedWords("dawa za meno", ["dawa za kulevya"])).toEqual([]);
  });

  it("find the defaults in English, Luganda and Swahili, in the list's order, once each", () => {
    const found = findBlockedWords("Enjaga and bangi, bangi again; a stolen phone", DEFAULT_BLOCKED_WORDS);
    expect(found).toEqual(["stolen", "enjaga", "bangi"]);
  });

  it("read letters of any script as words", () => {
    expect(wordsOf("Ŋŋaanya, ekitabo! 2kg")).toEqual(["ŋŋaanya", "ekitabo", "2kg"]);
    expect(findBlockedWords("Ŋŋaanya", ["ŋŋaanya"])).toEqual(["ŋŋaanya"]);
  });

  it("keep a landlord's list trimmed, lower-case and without repeats", () => {
    expect(normalizeBlockedWords([" Gun ", "gun", "", "Bangi"])).toEqual(["gun", "bangi"]);
  });
});
