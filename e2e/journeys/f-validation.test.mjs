// Journey f: sign-up validation messages as a person sees them.
import assert from "node:assert/strict";
import { atPath, heading, hidden, isAtPath, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("Send Code without an email says Missing Information", async ({ page }) => {
  await page.goto("/tenant-signup-verification");
  await heading(page, "Tenant Sign Up");
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  await toast(page, "Missing Information", { description: "Please enter your email address first." });
  await screenshotBoth(page, "f01-missing-email");
  assert.equal(await page.getByTestId("dev-code").count(), 0, "no code was sent");
  assert.equal(await page.getByLabel("Verification Code").count(), 0, "still on the email stage");

  await page.getByLabel("Email Address", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  await visible(
    page.getByRole("alert").filter({ hasText: "Please enter a valid email" }),
    "the invalid email message",
  );
  await screenshotBoth(page, "f02-invalid-email");
  assert.equal(await page.getByTestId("dev-code").count(), 0, "no code was sent");
});

journey("a wrong verification code is refused", async ({ page }) => {
  // The page's timers run on a clock this journey can move: the redirect check below needs no real waiting.
  await page.clock.install();
  await page.goto("/tenant-signup-verification");
  await page.getByLabel("Email Address", { exact: true }).fill(`wrongcode.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  const code = (await (await visible(page.getByTestId("dev-code"), "the dev code")).textContent()).trim();
  const wrong = String((Number(code) + 1) % 10000).padStart(4, "0");
  await page.getByLabel("Verification Code", { exact: true }).fill(wrong);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await toast(page, "Verification Failed");
  await screenshotBoth(page, "f03-wrong-code");
  await visible(
    page.getByRole("button", { name: "Verify", exact: true }),
    "the Verify button, still enabled",
  );
  // Fires every timer due within 1.8 s: longer than the redirect after a successful verification.
  await page.clock.runFor(1800);
  isAtPath(page, "/tenant-signup-verification");
});

journey("password setup without verification goes back to verification", async ({ page }) => {
  await page.goto("/tenant-password-setup");
  await atPath(page, "/tenant-signup-verification");
  await toast(page, "Verification data not found. Please start over.");
  await heading(page, "Tenant Sign Up");
  await screenshotBoth(page, "f04-password-setup-without-ticket");
  await hidden(page.getByLabel("Confirm Password"), "the password form");

  await page.goto("/landlord-signup");
  await atPath(page, "/landlord-signup-verification");
  await toast(page, "Verification data not found. Please start over.");
  await text(page, "Verify your email address or phone number to get started.");
});
