import {
  MAINTENANCE_CATEGORIES,
  type MaintenanceCategory,
  PRESET_ISSUES,
} from "../../../../common/schemas/maintenance";

/**
 * The USSD menu as a state machine over the answers of the session so far (Africa's Talking sends them all again
 * with every step, joined by '*', so no state is kept between requests):
 *   ""        main menu: 1 balance, 2 pay rent, 3 report a problem, 4 latest announcement
 *   1         balance and next due date (end)
 *   2         confirm paying what is due from this number: 1 yes, 2 no
 *   2*1       start the mobile money payment (end)
 *   3         the categories of maintenance
 *   3*c       the first preset issues of category c
 *   3*c*i     file the request (end)
 *   4         the latest announcement (end)
 * Anything else is an invalid choice (end).
 */
export type UssdStep =
  | { kind: "main" }
  | { kind: "balance" }
  | { kind: "payConfirm" }
  | { kind: "pay" }
  | { kind: "payCancelled" }
  | { kind: "categories" }
  | { kind: "issues"; category: MaintenanceCategory }
  | { kind: "report"; category: MaintenanceCategory; issue: string }
  | { kind: "announcement" }
  | { kind: "invalid" };

/** How many preset issues one screen offers (the menu must fit 182 characters). */
export const ISSUES_PER_SCREEN = 5;
/** The longest `text` we read: a real session is a handful of short answers. */
const MAX_TEXT = 60;

/** The preset issues a category's screen offers, in order. */
export const issuesOf = (category: MaintenanceCategory) =>
  PRESET_ISSUES[category].slice(0, ISSUES_PER_SCREEN);

/** The step for the session's answers so far (`text` as Africa's Talking sends it). */
export function ussdStep(text: string): UssdStep {
  if (text.length > MAX_TEXT) return { kind: "invalid" };
  const answers = text === "" ? [] : text.split("*").map((a) => a.trim());
  const [first, second, third, ...rest] = answers;
  if (first === undefined) return { kind: "main" };
  if (rest.length) return { kind: "invalid" };
  const pick = <T>(list: readonly T[], answer: string | undefined) => {
    const n = Number(answer);
    return answer && /^\d{1,2}$/.test(answer) && n >= 1 && n <= list.length ? list[n - 1] : undefined;
  };
  switch (first) {
    case "1":
      return second === undefined ? { kind: "balance" } : { kind: "invalid" };
    case "2":
      if (second === undefined) return { kind: "payConfirm" };
      if (third !== undefined) return { kind: "invalid" };
      return second === "1"
        ? { kind: "pay" }
        : second === "2"
          ? { kind: "payCancelled" }
          : { kind: "invalid" };
    case "3": {
      if (second === undefined) return { kind: "categories" };
      const category = pick(MAINTENANCE_CATEGORIES, second);
      if (!category) return { kind: "invalid" };
      if (third === undefined) return { kind: "issues", category };
      const issue = pick(issuesOf(category), third);
      return issue ? { kind: "report", category, issue } : { kind: "invalid" };
    }
    case "4":
      return second === undefined ? { kind: "announcement" } : { kind: "invalid" };
    default:
      return { kind: "invalid" };
  }
}

/** At most 182 characters a screen (GSM-7 USSD): a longer text is cut at a word, with "...". */
export const USSD_MAX = 182;
export function fitScreen(text: string): string {
  if (text.length <= USSD_MAX) return text;
  const cut = text.slice(0, USSD_MAX - 3);
  const space = cut.lastIndexOf(" ");
  return `${space > USSD_MAX / 2 ? cut.slice(0, space) : cut}...`;
}

/** A reply: CON keeps the session open for another answer, END closes it. */
export const con = (text: string) => `CON ${fitScreen(text)}`;
export const end = (text: string) => `END ${fitScreen(text)}`;
