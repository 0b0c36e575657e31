// Journey t (issue 12, security page): a tenant signed in on two devices sees both sessions on /account-security,
// signs the other one out (that device is signed out), and changes the password with the current one.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { PASSWORD, signInUi, signUpViaApi, uniqueEmail } from "../support/auth.mjs";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const NEW_PASSWORD = "Entebbe2027x";

journey(
  "a tenant signs their other device out and changes the password",
  async ({ page, context, newContext }) => {
    const email = uniqueEmail("careful");
    await signUpViaApi(context, "tenant", { email });
    const otherContext = await newContext();
    const other = await otherContext.newPage();
    await signInUi(other, "tenant", email);
    await signInUi(page, "tenant", email);

    await page.getByTestId("profile-link").click();
    await atPath(page, "/tenant-profile");
    await page.getByRole("link", { name: "Security" }).click();
    await atPath(page, "/account-security");
    await heading(page, "Security", { exact: true });
    const sessions = page.getByTestId("sessions").getByTestId("session");
    await visible(sessions.nth(1), "two sessions");
    assert.equal(await sessions.count(), 2);
    await visible(page.getByText("This device"), "this device marked");
    await screenshotBoth(page, "t01-account-security");

    await page.getByRole("button", { name: /^Sign out (?!everywhere)/ }).click();
    await toast(page, "Signed out");
    await text(page, "You are signed in on this device only.");
    const res = await otherContext.request.get("/api/auth/user");
    assert.equal(res.status(), 401, "the other device is signed out");

    const form = page.getByTestId("change-password");
    await form.getByLabel("Current password").fill("Wrong2026x");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await text(page, "The current password is not right.");
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await toast(page, "Password changed");
    await screenshotBoth(page, "t02-account-security-password-changed");

    // Your data: one ZIP archive with the account's details.
    const [archive] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("download-data").click(),
    ]);
    assert.match(archive.suggestedFilename(), /^nyumba-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await archive.path());
    assert.equal(zip.readUInt32LE(0), 0x04034b50, "a ZIP archive");
    assert.ok(zip.includes(Buffer.from("account.json")), "with account.json");

    // The bell has the security notices: each sign-in and the password change.
    await page.goto("/tenant-notifications");
    await visible(page.getByText("Password changed").first(), "the password notice");
    await visible(page.getByText("New sign-in").first(), "a sign-in notice");
  },
);
