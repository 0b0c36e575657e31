// Journey w (issue 12, your data): a tenant without a lease asks for their account's deletion with their password
// on /account-security, sees the day it will be erased, and keeps the account after all.
import { PASSWORD, signInUi, signUpViaApi, uniqueEmail } from "../support/auth.mjs";
import { atPath, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("a tenant asks for their account's deletion, then keeps it", async ({ page, context }) => {
  const email = uniqueEmail("leaving");
  await signUpViaApi(context, "tenant", { email });
  await signInUi(page, "tenant", email);
  await page.goto("/account-security");
  await atPath(page, "/account-security");
  await page.getByRole("button", { name: "Delete My Account" }).click();
  const dialog = await visible(
    page.getByRole("dialog", { name: "Delete your account?" }),
    "the confirmation",
  );
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await text(page, "Enter your password to confirm");
  await dialog.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await text(page, "The current password is not right");
  await screenshotBoth(page, "w01-delete-account-confirm");
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete My Account" }).click();
  await toast(page, "Deletion Requested");
  await visible(page.getByTestId("deletion-scheduled"), "the day the account will be erased");
  await text(page, "Your account will be erased on");
  await screenshotBoth(page, "w02-deletion-scheduled");
  await page.getByRole("button", { name: "Keep My Account" }).click();
  await toast(page, "Deletion Cancelled");
  await visible(page.getByRole("button", { name: "Delete My Account" }), "the account kept");
});
