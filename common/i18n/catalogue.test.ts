import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCatalogues, missingTranslations } from "./check-catalogues";
import { literal, msg, parseMessage, translateText } from "./message";
import { readCatalogues } from "./read-catalogues";

const dir = join(import.meta.dirname, "locales");

describe("the message catalogue", () => {
  it("has no invalid message, unknown key or mismatched placeholder in any language", () => {
    expect(checkCatalogues(dir)).toEqual([]);
  });

  it("has every English message in Luganda and Swahili (a new key needs its translations)", () => {
    const { locales } = readCatalogues(dir);
    expect(locales.sort()).toEqual(["en", "lg", "sw"]);
    expect(missingTranslations(dir)).toEqual([]);
  });

  it("the check finds each kind of problem", () => {
    const scratch = mkdtempSync(join(tmpdir(), "nyumba-catalogue-"));
    try {
      const write = (locale: string, file: string, messages: object) => {
        mkdirSync(join(scratch, locale), { recursive: true });
        writeFileSync(join(scratch, locale, file), JSON.stringify(messages));
      };
      write("en", "rent.json", { paid: "Paid {amount}", due: "Due", broken: "{count, plural, one {x}" });
      write("lg", "rent.json", { paid: "Wasasudde {omuwendo}", due: "Kwe kwe", extra: "Tekiriiwo" });
      expect(checkCatalogues(scratch)).toEqual([
        expect.stringContaining("en rent.broken: not valid ICU"),
        "lg rent.paid: placeholders differ from English",
        "lg rent.extra: no such English key",
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("a new language is a folder: found without code, missing keys fall back to English", () => {
    const scratch = mkdtempSync(join(tmpdir(), "nyumba-catalogue-"));
    try {
      for (const [locale, messages] of [
        ["en", { paid: "Paid", due: "Due" }],
        ["lg", { paid: "Kisasuddwa" }],
        ["sw", { due: "Inadaiwa" }],
      ] as const) {
        mkdirSync(join(scratch, locale));
        writeFileSync(join(scratch, locale, "rent.json"), JSON.stringify(messages));
      }
      const { locales, messages } = readCatalogues(scratch);
      expect(locales).toEqual(["en", "lg", "sw"]);
      expect(messages.lg).toEqual({ "rent.paid": "Kisasuddwa", "rent.due": "Due" });
      expect(messages.sw).toEqual({ "rent.paid": "Paid", "rent.due": "Inadaiwa" });
      // ... and the completeness check names each message a language lacks.
      expect(missingTranslations(scratch)).toEqual(["lg rent.due", "sw rent.paid"]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("spells Luganda's welcome one way, Tukwanirizza, wherever it greets", () => {
    const { messages } = readCatalogues(dir);
    const welcomes = Object.entries(messages.lg!).flatMap(([key, text]) =>
      (text.match(/\btukwani\p{L}*/giu) ?? []).map((word) => `${key}: ${word}`),
    );
    expect(welcomes.length).toBeGreaterThan(1);
    expect(welcomes.filter((w) => !w.endsWith(": Tukwanirizza"))).toEqual([]);
  });

  it("every English file is typed in keys.ts", () => {
    const keysTs = readFileSync(join(import.meta.dirname, "keys.ts"), "utf8");
    for (const file of readdirSync(join(dir, "en"))) {
      expect(keysTs, `${file} is missing from keys.ts`).toContain(`./locales/en/${file}`);
    }
  });
});

describe("msg()", () => {
  it("carries a key and its values as text, and parses back", () => {
    expect(parseMessage(msg("validation.tooLong", { max: 120 }))).toEqual({
      key: "validation.tooLong",
      values: { max: 120 },
    });
    expect(parseMessage(msg("common.genericError"))).toEqual({ key: "common.genericError" });
  });

  it("puts messages nested in a message's values into words first, free text as it is", () => {
    const words: Record<string, string> = {
      "a.status": "Pending",
      "a.notice": "Request {title} is {status}",
    };
    const render = (key: string, values: Record<string, string | number>) =>
      words[key]?.replace(/\{(\w+)\}/g, (_, n: string) => String(values[n]));
    const text = msg("maintenance.activityFiled" as never, {
      title: "Leaking tap",
      status: msg("a.status" as never),
    });
    expect(translateText(text.replace("maintenance.activityFiled", "a.notice"), render)).toBe(
      "Request Leaking tap is Pending",
    );
    expect(translateText("Typed by a person", render)).toBe("Typed by a person");
    expect(translateText(msg("a.unknown" as never), render)).toBe("a.unknown");
    // Typed text shaped like a key stays typed text once marked literal.
    const typed = msg("maintenance.activityFiled" as never, { title: literal("a.status"), status: "done" });
    expect(translateText(typed.replace("maintenance.activityFiled", "a.notice"), render)).toBe(
      "Request \u2060a.status is done",
    );
    expect(literal("Not on my statement")).toBe("Not on my statement");
  });

  it("leaves other text alone, whatever it looks like", () => {
    for (const text of ["Please enter your password", "", "a.b c", "x".repeat(5000), "\u001f{}"]) {
      expect(parseMessage(text)).toBeNull();
    }
  });
});
