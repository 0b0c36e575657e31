// Reading money off the screens: amounts, description lists, the tenant dashboard's balance.
import assert from "node:assert/strict";
import { visible } from "./expect.mjs";

/** "USh 1,500,000" → 1500000. */
export function amountOf(what, value) {
  const digits = (value ?? "").replace(/[^\d]/g, "");
  assert.ok(digits, `no amount in ${what}: "${value}"`);
  return Number(digits);
}

/** The definition (dd) after the term (dt) with exactly this text, inside `scope`. */
export const definition = (scope, term) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** The dashboard rent card's balance: what the tenant owes (a credit counts as negative). */
export async function dashboardBalance(page) {
  const card = page.getByRole("region", { name: "Rent Payment" });
  await visible(card, "the dashboard's rent card");
  const credit =
    (await card
      .getByRole("term")
      .filter({ hasText: /^Credit$/ })
      .count()) > 0;
  const value = definition(card, credit ? "Credit" : "Balance");
  const amount = amountOf(
    "the rent card's balance",
    await (await visible(value, "the balance")).textContent(),
  );
  return credit ? -amount : amount;
}
