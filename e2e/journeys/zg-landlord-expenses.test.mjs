// Journey zg (issue 32, section 4): the demo landlord opens Expenses from the dashboard and sees the demo's year
// of expenses with their totals; adds an expense with a photo of the receipt (the form names what is missing
// first), finds it by category and month with the month's total, edits the amount, reads its history (recorded,
// then changed) and deletes it. Its own demo world.
import assert from "node:assert/strict";
import sharp from "sharp";
import { atPath, heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PAYEE = "Kato Welding Works";

/** A photo of a handwritten receipt, as a phone camera would send it. */
const receiptPhoto = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 248, g: 245, b: 232 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="1200"><text x="60" y="140" font-size="52" font-family="sans-serif">KATO WELDING WORKS</text><text x="60" y="300" font-size="44" font-family="sans-serif">Gate hinges  UGX 275,000</text></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

journey(
  "the landlord adds an expense with a receipt photo, edits it, reads its history and deletes it",
  async ({ page }) => {
    await openLandlordDemo(page);
    await manageProperty(page, "Kampala Heights");
    await page.getByRole("link", { name: "Expenses", exact: true }).click();
    await atPath(page, "/landlord-expenses");
    await heading(page, "Expenses", { exact: true });
    await visible(page.getByTestId("expense").first(), "the demo's expenses");
    const total = await visible(page.getByTestId("expense-total"), "the total of every expense");
    assert.match((await total.textContent()) ?? "", /^Total: USh\s?[\d,]+$/);

    // 'Add Expense': an empty form names what is missing.
    await page.getByRole("button", { name: "Add Expense" }).click();
    const form = await visible(page.getByTestId("expense-form"), "the expense form");
    await form.getByRole("button", { name: "Save Expense" }).click();
    await visible(form.getByText("Please choose the property."), "property required");
    await visible(form.getByText("Please enter who was paid."), "payee required");
    await form.getByLabel("Property").selectOption({ label: "Kampala Heights" });
    await form.getByLabel("Category").selectOption({ label: "Repairs" });
    await form.getByLabel("Amount (UGX)").fill("275,000");
    await form.getByLabel("Paid to").fill(PAYEE);
    await form.getByLabel("Note").fill("New hinges on the main gate");
    await form
      .getByLabel("Receipt")
      .setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: await receiptPhoto() });
    await screenshotBoth(page, "zg01-add-expense-with-receipt");
    await form.getByRole("button", { name: "Save Expense" }).dblclick();
    await toast(page, "Expense saved.");
    await hidden(form, "the closed form");

    // Found by category and month, with the month's total; its receipt is served as the photo.
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Repairs" });
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kampala" })
      .format(new Date())
      .slice(0, 7);
    await page.getByLabel("Month").fill(month);
    const card = await visible(page.getByTestId("expense").filter({ hasText: PAYEE }), "the new expense");
    assert.equal(
      await page.getByTestId("expense").filter({ hasText: PAYEE }).count(),
      1,
      "a double tap records it once",
    );
    await visible(
      page.getByTestId("expense-total").filter({ hasText: /USh\s?275,000/ }),
      "the month's repairs total",
    );
    const receipt = await card.getByRole("link", { name: "View receipt" }).getAttribute("href");
    const served = await page.request.get(receipt ?? "");
    assert.equal(served.headers()["content-type"], "image/jpeg");
    await screenshotBoth(page, "zg02-expenses-filtered");

    // Edit the amount; the history shows both versions.
    await card.getByRole("button", { name: "Edit" }).click();
    const edit = await visible(page.getByTestId("expense-form"), "the edit form");
    await edit.getByLabel("Amount (UGX)").fill("290000");
    await edit.getByRole("button", { name: "Save Expense" }).click();
    await toast(page, "Expense saved.");
    await visible(page.getByTestId("expense-total").filter({ hasText: /USh\s?290,000/ }), "the edited total");
    await card.getByRole("button", { name: "History" }).click();
    const history = await visible(page.getByTestId("expense-history"), "the history");
    await visible(history.getByText(/^Recorded by/), "the first version");
    await visible(history.getByText(/^Changed by/), "the edit");
    await visible(history.getByText(/275,000/), "the first amount");
    await screenshotBoth(page, "zg03-expense-history");
    await page.keyboard.press("Escape");
    await hidden(history, "the closed history");

    // Delete, after confirming.
    await card.getByRole("button", { name: "Delete" }).click();
    await visible(page.getByRole("heading", { name: "Delete this expense?" }), "the confirmation");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Expense deleted.");
    await visible(page.getByText("No expenses match these filters."), "the empty filtered list");
  },
);
