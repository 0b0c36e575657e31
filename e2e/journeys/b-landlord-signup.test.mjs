// Journey b: a property company's landlord signs up, signs in on /landlord-login, sees the dashboard, signs out.
import assert from "node:assert/strict";
import { currentUser, fillSignIn, PASSWORD, readDevCode, signOut, uniqueEmail } from "../support/auth.mjs";
import { atPath, heading, hidden, isAtPath, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("landlord (company) signs up, signs in and signs out", async ({ page, context }) => {
  const email = uniqueEmail("landlord");
  const phone = `07009${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;

  await page.goto("/");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.getByRole("menuitem", { name: "Landlord Sign Up" }).click();

  // Step 1.
  await atPath(page, "/landlord-signup-verification");
  await heading(page, "Landlord Sign Up");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  const code = await readDevCode(page);
  await screenshotBoth(page, "b01-landlord-verification-code");
  await page.getByLabel("Verification Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await visible(page.getByRole("button", { name: "Verified ✓" }), "the 'Verified ✓' button");

  // Step 2.
  await atPath(page, "/landlord-password-setup", { timeout: 5000 });
  await heading(page, "Create Your Password");
  await text(page, "Choose a strong password for your landlord account.");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await screenshotBoth(page, "b02-landlord-password-setup");
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  // Step 3: company account, company fields appear once "Property Company" is chosen.
  await atPath(page, "/landlord-signup");
  await heading(page, "Landlord Registration");
  const companyName = page.getByLabel("Company Name", { exact: true });
  await visible(page.getByLabel("First Name", { exact: true }), "the First Name field");
  assert.equal(
    await companyName.count(),
    0,
    "company fields should be hidden before choosing the account type",
  );
  await screenshotBoth(page, "b03-landlord-registration-empty");
  await page.getByRole("radio", { name: "Individual Landlord" }).check();
  await hidden(companyName, "the Company Name field (individual account)");
  await page.getByRole("radio", { name: "Property Company" }).check();
  await visible(companyName, "the Company Name field (company account)");
  await page.getByLabel("First Name", { exact: true }).fill("Moses");
  await page.getByLabel("Last Name", { exact: true }).fill("Kiggundu");
  assert.equal(await page.getByLabel("Email", { exact: true }).inputValue(), email, "the verified email");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone);
  await companyName.fill("Kiggundu Estates Ltd");
  await page.getByLabel("Company Registration Number", { exact: true }).fill("80020009876");
  await page.getByLabel("Company Address", { exact: true }).fill("Plot 9, Jinja Road, Kampala");
  await page.getByLabel("Business License Number", { exact: true }).fill("BL-2026-001");
  await screenshotBoth(page, "b04-landlord-registration-company");
  await page.getByRole("button", { name: "Create Landlord Account", exact: true }).click();
  await toast(page, "Registration Successful!", { description: "Your landlord account has been created." });
  isAtPath(page, "/landlord-signup");

  // Sign in.
  await atPath(page, "/landlord-login", { timeout: 6000 });
  await heading(page, "Landlord Login");
  assert.equal(await page.getByLabel("Property", { exact: true }).count(), 0, "no property dropdown here");
  await screenshotBoth(page, "b05-landlord-login");
  await fillSignIn(page, { email, password: PASSWORD, button: "Sign In as Landlord" });
  // A landlord without a property is sent from /dashboard to choose or add one.
  await atPath(page, "/property-selection");
  await heading(page, "Select Property to Manage");
  await text(page, "No properties yet");
  await visible(page.getByRole("link", { name: "Add New Property" }), "the Add New Property link");
  await screenshotBoth(page, "b06-landlord-property-selection");
  const me = await currentUser(context);
  assert.equal(me.status, 200);
  assert.deepEqual(
    [me.user.role, me.user.email, me.user.firstName, me.user.lastName],
    ["landlord", email, "Moses", "Kiggundu"],
  );

  await signOut(page);
  await screenshotBoth(page, "b07-after-sign-out");
  assert.equal((await currentUser(context)).status, 401, "GET /api/auth/user after sign-out");
});
