import { describe, expect, it } from "vitest";
import { parseMessage } from "../../../common/i18n/message";
import type { AppError } from "./errors";
import { malformedUpload } from "./http/multipart";
import { invalidCharacters } from "./http/nul-guard";
import { translator } from "./i18n";
import { fileTooLarge } from "./storage/images";

// The platform's own errors are catalogue messages, so each answer is in the reader's language (they were English
// sentences, shown in English to a Luganda or Swahili reader).
const errors: [string, () => AppError][] = [
  ["an unreadable upload", malformedUpload],
  ["a file too large", fileTooLarge],
  ["a NUL character", () => invalidCharacters(["name"])],
];

describe("the platform's errors", () => {
  it.each(errors)("%s is a catalogue message, in words in each language", (_, make) => {
    const err = make();
    const messages = [err.message, ...Object.values(err.fields ?? {})];
    for (const message of messages) {
      expect(parseMessage(message), message).not.toBeNull();
      const words = ["en", "lg", "sw"].map((locale) => translator(locale).text(message));
      expect(new Set(words).size, words.join(" | ")).toBe(3);
    }
  });
});
