// Journey zb (issue 14, bank statements): a landlord uploads the CSV export of the account rent is paid into. The
// line with the lease's payment reference is matched, the one with the tenant's name and the rent is suggested,
// an unknown deposit is unmatched; the landlord confirms the matches and ignores the rest. The tenant's balance
// drops by the two payments, once, however often Confirm is pressed.
import assert from "node:assert/strict";
import { assertAccessible } from "../support/axe.mjs";
import { atPath, heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty } from "../support/landlord.mjs";
import { apiGet, propertyWithResidents } from "../support/residents.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PROPERTY = `Bukoto Flats ${Date.now().toString(36)}`;
const TENANT = { firstName: "Grace", lastName: "Namutebi" };
const RENT = 1_450_000;

/** Today in Kampala as 26/11/2026: how Stanbic writes a day. */
function today() {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kampala" }).format(new Date());
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

const lines = (page) => page.getByTestId("statement-line");
const filter = (page, name) => page.getByRole("button", { name: new RegExp(`^${name} \\(\\d+\\)$`) });

async function showGroup(page, name, count) {
  await filter(page, name).click();
  await visible(
    page.getByRole("button", { name: `${name} (${count})`, pressed: true }),
    `${name} (${count})`,
  );
}

journey(
  "a landlord uploads a bank statement and confirms the matches, each credited once",
  async ({ page, context, newContext }) => {
    const {
      contexts: [tenant],
    } = await propertyWithResidents(context, newContext, PROPERTY, [TENANT]);
    const before = await apiGet(tenant, "/api/rent/summary");
    const reference = before.paymentReference;
    assert.match(reference, /^NY[A-Z2-9]{6}$/, "the lease has a payment reference");

    // From the payments page to the reconciliation page.
    await page.goto("/property-selection");
    await manageProperty(page, PROPERTY);
    await page.goto("/landlord-payments");
    await heading(page, "Payments", { exact: true });
    await page.getByRole("link", { name: "Reconcile Bank Statement" }).click();
    await atPath(page, "/bank-reconciliation");
    await heading(page, "Reconcile Bank Statement");
    await visible(page.getByRole("heading", { name: "No statements yet" }), "no uploads yet");

    // The export: a title line, the header, a debit and three credits.
    const d = today();
    const csv = [
      "Stanbic Bank Uganda,Account 9030012345678",
      "Txn Date,Value Date,Narration,Ref No,Debit,Credit,Balance",
      `${d},${d},TRANSFER FROM G NAMUTEBI ${reference.slice(0, 2)} ${reference.slice(2)},FT26330001,,"${RENT.toLocaleString("en-US")}.00","${RENT.toLocaleString("en-US")}.00"`,
      `${d},${d},CASH DEPOSIT GRACE,,,"${RENT.toLocaleString("en-US")}.00","2,900,000.00"`,
      `${d},${d},SCHOOL FEES REFUND,,,"300,000.00","3,200,000.00"`,
      `${d},${d},ATM WITHDRAWAL KAMPALA RD,,"200,000.00",,"3,000,000.00"`,
    ].join("\r\n");
    await page.getByLabel("Bank", { exact: true }).selectOption("Stanbic Bank Uganda");
    await page.getByLabel("Statement file (CSV)").setInputFiles({
      name: "stanbic-november.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    // The columns are guessed from the header the browser read.
    const columns = page.getByRole("group", { name: "Columns" });
    await visible(columns, "the column choices");
    assert.equal(await columns.getByLabel("Money in (credit)").inputValue(), "Credit");
    assert.equal(await columns.getByLabel("Date", { exact: true }).inputValue(), "Value Date");
    assert.equal(await columns.getByLabel("Description").inputValue(), "Narration");
    await screenshotBoth(page, "zb01-statement-upload");

    await page.getByRole("button", { name: "Import Statement" }).click();
    await toast(page, "Statement Imported", {
      description: "3 new lines: 1 matched, 1 suggested, 1 unmatched",
    });
    await visible(
      page.getByRole("button", { name: "Matched (1)", pressed: true }),
      "the matched lines shown first",
    );
    await visible(lines(page).filter({ hasText: reference.slice(2) }), "the line with the reference");
    const matched = lines(page).first();
    assert.ok(await matched.getByRole("checkbox").isChecked(), "a matched line is selected to confirm");
    await visible(matched.getByText(`${TENANT.firstName} ${TENANT.lastName}`), "the matched tenant");
    await screenshotBoth(page, "zb02-statement-matched");

    // Confirm the matched line; then the suggested one, chosen by hand.
    await page.getByRole("button", { name: "Confirm selected (1)" }).dblclick();
    await toast(page, "Payments Confirmed", { description: "1 line confirmed: 1 credited now" });
    await showGroup(page, "Suggested", 1);
    const suggested = lines(page).filter({ hasText: "CASH DEPOSIT GRACE" });
    await suggested.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Confirm selected (1)" }).click();
    await toast(page, "Payments Confirmed");
    await visible(page.getByRole("button", { name: "Suggested (0)" }), "no suggested line left");

    // The unknown deposit is not rent: look at Assign, then ignore it.
    await showGroup(page, "Unmatched", 1);
    const unknown = lines(page).filter({ hasText: "SCHOOL FEES REFUND" });
    await unknown.getByRole("button", { name: /^Assign the line of/ }).click();
    const dialog = await visible(
      page.getByRole("dialog", { name: "Assign to a tenant" }),
      "the assign dialog",
    );
    // The tenants to choose from (the options of a closed select are attached, not visible).
    await dialog
      .locator("option", { hasText: `${TENANT.firstName} ${TENANT.lastName}` })
      .waitFor({ state: "attached" });
    await assertAccessible(page, "zb-assign-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await hidden(dialog, "the assign dialog");
    await unknown.getByRole("button", { name: /^Ignore the line of/ }).click();
    await toast(page, "Line Ignored");
    await showGroup(page, "Confirmed", 2);
    await visible(lines(page).getByText(/Receipt No\. \d+/), "the receipts of the confirmed lines");
    await screenshotBoth(page, "zb03-statement-confirmed");

    // The tenant's balance dropped by the two payments, once each.
    const after = await apiGet(tenant, "/api/rent/summary");
    assert.equal(before.balance - after.balance, 2 * RENT, "two payments credited, once each");
    const history = await apiGet(tenant, "/api/payments");
    assert.equal(history.filter((p) => p.amount === RENT).length, 2, "two payments in the tenant's history");

    // Uploading the same statement again adds nothing.
    await page.getByLabel("Statement file (CSV)").setInputFiles({
      name: "stanbic-november-again.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Import Statement" }).click();
    await toast(page, "Statement Imported", {
      description: "Nothing new: all 3 lines were imported before.",
    });
    assert.equal(
      (await apiGet(tenant, "/api/rent/summary")).balance,
      after.balance,
      "nothing credited again",
    );
    await visible(
      page.getByRole("list", { name: "Previous uploads" }).getByRole("listitem").nth(1),
      "two uploads",
    );
  },
);
