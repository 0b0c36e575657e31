// The languages a person can choose, apart from common/constants so that the language switch on the first visit
// does not bring every constant with it.

/** The languages a person can choose (each a folder of common/i18n/locales), in the switch's order. */
export const LANGUAGES = ["en", "lg", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own words: the switch shows these whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", lg: "Luganda", sw: "Kiswahili" };
