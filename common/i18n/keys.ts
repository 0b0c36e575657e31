/**
 * The catalogue's keys, typed from the English files (the source language): `<file>.<key>`. Add a domain's file
 * here when you create it; another language is a folder under locales/ and needs no code.
 */
interface English {
  common: typeof import("./locales/en/common.json");
  errors: typeof import("./locales/en/errors.json");
  validation: typeof import("./locales/en/validation.json");
}

export type MessageDomain = keyof English;
export type MessageKey = { [D in MessageDomain]: `${D}.${keyof English[D] & string}` }[MessageDomain];

export const SOURCE_LOCALE = "en";
