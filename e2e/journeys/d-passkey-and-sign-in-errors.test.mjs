// Journey d: passkey enrolment and Touch ID sign-in with a virtual authenticator; sign-in error messages.
import assert from "node:assert/strict";
import {
  currentUser,
  fillSignIn,
  PASSWORD,
  signInUi,
  signOut,
  signUpViaApi,
  uniqueEmail,
} from "../support/auth.mjs";
import { atPath, heading, isAtPath, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

/** A platform authenticator (like Touch ID) that always verifies the user (Chrome DevTools Protocol). */
async function addVirtualAuthenticator(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

journey("tenant enables Touch ID / Face ID and signs in with it", async ({ page, context }) => {
  const email = uniqueEmail("passkey");
  await signUpViaApi(context, "tenant", { email, firstName: "Grace", lastName: "Achieng" });
  await context.clearCookies(); // the sign-up ticket is not a session
  await signInUi(page, "tenant", email);
  await heading(page, "Welcome back, Grace!");
  await heading(page, "Sign in faster");

  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
  await page.getByRole("button", { name: "Enable Touch ID / Face ID", exact: true }).click();
  await toast(page, "Touch ID / Face ID Enabled");
  await heading(page, "Touch ID / Face ID enabled");
  await visible(page.getByRole("button", { name: "Add another device" }), "the 'Add another device' button");
  await screenshotBoth(page, "d01-passkey-enabled");
  assert.equal((await currentUser(context)).user.passkeyCount, 1);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  assert.equal(credentials.length, 1, "the authenticator holds one credential");
  assert.equal(credentials[0].isResidentCredential, true, "a discoverable credential");

  await signOut(page);
  assert.equal((await currentUser(context)).status, 401);

  await page.goto("/tenant-login");
  await heading(page, "Tenant Login");
  await page.getByRole("button", { name: "Touch ID", exact: true }).click();
  await toast(page, "Authentication Successful", {
    description: "Fingerprint authentication completed successfully",
  });
  await atPath(page, "/dashboard");
  await heading(page, "Welcome back, Grace!");
  await screenshotBoth(page, "d02-passkey-signed-in");
  const me = await currentUser(context);
  assert.equal(me.status, 200);
  assert.equal(me.user.email, email);
});

journey("a wrong password on /tenant-login shows the server's message", async ({ page, context }) => {
  const email = uniqueEmail("wrongpw");
  await signUpViaApi(context, "tenant", { email });
  await context.clearCookies();
  await page.goto("/tenant-login");
  await fillSignIn(page, { email, password: `${PASSWORD}x`, button: "Sign In as Tenant" });
  const alert = page.getByRole("alert").filter({ hasText: "Invalid email/phone or password." });
  await visible(alert, "the 'Invalid email/phone or password.' message");
  await toast(page, "Sign In Failed", { description: "Invalid email/phone or password." });
  await screenshotBoth(page, "d03-wrong-password");
  isAtPath(page, "/tenant-login");
  assert.equal((await currentUser(context)).status, 401, "still signed out");

  // The right password still works afterwards.
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In as Tenant", exact: true }).click();
  await atPath(page, "/dashboard");
  await heading(page, "Welcome back, Amina!");
});

journey("a landlord account on the tenant screen is sent to Landlord Login", async ({ page, context }) => {
  const email = uniqueEmail("wrongrole");
  await signUpViaApi(context, "landlord", { email });
  await context.clearCookies();
  await page.goto("/tenant-login");
  await fillSignIn(page, { email, password: PASSWORD, button: "Sign In as Tenant" });
  const message = "This is a landlord account. Please sign in on the Landlord Login screen.";
  await visible(page.getByRole("alert").filter({ hasText: message }), `the message "${message}"`);
  await screenshotBoth(page, "d04-landlord-on-tenant-screen");
  isAtPath(page, "/tenant-login");
  assert.equal((await currentUser(context)).status, 401, "no session for the wrong screen");

  // The link on the screen leads to the right one, where the same account signs in.
  await page.getByRole("link", { name: "Landlord Login", exact: true }).click();
  await atPath(page, "/landlord-login");
  await fillSignIn(page, { email, password: PASSWORD, button: "Sign In as Landlord" });
  await atPath(page, "/property-selection"); // a new landlord has no property yet
  await heading(page, "Select Property to Manage");
  assert.equal((await currentUser(context)).user?.role, "landlord");
});
