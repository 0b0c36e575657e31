// Journey zu (issue 32, section 5, the landlord's books as pictures and numbers): the demo landlord sees the
// dashboard's two charts of the last 12 months, opens Reports from 'Your books', reads each report (a chart with
// its table), changes the range and the property, and downloads a report as PDF and as CSV.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { heading, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const REPORTS = ["Income statement", "Collection rate", "Arrears", "Occupancy", "Maintenance cost"];

journey("the demo landlord reads the reports and downloads them", async ({ page }) => {
  await openLandlordDemo(page);
  await manageProperty(page, "Kampala Heights");
  await page.getByRole("button", { name: "Close", exact: true }).click();

  // The dashboard's charts are folded (the dashboard stays short on a phone) and load when opened, each an image
  // named by its figures, with a table.
  await heading(page, "Your last 12 months");
  const fold = page.getByRole("button", { name: "Your last 12 months" });
  assert.equal(await fold.getAttribute("aria-expanded"), "false", "the charts start folded");
  await fold.click();
  await visible(page.getByRole("img", { name: /^Line chart of the collection rate per period/ }));
  await visible(page.getByRole("img", { name: /^Bar chart of net income per month/ }));
  await visible(page.getByRole("table", { name: "Net income" }));

  await page.getByRole("link", { name: "Reports", exact: true }).click();
  await heading(page, "Reports", { exact: true });
  for (const name of REPORTS) await heading(page, name, { exact: true });
  await visible(page.getByRole("img", { name: /^Bar chart of money collected and expenses per period/ }));
  await visible(page.getByRole("img", { name: /^Bar chart of arrears by days past due/ }));
  await visible(page.getByRole("img", { name: /^Line chart of units leased per period/ }));
  // Every income statement row is a month of the last 12, then the total.
  const income = page.getByRole("table", { name: "Income statement" });
  assert.equal(await income.locator("tbody tr").count(), 13, "twelve months and the total");
  await screenshotBoth(page, "zu01-reports");

  // Five years by year, then one property.
  await page.getByLabel("Period", { exact: true }).selectOption("last5");
  await visible(page.getByRole("img", { name: /^Line chart of the collection rate per period/ }));
  await page.getByLabel("Property", { exact: true }).selectOption({ label: "Kampala Heights" });
  await visible(page.getByRole("img", { name: /^Bar chart of money collected and expenses per period/ }));
  assert.equal(await income.locator("tbody tr").count(), 6, "five years and the total");
  await screenshotBoth(page, "zu02-reports-by-year");

  const pdfLink = page.getByRole("link", { name: /^Download PDF\W+Income statement$/ });
  const answer = await page.request.get(await pdfLink.getAttribute("href"));
  assert.equal(answer.status(), 200, await answer.text());
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download PDF\W+Income statement$/ }).click(),
  ]);
  assert.match(pdf.suggestedFilename(), /^report-income-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  assert.equal((await readFile(await pdf.path())).subarray(0, 5).toString(), "%PDF-");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download CSV\W+Arrears$/ }).click(),
  ]);
  const text = await readFile(await csv.path(), "utf8");
  assert.match(text, /^\uFEFFPeriod,0–30 days,31–60 days,61–90 days,Over 90 days,Total\r\n/);
});
