// Journey zt (issue 32, section 6, URA rental income tax): the demo landlord opens Rental Income Tax from the
// dashboard, reads the estimate for the current year of income and the last one, looks at it as a company, and
// downloads the tax pack (the PDF summary and the tenant schedule as CSV).
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { heading, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const shillings = (text) => Number(text.replace(/[^\d]/g, ""));

journey("the demo landlord reads the rental tax estimate and downloads the tax pack", async ({ page }) => {
  await openLandlordDemo(page);
  await manageProperty(page, "Kampala Heights");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("link", { name: "Rental Income Tax" }).click();
  await heading(page, "Rental Income Tax");

  const due = await visible(page.getByTestId("tax-due"), "the tax due");
  assert.ok(
    shillings((await due.textContent()) ?? "") > 0,
    "the demo landlord's rent makes tax due this year",
  );
  await visible(page.getByText("This is an estimate to help you file with URA, not tax advice."));
  await visible(page.getByRole("table", { name: "Rent received by property" }));
  await screenshotBoth(page, "zt01-rental-tax");

  // The year before: a whole year of rent, and its returns.
  const year = page.getByLabel("Year of income");
  const options = await year.locator("option").allInnerTexts();
  assert.ok(options.length >= 2, "this year and the last can be chosen");
  await year.selectOption({ index: 1 });
  await visible(page.getByText("Final return"));
  await page.getByLabel("Taxed as").selectOption("non_individual");
  await visible(page.getByText("Expenses allowed (at most half the income)"));
  await screenshotBoth(page, "zt02-rental-tax-company");

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Tax Pack (PDF)" }).click(),
  ]);
  assert.match(pdf.suggestedFilename(), /^rental-tax-\d{4}-\d{2}-pack\.pdf$/);
  assert.equal((await readFile(await pdf.path())).subarray(0, 5).toString(), "%PDF-");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Tenant Schedule (CSV)" }).click(),
  ]);
  const text = await readFile(await csv.path(), "utf8");
  assert.match(text, /^\uFEFFTenant,TIN,Property,Unit,Currency,Rent paid\r\n/);
  assert.match(text, /Sarah Namukasa,.*,Kampala Heights,4B,UGX,\d+\r\n/);
});
