// Journey zr (issue 32 section 2): the demo landlord opens Charges from the dashboard, adds a monthly service
// charge for the whole property ('Add Charge'), sees it listed with its next due date, and charges one tenant a
// replacement key ('Charge Tenant'), which is listed under the one-off charges.
import { atPath, heading, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("the landlord adds a recurring charge and charges one tenant once", async ({ page }) => {
  await openLandlordDemo(page);
  await manageProperty(page, "Kampala Heights");
  await page.getByRole("link", { name: "Charges", exact: true }).click();
  await atPath(page, "/landlord-charges");
  await heading(page, "Charges for Kampala Heights");

  await page.getByRole("button", { name: "Add Charge", exact: true }).click();
  const form = page.getByTestId("add-charge-form");
  // The form says what is missing before anything is sent.
  await form.getByRole("button", { name: "Add Charge", exact: true }).click();
  await visible(form.getByText("Enter the charge's name."), "the name's message");
  await form.getByLabel("Name").fill("Water pump maintenance");
  await form.getByLabel("Amount (UGX)").fill("15,000");
  await form.getByLabel("Frequency").selectOption("monthly");
  await screenshotBoth(page, "zr01-add-charge-form");
  await form.getByRole("button", { name: "Add Charge", exact: true }).click();
  await toast(page, "Charge added. The tenants have been told.");
  const card = page.getByTestId("recurring-charge").filter({ hasText: "Water pump maintenance" });
  await visible(card, "the new charge in the list");
  await visible(card.getByText(/15,000\s+every month/), "its amount and frequency");
  await visible(card.getByText(/Next due/), "its next due date");
  await screenshotBoth(page, "zr02-charges-listed");

  await page.getByRole("button", { name: "Charge Tenant", exact: true }).click();
  const charge = page.getByTestId("charge-tenant-form");
  const tenant = charge.getByLabel("Tenant");
  await visible(tenant, "the tenant chooser");
  await tenant.selectOption({ index: 1 });
  await charge.getByLabel("Amount (UGX)").fill("25000");
  await charge.getByLabel("Reason").fill("Replacement key");
  await screenshotBoth(page, "zr03-charge-tenant-form");
  await charge.getByRole("button", { name: "Charge Tenant", exact: true }).click();
  await toast(page, "Tenant charged. They have been told.");
  await visible(
    page.getByTestId("one-off-charge").filter({ hasText: "Replacement key" }),
    "the one-off charge listed",
  );
  await screenshotBoth(page, "zr04-one-off-listed");
});
