// Journey a: a new tenant signs up through the three steps, signs in, sees the dashboard, signs out.
import assert from "node:assert/strict";
import { currentUser, fillSignIn, PASSWORD, readDevCode, signOut, uniqueEmail } from "../support/auth.mjs";
import { dayFromToday } from "../support/dates.mjs";
import { atPath, heading, isAtPath, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshot, screenshotBoth } from "../support/screens.mjs";

journey("tenant signs up, signs in and signs out", async ({ page, context }) => {
  const email = uniqueEmail("tenant");
  const phone = `07729${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;

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
  await page.getByLabel("Property of Interest", { exact: true }).selectOption({ label: "Kampala Heights" });
  await page.getByLabel("Unit Type", { exact: true }).selectOption("2-bedroom");
  await page.getByLabel("Move-in Date", { exact: true }).fill(dayFromToday(30));
  await screenshotBoth(page, "a07-tenant-registration-filled");
  await page.getByRole("button", { name: "Create Tenant Account", exact: true }).click();
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
  // Cards for residents say why they are empty; asking again cannot change that, so they offer no Retry.
  await text(page, "The marketplace is for residents with an active lease.");
  await text(page, "You need an active lease to book amenities.");
  assert.equal(await page.getByRole("button", { name: "Retry" }).count(), 0);
  await screenshotBoth(page, "a10-tenant-dashboard");
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
});
