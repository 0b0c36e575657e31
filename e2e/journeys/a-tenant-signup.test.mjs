// Journey a: a new tenant signs up through the three steps (choosing the property of interest from the listed
// properties), signs in, sees the dashboard, signs out. Signed out or new, nothing the screens ask for fails: a
// visitor's pages know there is no session without asking, and a tenant without a lease is not asked about rent,
// the marketplace, the chat or amenities, on the dashboard or on those screens opened directly.
import assert from "node:assert/strict";
import { currentUser, fillSignIn, PASSWORD, readDevCode, signOut, uniqueEmail } from "../support/auth.mjs";
import { dayFromToday } from "../support/dates.mjs";
import { atPath, heading, isAtPath, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { failedRequests } from "../support/page-checks.mjs";
import { assertNoSidewaysScroll, screenshot, screenshotBoth } from "../support/screens.mjs";

/**
 * The property of interest: a search of the publicly listed properties. Nothing matching and offline say so; the
 * keyboard chooses (ArrowDown, Enter), 'Change' comes back to the search, and a tap chooses again.
 */
async function choosePropertyOfInterest(page, context) {
  const search = page.getByRole("combobox", { name: "Property of Interest" });
  assert.equal(
    await page.getByLabel("Unit Type", { exact: true }).count(),
    0,
    "no unit type before a property",
  );
  await search.fill("zzqx");
  await text(page, "No listed property matches “zzqx”. Try another name or area, or leave this empty.");
  await context.setOffline(true);
  await search.fill("Kampala Hei");
  await text(page, "You are offline. Connect to search the listed properties, or leave this empty.");
  await screenshot(page, "a07a-property-search-offline");
  await context.setOffline(false);
  const option = await visible(
    page.getByRole("option", { name: /^Kampala Heights/ }).first(),
    "Kampala Heights among the listed properties",
  );
  await search.press("ArrowDown");
  assert.equal(await search.getAttribute("aria-activedescendant"), await option.getAttribute("id"));
  assert.equal(await option.getAttribute("aria-selected"), "true");
  await screenshotBoth(page, "a07b-property-search");
  // The narrowest phone: the list fits without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await assertNoSidewaysScroll(page, "a07b-property-search at 360 px");
  await screenshot(page, "a07b-property-search");
  await page.setViewportSize({ width: 390, height: 844 });
  await search.press("Enter");
  const picked = page.getByTestId("picked-property");
  await visible(picked.getByText("Kampala Heights", { exact: true }), "the chosen property");
  await picked.getByRole("button", { name: "Change: Kampala Heights" }).click();
  assert.equal(
    await search.evaluate((el) => el === document.activeElement),
    true,
    "the search has the focus",
  );
  await search.fill("Kampala Heights");
  await page
    .getByRole("option", { name: /^Kampala Heights/ })
    .first()
    .click();
  await visible(picked.getByText("Kampala Heights", { exact: true }), "the chosen property");
}

/** What a lease gives, each screen opened directly by a tenant without one: what it says, and the refusal it asked for before. */
const LEASE_SCREENS = [
  ["/marketplace", "The marketplace is for residents with an active lease."],
  ["/neighbors-chat", "Chat is for residents: you need a current lease to join your property's chat."],
  ["/amenities", "You need an active lease to book amenities."],
  ["/maintenance-request", "You need an active lease to file a maintenance request."],
  ["/pet-registration", "You need a lease to register a pet."],
  ["/rent-payment", "Your rent charges show here once your landlord starts your lease."],
  ["/rent-payment-methods", "You can pay rent here once your landlord starts your lease."],
];

/** The tenant's other screens, which need no lease. */
const OTHER_TENANT_SCREENS = [
  "/announcements",
  "/tenant-notifications",
  "/transaction-history",
  "/tenant-profile",
];

/**
 * Every tenant screen, opened directly by a tenant without a lease: those built on what a lease gives say so
 * with the way back to the dashboard and ask nothing they would be refused; no screen makes a failing request.
 */
async function screensWithoutALease(page, failed) {
  for (const [path, refusal] of LEASE_SCREENS) {
    await page.goto(path);
    const gate = page.getByTestId("lease-gate");
    await visible(gate.getByText(refusal), `${path}: why it is empty`);
    await visible(gate.getByRole("heading", { name: "No active lease yet" }), `${path}: the empty state`);
    await page.waitForLoadState("networkidle");
    failed.assertNone(`a tenant without a lease on ${path}`);
  }
  await screenshotBoth(page, "a11-tenant-screen-without-lease");
  await page.getByTestId("lease-gate").getByRole("link", { name: "Back to Dashboard" }).click();
  await atPath(page, "/dashboard");
  for (const path of OTHER_TENANT_SCREENS) {
    await page.goto(path);
    await visible(page.getByRole("heading", { level: 1 }), `${path}: its heading`);
    await page.waitForLoadState("networkidle");
    failed.assertNone(`a tenant without a lease on ${path}`);
  }
}

journey(
  "tenant signs up, signs in and signs out",
  async ({ page, context }) => {
    const email = uniqueEmail("tenant");
    const phone = `07729${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
    const failed = failedRequests(page);

    // The public pages, each opened directly by a visitor: no request fails (no 401 for the signed-in user).
    for (const [path, title] of [
      ["/login", "Welcome Back"],
      ["/tenant-login", "Tenant Login"],
      ["/landlord-login", "Landlord Login"],
      ["/forgot-password", "Reset your password"],
      ["/property-search", "Find Your Next Home"],
      ["/no-such-page", "404 Page Not Found"],
    ]) {
      await page.goto(path);
      await heading(page, title);
      await page.waitForLoadState("networkidle");
      failed.assertNone(`a visitor on ${path}`);
    }

    // Landing page, then Sign Up > Tenant Sign Up.
    await page.goto("/");
    await heading(page, "Uganda's Premier Property Management Platform");
    await screenshotBoth(page, "a01-landing");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await visible(page.getByRole("menuitem", { name: "Landlord Sign Up" }), "the Landlord Sign Up menu item");
    await screenshotBoth(page, "a02-landing-signup-menu");
    await page.getByRole("menuitem", { name: "Tenant Sign Up" }).click();

    // Step 1: email verification with the development code.
    await atPath(page, "/tenant-signup-verification");
    await heading(page, "Tenant Sign Up");
    failed.assertNone("a visitor on the landing page and its sign-up menu");
    await screenshotBoth(page, "a03-tenant-verification");
    await page.getByLabel("Email Address", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Code", exact: true }).click();
    const code = await readDevCode(page);
    await text(page, `Enter the 4-digit code we sent to ${email}`);
    await screenshotBoth(page, "a04-tenant-verification-code");
    await page.getByLabel("Verification Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await visible(page.getByRole("button", { name: "Verified ✓" }), "the 'Verified ✓' button");
    await toast(page, "Verification Successful");
    await screenshot(page, "a05-tenant-verified");

    // Step 2: password (1.5 s after verification).
    await atPath(page, "/tenant-password-setup", { timeout: 5000 });
    await heading(page, "Create Your Password");
    await text(page, email);
    const password = page.getByLabel("Password", { exact: true });
    await visible(password, "the Password field");
    await screenshotBoth(page, "a06-tenant-password-setup");
    await password.fill(PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    // Step 3: registration details.
    await atPath(page, "/tenant-signup");
    await heading(page, "Tenant Registration");
    await visible(page.getByText("Verification Complete"), "the verified banner");
    await page.getByLabel("First Name", { exact: true }).fill("Amina");
    await page.getByLabel("Last Name", { exact: true }).fill("Nakitto");
    await page.getByLabel("Date of Birth", { exact: true }).fill("1994-05-12");
    await page.getByLabel("National ID", { exact: true }).fill("CM94051200XYZ");
    await page.getByLabel("Phone Number", { exact: true }).fill(phone);
    await page.getByLabel("Emergency Contact", { exact: true }).fill("Joseph Nakitto +256 772 123 456");
    await page.getByLabel("Occupation", { exact: true }).fill("Teacher");
    await page.getByLabel("Monthly Income (UGX)", { exact: true }).fill("2,500,000");
    await choosePropertyOfInterest(page, context);
    await page.getByLabel("Unit Type", { exact: true }).selectOption("2-bedroom");
    await page.getByLabel("Move-in Date", { exact: true }).fill(dayFromToday(30));
    await screenshotBoth(page, "a07-tenant-registration-filled");
    const registered = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/register");
    await page.getByRole("button", { name: "Create Tenant Account", exact: true }).click();
    // The application goes to the listed property by its id, the one the public search knows by that name.
    const listed = await (await context.request.get("/api/listings?q=Kampala%20Heights")).json();
    const heights = listed.items.find((p) => p.name === "Kampala Heights");
    assert.equal((await registered).postDataJSON().propertyOfInterest, heights.id);
    await toast(page, "Registration Successful!");
    isAtPath(page, "/tenant-signup"); // the move to sign-in waits 2 s
    await screenshot(page, "a08-tenant-registration-done");

    // Sign in with the new account.
    await atPath(page, "/tenant-login", { timeout: 6000 });
    await heading(page, "Tenant Login");
    await screenshotBoth(page, "a09-tenant-login");
    await fillSignIn(page, { email, password: PASSWORD, button: "Sign In as Tenant" });
    await atPath(page, "/dashboard");
    await heading(page, "Welcome back, Amina!");
    await text(page, "No unit assigned yet");
    // Cards for residents say why they are empty, without asking (the user says there is no lease); asking again
    // cannot change that, so they offer no Retry. The rent card shows where to find a home.
    await text(page, "The marketplace is for residents with an active lease.");
    await text(page, "You need an active lease to book amenities.");
    await text(page, "Chat is for residents: you need a current lease to join your property's chat.");
    assert.equal(await page.getByRole("button", { name: "Retry" }).count(), 0);
    await visible(page.getByRole("link", { name: "Find a home to rent" }), "the way to the property search");
    await page.waitForLoadState("networkidle");
    failed.assertNone("the sign-up steps, the sign-in and the new tenant's dashboard");
    await screenshotBoth(page, "a10-tenant-dashboard");
    // Opened directly: its data comes in the dashboard's one request, with nothing the tenant cannot have.
    await page.reload();
    await heading(page, "Welcome back, Amina!");
    await visible(page.getByTestId("maintenance-card"), "the maintenance card");
    await page.waitForLoadState("networkidle");
    failed.assertNone("the new tenant's dashboard, opened directly");
    await screensWithoutALease(page, failed);
    const me = await currentUser(context);
    assert.equal(me.status, 200);
    assert.equal(me.user.email, email);
    assert.equal(me.user.role, "tenant");
    assert.equal(me.user.lastName, "Nakitto");

    // Sign out: back on the landing page, and the session is gone.
    await signOut(page);
    assert.equal((await currentUser(context)).status, 401, "GET /api/auth/user after sign-out");
    await page.goto("/dashboard");
    await atPath(page, "/login");
    await heading(page, "Welcome Back");
    failed.assertNone("signing out and a signed-out visit to the dashboard");
  },
  { timeout: 150_000 },
);
