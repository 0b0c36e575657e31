// Journey u (issue 12, the landlord's monthly statement): the demo landlord opens 'Report' on Kampala Heights'
// dashboard and downloads last month's statement as a PDF and as CSV; both carry the month's figures.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("the demo landlord downloads last month's statement as PDF and CSV", async ({ page }) => {
  await openLandlordDemo(page);
  await manageProperty(page, "Kampala Heights");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await page.getByRole("button", { name: "Report" }).click();
  const dialog = await visible(page.getByRole("dialog", { name: "Monthly statement" }), "the report dialog");
  const month = await dialog.getByTestId("statement-month").inputValue();
  assert.match(month, /^\d{4}-\d{2}$/, "last month is chosen");
  await screenshotBoth(page, "u01-monthly-statement-dialog");

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  assert.match(pdf.suggestedFilename(), new RegExp(`^statement-kampala-heights-${month}\\.pdf$`));
  const bytes = await readFile(await pdf.path());
  assert.equal(bytes.subarray(0, 5).toString(), "%PDF-", "a PDF");

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const text = await readFile(await csv.path(), "utf8");
  assert.match(text, /^"Section","Item","Currency","Value"\r\n/);
  const due = /"Rent and payments","Due in the month","UGX","(\d+)"/.exec(text);
  assert.ok(due && Number(due[1]) > 0, "rent fell due in the demo's last month");
  assert.match(text, /"Occupancy","Units","","\d+"/);
});
