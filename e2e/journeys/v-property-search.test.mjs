// Journey v (issue 12, public property search): a landlord lists a Kololo property with a photo; a visitor finds
// it on /property-search (location Kololo, 2 bedrooms, a misspelt name), opens its listing, is asked to sign up,
// signs up and in, comes back to the unit and applies; the landlord sees the application on the dashboard.
import assert from "node:assert/strict";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { fillSignIn, PASSWORD, signUpViaApi, uniqueEmail } from "../support/auth.mjs";
import { BASE_URL } from "../support/browser.mjs";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, signedInLandlordWithProperty } from "../support/landlord.mjs";
import { failedRequests } from "../support/page-checks.mjs";
import { apiGet } from "../support/residents.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey(
  "a visitor finds a 2-bedroom in Kololo, applies after signing up, and the landlord sees it",
  async ({ page, newContext }) => {
    // The landlord's property (three 2-bedroom units), listed from the edit page with a photo.
    const suffix = Date.now().toString(36).slice(-5);
    const name = `Acacia Hillside ${suffix}`;
    const landlord = await newContext();
    await signedInLandlordWithProperty(landlord, name);
    const mine = (await apiGet(landlord, "/api/landlord/properties")).find((p) => p.name === name);
    const lp = await landlord.newPage();
    await lp.goto(`/edit-property/${mine.id}`);
    await heading(lp, "Edit Property");
    await lp.getByLabel("Location", { exact: true }).fill("Plot 4, Acacia Avenue, Kololo, Kampala");
    const dir = await mkdtemp(join(tmpdir(), "nyumba-e2e-"));
    const photo = join(dir, "front.jpg");
    await writeFile(
      photo,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c9a26b" } })
        .jpeg()
        .toBuffer(),
    );
    await lp.getByTestId("property-photos-input").setInputFiles(photo);
    await lp.getByRole("button", { name: "Add Photos" }).click();
    await toast(lp, "Photos Added");
    await lp.getByLabel("List publicly on the property search").check();
    await screenshotBoth(lp, "v01-edit-property-listed");
    await lp.getByRole("button", { name: "Save Changes" }).click();
    await toast(lp, "Property Updated");
    await visible(lp.getByTestId("listed-badge"), "the 'On the property search' badge");

    // A visitor: from the landing page to the search, Kololo and 2 bedrooms. Nothing they open asks for
    // anything that fails (a 401 for the signed-in user, say).
    const failed = failedRequests(page);
    await page.goto("/");
    await page.getByRole("link", { name: "Looking for a home? Search properties to rent" }).click();
    await atPath(page, "/property-search");
    await heading(page, "Find Your Next Home");
    await visible(page.getByTestId("search-result").first(), "the listed properties");
    await screenshotBoth(page, "v02-property-search");
    await page.getByTestId("filter-location").selectOption("kololo");
    await page.getByTestId("filter-bedrooms").selectOption("2");
    await visible(
      page.locator(`[data-testid="search-result"][data-name="${name}"]`),
      "the landlord's property",
    );
    await page.getByTestId("search-input").fill(`Acacia Hilside ${suffix}`); // one 'l' short
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await text(page, "1 property found");
    await page.getByRole("button", { name: "List view" }).click();
    await screenshotBoth(page, "v03-search-results-list");
    await page.getByTestId("filter-maxPrice").fill("100");
    await page.getByTestId("filter-minPrice").fill("5000");
    await text(page, "The maximum price must be at least the minimum price");
    await page.getByTestId("filter-minPrice").fill("");
    await page.getByTestId("filter-maxPrice").fill("");
    await page.getByTestId("search-input").fill("Zzyzx nowhere");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await heading(page, "No Properties Found");
    await screenshotBoth(page, "v04-no-properties-found");
    await page.getByRole("button", { name: "Clear Filters" }).first().click();
    await page.getByTestId("search-input").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();

    // The listing: its page, and the link preview a crawler reads.
    await page.getByRole("link", { name, exact: true }).click();
    await atPath(page, `/listing/${mine.id}`);
    await heading(page, name);
    await visible(page.getByRole("img", { name: `Photo 1 of 1 of ${name}` }), "the property's photo");
    await screenshotBoth(page, "v05-listing");
    await page.reload();
    await heading(page, name);
    await page.waitForLoadState("networkidle");
    failed.assertNone("a visitor's search and the listing, opened from it and directly");
    const html = await (await page.context().request.get(`${BASE_URL}/listing/${mine.id}`)).text();
    assert.match(
      html,
      new RegExp(`<meta property="og:title" content="${name} — homes to rent on Nyumba" />`),
    );
    assert.match(
      html,
      /<meta property="og:image" content="http[^"]+\/api\/properties\/\d+\/photos\/\d+" \/>/,
    );

    // Applying needs an account: sign up (through the API here; journey a walks it), sign in, and back.
    const units = page.getByTestId("listing-unit");
    const unitNumber = await units.first().getAttribute("data-unit");
    await units
      .first()
      .getByRole("button", { name: /Apply for this unit/ })
      .click();
    const ask = await visible(page.getByRole("dialog", { name: "Sign up to apply" }), "the sign-up prompt");
    await screenshotBoth(page, "v06-sign-up-to-apply");
    await ask.getByRole("link", { name: "Create Account" }).click();
    await atPath(page, "/tenant-signup-verification");
    const email = uniqueEmail("applicant");
    await signUpViaApi(page.context(), "tenant", { email, firstName: "Brenda", lastName: "Kyomuhendo" });
    await page.goto("/tenant-login");
    await fillSignIn(page, { email, password: PASSWORD, button: "Sign In as Tenant" });
    await atPath(page, `/listing/${mine.id}`);
    const apply = await visible(
      page.getByRole("dialog", { name: `Apply for Unit ${unitNumber}` }),
      "the form",
    );
    await apply.getByRole("button", { name: "Send Application" }).click();
    await text(page, "Move-in date is required");
    const soon = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await apply.getByTestId("apply-move-in").fill(soon);
    await screenshotBoth(page, "v07-apply");
    await apply.getByRole("button", { name: "Send Application" }).click();
    await toast(page, "Application Sent");
    await visible(page.getByTestId("my-application"), "the application on the listing");
    await text(page, `You applied for Unit ${unitNumber}`);
    await screenshotBoth(page, "v08-applied");

    // The landlord's dashboard lists it with the unit.
    await lp.goto("/property-selection");
    await manageProperty(lp, name);
    await lp.getByRole("button", { name: "Close", exact: true }).click();
    await visible(lp.getByText("Brenda Kyomuhendo"), "the application on the dashboard");
    await text(lp, `Unit ${unitNumber} · 2 Bedroom`);
  },
  { timeout: 120_000 },
);
