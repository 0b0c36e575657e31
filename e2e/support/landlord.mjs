// Landlord helpers: the demo landlord's session, a real landlord with a property, choosing the property to
// manage, reading the screens' counts.
import assert from "node:assert/strict";
import { PASSWORD, signUpViaApi, uniqueEmail } from "./auth.mjs";
import { BASE_URL } from "./browser.mjs";
import { atPath, heading, hidden, toast, visible } from "./expect.mjs";

/**
 * "Try Landlord Demo" on /landlord-login, then /property-selection with its property cards. The demo opens the
 * dashboard when a property is selected already (by this visitor's landlord, earlier in the same demo world):
 * its Switch Property link leads there.
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

/**
 * A real landlord of this journey's own, signed up and signed in through the API in `context`, with a property
 * called `name` of three ready-to-rent units. Returns the landlord's email.
 */
export async function signedInLandlordWithProperty(context, name) {
  const email = uniqueEmail("landlord");
  await signUpViaApi(context, "landlord", { email });
  // Like the app's own pages: with our Origin (the server refuses a cookie-carrying POST without it).
  const headers = { origin: new URL(BASE_URL).origin };
  const login = await context.request.post("/api/login", {
    data: { email, password: PASSWORD, role: "landlord" },
    headers,
  });
  assert.equal(login.status(), 200, `POST /api/login answered ${login.status()}`);
  const created = await context.request.post("/api/landlord/properties", {
    headers,
    data: {
      name,
      location: "Plot 12, Ntinda II Road, Kampala",
      propertyType: "apartment",
      description: "Quiet apartments near Ntinda shopping centre.",
      amenities: ["Parking", "Security"],
      unitTypes: [
        {
          name: "Two bedroom",
          bedrooms: 2,
          bathrooms: 1,
          sqft: 950,
          rentPrice: 1_450_000,
          rentCurrency: "UGX",
          quantity: 3,
        },
      ],
      payout: {
        bankName: "Centenary Bank",
        bankAccountNumber: "3100045678901",
        bankAccountName: "Kiggundu Estates Ltd",
        bankBranch: "Mapeera House",
        mobileMoneyNumber: "0772 987 654",
        mobileMoneyProvider: "MTN Mobile Money",
      },
    },
  });
  assert.equal(
    created.status(),
    201,
    `POST /api/landlord/properties answered ${created.status()}: ${await created.text()}`,
  );
  return email;
}

/** On /property-selection: picks the property by name and waits for its dashboard (/dashboard, the landlord's own). */
export async function manageProperty(page, name) {
  await page.getByRole("button", { name, exact: true }).click();
  await toast(page, "Property Selected", { description: `Now managing ${name}` });
  await atPath(page, "/dashboard");
  await hidden(page.getByRole("status", { name: "Loading dashboard" }), "the dashboard skeleton");
  await visible(page.getByRole("heading", { name, exact: true }), `the dashboard of ${name}`);
}

const numberIn = (label, textContent) => {
  const m = /-?\d+/.exec(textContent);
  assert.ok(m, `no number in the ${label} counter: "${textContent}"`);
  return Number(m[0]);
};

/**
 * Opens the landlord dashboard's card `title` when it is folded (its heading's button, aria-expanded): a card
 * with nothing waiting starts folded, and stays as the person left it.
 */
export async function unfold(page, title) {
  const toggle = page.getByRole("heading", { name: title }).getByRole("button").first();
  await visible(toggle, `the ${title} card's heading`);
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  assert.equal(await toggle.getAttribute("aria-expanded"), "true", `the ${title} card is open`);
}

/** The dashboard's Occupied / Available / Maintenance tiles (each a link to its list), in the Units card. */
export async function dashboardTile(page, label) {
  await unfold(page, "Units");
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
