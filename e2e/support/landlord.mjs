// Landlord helpers: the demo landlord's session, choosing the property to manage, reading the screens' counts.
import assert from "node:assert/strict";
import { atPath, heading, hidden, toast, visible } from "./expect.mjs";

/**
 * "Try Landlord Demo" on /landlord-login, then /property-selection with its property cards. The demo opens the
 * dashboard when a property is selected already (by an earlier journey): its Switch Property link leads there.
 */
export async function openLandlordDemo(page) {
  await page.goto("/landlord-login");
  await heading(page, "Landlord Login");
  await page.getByRole("button", { name: "Try Landlord Demo", exact: true }).click();
  const selection = page.getByRole("heading", { name: "Select Property to Manage" });
  const switchProperty = page.getByRole("link", { name: "Switch Property", exact: true });
  await visible(selection.or(switchProperty), "the property selection or the dashboard");
  if (await switchProperty.isVisible()) await switchProperty.click();
  await atPath(page, "/property-selection");
  await heading(page, "Select Property to Manage");
  await visible(page.getByTestId("property-card"), "the demo landlord's property cards");
}

/** On /property-selection: picks the property by name and waits for its dashboard (/landlord-demo). */
export async function manageProperty(page, name) {
  await page.getByRole("button", { name, exact: true }).click();
  await toast(page, "Property Selected", { description: `Now managing ${name}` });
  await atPath(page, "/landlord-demo");
  await hidden(page.getByRole("status", { name: "Loading dashboard" }), "the dashboard skeleton");
  await visible(page.getByRole("heading", { name, exact: true }), `the dashboard of ${name}`);
}

const numberIn = (label, textContent) => {
  const m = /-?\d+/.exec(textContent);
  assert.ok(m, `no number in the ${label} counter: "${textContent}"`);
  return Number(m[0]);
};

/** The dashboard's Occupied / Available / Maintenance tiles (each a link to its list). */
export async function dashboardTile(page, label) {
  const tile = page.getByRole("link").filter({ has: page.getByText(label, { exact: true }) });
  return numberIn(label, await (await visible(tile, `the ${label} tile`)).textContent());
}

/** /available-units: the Ready to Rent, Needs Work and Not Ready counters. */
export async function readinessCounters(page) {
  const summary = page.getByRole("list", { name: "Summary" });
  const count = async (label) => {
    const item = summary.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
    return numberIn(label, await (await visible(item, `the ${label} counter`)).textContent());
  };
  return {
    ready: await count("Ready to Rent"),
    needsWork: await count("Needs Work"),
    notReady: await count("Not Ready"),
  };
}

/** The row (a card on phones) of a unit in the unit tables, found by its unit number button. */
export const unitRow = (page, unitNumber) =>
  page.getByRole("row").filter({ has: page.getByRole("button", { name: unitNumber, exact: true }) });

/** A property card of /property-selection by the property's name. */
export const propertyCard = (page, name) =>
  page.getByTestId("property-card").filter({ has: page.getByRole("button", { name, exact: true }) });

/** The Total / Occupied / Available counts of a property card. */
export async function cardCounts(card) {
  const count = async (label) => {
    const value = card.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
    return numberIn(label, (await value.textContent()) ?? "");
  };
  return {
    total: await count("Total"),
    occupied: await count("Occupied"),
    available: await count("Available"),
  };
}
