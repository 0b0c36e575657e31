// Journey j: errors a person can act on. A page whose chunk never arrives (a dropped mobile connection) says so
// and 'Try Again' loads it; a failed request's error state shows the request's reference for support.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/build-if-stale.mjs";
import { heading, text } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

// Chunks are named by their hash alone: the build's manifest says which one holds the tenant sign-in page.
const manifest = JSON.parse(readFileSync(join(ROOT, "dist", "client", ".vite", "manifest.json"), "utf8"));
const LOGIN_CHUNK = `**/${manifest["src/features/auth/TenantLoginPage.tsx"].file}`;

journey("a page whose chunk fails to load offers Try Again, which loads it", async ({ page }) => {
  await page.goto("/");
  await heading(page, "Uganda's Premier Property Management Platform");
  let aborted = 0;
  await page.route(LOGIN_CHUNK, (route) => {
    aborted += 1;
    return route.abort("internetdisconnected");
  });
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByRole("menuitem", { name: "Tenant Login" }).click();
  await heading(page, "This page did not load");
  await text(page, "The connection dropped while the page was loading.");
  assert.ok(aborted >= 1, "the page's chunk was asked for and dropped");
  await screenshotBoth(page, "j01-chunk-failed");

  // The connection is back: Try Again asks for the chunk again, without reloading the app.
  await page.unroute(LOGIN_CHUNK);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.getByRole("button", { name: "Try Again", exact: true }).click();
  await heading(page, "Tenant Login");
  assert.equal(await page.evaluate(() => window.__sameDocument), true, "no full reload was needed");
});

journey("a failed request shows its reference for support", async ({ page }) => {
  await page.route("**/api/rent/summary", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      headers: { "x-request-id": "ref-journey-j-0042" },
      body: JSON.stringify({
        error: "Something went wrong. Please try again.",
        code: "INTERNAL",
        requestId: "ref-journey-j-0042",
      }),
    }),
  );
  await page.goto("/tenant-demo");
  await heading(page, "Welcome back, Sarah!");
  await page.goto("/rent-payment-methods");
  await text(page, "Reference: ref-journey-j-0042");
  await screenshotBoth(page, "j02-error-reference");
});

journey(
  "the tenant dashboard's cards come, from their own routes, when its one request stalls",
  async ({ page }) => {
    await page.goto("/tenant-demo");
    await heading(page, "Welcome back, Sarah!");
    // Signed in now, the page's HTML and the app ask for the dashboard's one request: held and never answered,
    // as on a link that stopped; the cards' own routes still answer.
    let held = 0;
    await page.route("**/api/tenant/dashboard", () => {
      held++;
    });
    const ownRead = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/rent/summary");
    await page.reload();
    await heading(page, "Welcome back, Sarah!");
    await ownRead;
    await heading(page, "Rent Payment");
    await heading(page, "Your Home");
    assert.ok(held > 0, "the dashboard's one request was asked for (and held)");
    await screenshotBoth(page, "j03-dashboard-request-stalled");
  },
);
