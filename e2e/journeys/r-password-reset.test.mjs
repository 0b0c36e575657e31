// Journey r (issue 12, forgot password): a tenant who forgot their password asks for a code on the sign-in
// screen, sets a new password with it and signs in; the session they had on another device has ended, and the old
// password no longer works. The code comes from the development toast (no mail server in the test run).
import assert from "node:assert/strict";
import { fillSignIn, PASSWORD, readDevCode, signInUi, signUpViaApi, uniqueEmail } from "../support/auth.mjs";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const NEW_PASSWORD = "Entebbe2027x";

journey(
  "a tenant forgets their password, resets it with the emailed code and signs in",
  async ({ page, newContext }) => {
    const email = uniqueEmail("forgetful");
    const otherDevice = await newContext();
    await signUpViaApi(otherDevice, "tenant", { email });
    const phone = await otherDevice.newPage();
    await signInUi(phone, "tenant", email);

    await page.goto("/tenant-login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await atPath(page, "/forgot-password");
    await heading(page, "Reset your password");
    await page.getByRole("button", { name: "Send code" }).click();
    await text(page, "Please provide contact information");
    await page.getByLabel("Email address").fill(email);
    await screenshotBoth(page, "r01-forgot-password-email");
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await readDevCode(page);
    await text(page, `If an account uses ${email}, we have sent it a code.`);

    // A weak password and a mismatch are said on the spot.
    await page.getByLabel("Code from the email").fill(code);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("other");
    await page.getByRole("button", { name: "Set new password" }).click();
    await text(page, "Password must be at least 8 characters");
    await text(page, "Passwords don't match");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await screenshotBoth(page, "r02-forgot-password-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await toast(page, "Password changed");
    await atPath(page, "/tenant-login");

    // The old password is refused; the new one signs in.
    await fillSignIn(page, { email, password: PASSWORD, button: "Sign In as Tenant" });
    await visible(
      page.getByRole("alert").filter({ hasText: "Invalid email/phone or password." }),
      "the old password refused",
    );
    await fillSignIn(page, { email, password: NEW_PASSWORD, button: "Sign In as Tenant" });
    await atPath(page, "/dashboard");
    await heading(page, "Welcome back, Amina!");

    // The other device's session has ended: its next page needs a sign-in.
    await phone.goto("/tenant-notifications");
    await atPath(phone, "/tenant-login");
    const res = await otherDevice.request.get("/api/auth/user");
    assert.equal(res.status(), 401, "the other device is signed out");
  },
);
