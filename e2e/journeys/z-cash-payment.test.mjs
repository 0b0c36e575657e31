// Journey z (issue 14, the first slice): the demo landlord records rent received in cash by a caretaker; it is
// credited with a numbered receipt at once and the payments list shows it once, even after a double click.
import { heading, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("the demo landlord records a cash payment, once, with its receipt", async ({ page }) => {
  await openLandlordDemo(page);
  await manageProperty(page, "Kampala Heights");
  await page.goto("/landlord-payments");
  await heading(page, "Payments", { exact: true });
  await page.getByRole("button", { name: "Record Payment" }).click();
  const form = await visible(page.getByTestId("record-payment"), "the record payment form");
  await form.getByRole("button", { name: "Save Payment" }).click();
  await visible(form.getByText("Choose the tenant who paid"), "the tenant is required");
  await form.getByLabel("Tenant").selectOption({ index: 1 });
  await form.getByLabel("Amount (UGX)").fill("250,000");
  await form.getByLabel("Received by").fill("Caretaker Okello");
  await screenshotBoth(page, "z01-record-cash-payment");
  await form.getByRole("button", { name: "Save Payment" }).dblclick();
  await toast(page, "Payment Recorded");
  const payments = page.getByRole("list", { name: "Tenant payments" }).getByRole("listitem");
  // This one, by its amount: the demo has two cash payments of its own this month.
  const cash = payments.filter({ hasText: "Cash" }).filter({ hasText: "250,000" });
  await visible(cash.first(), "the cash payment in the list");
  if ((await cash.count()) !== 1) throw new Error(`expected one cash payment, saw ${await cash.count()}`);
  await visible(cash.getByText(/Receipt No\. \d+/).first(), "its receipt");
  await screenshotBoth(page, "z02-cash-payment-recorded");
});
