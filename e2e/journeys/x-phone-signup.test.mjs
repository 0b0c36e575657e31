// Journey x (issue 13, phone numbers first): a tenant signs up with a Ugandan mobile number (the SMS code; with no
// SMS provider set up, development mode shows it on screen), signs in with the number in another form, finds it
// on their profile and moves to a new number with a code sent to it; then switches to Luganda and finds the
// dashboard in Luganda after a reload (and in Swahili after switching again, even when that choice's save failed).
import assert from "node:assert/strict";
import { currentUser, PASSWORD, readDevCode } from "../support/auth.mjs";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

/** A Ugandan mobile number no other run uses. */
const mobile = () => {
  const digits = `78${String(Date.now()).slice(-7)}`;
  return { local: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, e164: `+256${digits}` };
};

/**
 * Chooses a language on the profile while its saves cannot reach the server (the connection drops): the save
 * fails, the app reads its answers again in the new language, finds the account's old one and tries once more
 * (RequireUser); that try fails too, so the choice is still unsaved when the page is left.
 */
async function chooseLanguageOffline(page, locale) {
  const offline = (route) => route.abort("internetdisconnected");
  await page.route("**/api/profile/language", offline);
  let failures = 0;
  const bothFailed = page.waitForEvent("requestfailed", {
    predicate: (r) => new URL(r.url()).pathname === "/api/profile/language" && ++failures === 2,
  });
  await page.getByTestId("language-switch").last().selectOption(locale);
  await bothFailed;
  await page.unroute("**/api/profile/language", offline);
}

journey("a tenant signs up and signs in with a phone number", async ({ page, context }) => {
  const phone = mobile();
  await page.goto("/tenant-signup-verification");
  await heading(page, "Tenant Sign Up");
  await page.getByRole("tab", { name: "Phone" }).click();
  await page.getByLabel("Phone Number", { exact: true }).fill("0412 345 678");
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  await text(page, "Enter a Ugandan mobile number");
  await page.getByLabel("Phone Number", { exact: true }).fill(phone.local);
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  const code = await readDevCode(page);
  await screenshotBoth(page, "x01-phone-verification-code");
  await page.getByLabel("Verification Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await toast(page, "Verification Successful", { description: "Phone number verified successfully" });

  await atPath(page, "/tenant-password-setup", { timeout: 5000 });
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await atPath(page, "/tenant-signup");
  await text(page, "Verified phone:");
  const phoneField = page.getByLabel("Phone Number", { exact: true });
  assert.equal(
    await phoneField.inputValue(),
    `+256 ${phone.e164.slice(4, 7)} ${phone.e164.slice(7, 10)} ${phone.e164.slice(10)}`,
  );
  assert.equal(await phoneField.getAttribute("readonly"), "");
  await page.getByLabel("First Name", { exact: true }).fill("Okello");
  await page.getByLabel("Last Name", { exact: true }).fill("Ojok");
  await page.getByLabel("Date of Birth", { exact: true }).fill("1990-03-04");
  await page.getByLabel("National ID", { exact: true }).fill("CM90030400ABC");
  await page.getByLabel("Emergency Contact", { exact: true }).fill("Akello Ojok +256 772 123 456");
  await page.getByLabel("Occupation", { exact: true }).fill("Boda boda rider");
  await page.getByLabel("Monthly Income (UGX)", { exact: true }).fill("900,000");
  // The property of interest may stay empty: then no unit type or move-in date is asked, and nothing is applied for.
  await visible(page.getByRole("combobox", { name: "Property of Interest" }), "the property search");
  assert.equal(
    await page.getByLabel("Unit Type", { exact: true }).count(),
    0,
    "no unit type without a property",
  );
  await screenshotBoth(page, "x02-phone-registration");
  await page.getByRole("button", { name: "Create Tenant Account", exact: true }).click();
  await toast(page, "Registration Successful!");

  // Sign in on the Phone tab, with the number written another way.
  await atPath(page, "/tenant-login", { timeout: 6000 });
  await page.getByRole("tab", { name: "Phone" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(phone.e164);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await screenshotBoth(page, "x03-phone-sign-in");
  await page.getByRole("button", { name: "Sign In as Tenant", exact: true }).click();
  await atPath(page, "/dashboard");
  await heading(page, "Welcome back, Okello!");
  const me = await currentUser(context);
  assert.equal(me.user.phone, phone.e164);
  assert.equal(me.user.email, null);

  // The profile shows the number; a new one takes a code sent to it.
  await page.goto("/tenant-profile");
  await visible(page.getByTestId("profile-phone"), "the phone number");
  await page.getByRole("button", { name: "Add email" }).waitFor();
  await page.getByRole("button", { name: "Change phone" }).click();
  const next = mobile();
  await page.getByLabel("New phone number").fill(next.local);
  await page.getByRole("button", { name: "Send code" }).click();
  const second = await readDevCode(page);
  await page.getByLabel("Code", { exact: true }).fill(second);
  await screenshotBoth(page, "x04-phone-change");
  await page.getByRole("button", { name: "Confirm new number" }).click();
  await toast(page, "Phone Number Changed");
  assert.equal((await currentUser(context)).user.phone, next.e164);

  // Luganda: chosen on the profile, kept on the account and in this browser.
  const savedLuganda = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/profile/language" && r.ok(),
  );
  await page.getByTestId("language-switch").last().selectOption("lg");
  await heading(page, "Ebinkwatako", { exact: true });
  await savedLuganda;
  await screenshotBoth(page, "x05-profile-luganda");
  await page.goto("/dashboard");
  await heading(page, "Tukwanirizza nate, Okello!");
  await page.reload();
  await heading(page, "Tukwanirizza nate, Okello!");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "lg");
  assert.equal((await currentUser(context)).user.locale, "lg");
  await screenshotBoth(page, "x06-dashboard-luganda");
  // A choice whose save has not reached the server when the page is left (here the request fails) is not lost:
  // the next page shows it, not the account's old language, and sends it again.
  await page.goto("/tenant-profile");
  await chooseLanguageOffline(page, "sw");
  assert.equal((await currentUser(context)).user.locale, "lg");
  const resent = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/profile/language" && r.ok());
  await page.goto("/dashboard");
  await heading(page, "Karibu tena, Okello!");
  await resent;
  assert.equal((await currentUser(context)).user.locale, "sw");
  await screenshotBoth(page, "x07-dashboard-swahili");
  await page.goto("/");
  await visible(page.getByTestId("language-switch"), "the language switch on the landing page");
  await screenshotBoth(page, "x08-landing-swahili");
  await page.goto("/tenant-profile");
  const savedEnglish = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/profile/language" && r.ok(),
  );
  await page.getByTestId("language-switch").last().selectOption("en");
  await heading(page, "My Profile", { exact: true });
  await savedEnglish;

  // A choice that never reached the server is overtaken by one made since on another device: this browser then
  // follows the account, and does not send its old choice again.
  await chooseLanguageOffline(page, "lg");
  const elsewhere = await context.request.put("/api/profile/language", {
    data: { locale: "sw" },
    headers: { origin: new URL(page.url()).origin },
  });
  assert.equal(elsewhere.status(), 200);
  let resentAgain = false;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/profile/language") resentAgain = true;
  });
  await page.goto("/dashboard");
  await heading(page, "Karibu tena, Okello!");
  await page.reload();
  await heading(page, "Karibu tena, Okello!");
  assert.equal(resentAgain, false, "the overtaken choice is not sent again");
  assert.equal((await currentUser(context)).user.locale, "sw");
});
