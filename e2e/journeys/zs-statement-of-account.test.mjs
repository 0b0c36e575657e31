// Journey zs (issue 32): the statement of account. A landlord of this journey's own lets a unit to a tenant of its
// own (deposit and rent posted when the lease is linked) and records a cash payment; the tenant sees what they owe
// by type on the rent card, opens the statement of account, picks the last three months, reads the lines and the
// closing balance (the rent card's balance) and downloads the PDF and the CSV. The landlord opens the same
// statement from the tenant's details.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { signInUi, signUpViaApi, uniqueEmail } from "../support/auth.mjs";
import { BASE_URL } from "../support/browser.mjs";
import { dayFromToday } from "../support/dates.mjs";
import { atPath, heading, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { signedInLandlordWithProperty } from "../support/landlord.mjs";
import { amountOf, dashboardBalance, definition } from "../support/rent.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PROPERTY = "Ntinda Court";
const RENT = 1_450_000;

/** A JSON call in `context` with our Origin (the server refuses a cookie-carrying write without it). */
async function api(context, method, path, data, headers = {}) {
  const res = await context.request.fetch(path, {
    method,
    data,
    headers: { origin: new URL(BASE_URL).origin, ...headers },
  });
  const body = await res.json().catch(() => ({}));
  assert.ok(res.ok(), `${method} ${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body;
}

journey(
  "a tenant reads the statement of account and downloads it as PDF and CSV",
  async ({ page, context, newContext }) => {
    const landlord = await newContext();
    await signedInLandlordWithProperty(landlord, PROPERTY);
    const tenantEmail = uniqueEmail("tenant");
    await signUpViaApi(context, "tenant", { email: tenantEmail, firstName: "Grace", lastName: "Achieng" });

    // The landlord lets a unit to the tenant from 75 days ago (linked at once: the deposit and the rent are posted)
    // and records 1,000,000 received in cash 70 days ago.
    const [property] = await api(landlord, "GET", "/api/landlord/properties");
    const units = await api(landlord, "GET", `/api/landlord/properties/${property.id}/units`);
    const unit = (units.items ?? units)[0];
    const created = await api(landlord, "POST", "/api/landlord/leases", {
      unitId: unit.id,
      tenantName: "Grace Achieng",
      email: tenantEmail,
      startDate: dayFromToday(-75),
      endDate: dayFromToday(290),
      monthlyRent: RENT,
      currency: "UGX",
      deposit: RENT,
    });
    const leaseId = created.lease.id;
    await api(
      landlord,
      "POST",
      "/api/landlord/payments/direct",
      { leaseId, amount: 1_000_000, method: "cash", paidOn: dayFromToday(-70) },
      { "idempotency-key": `zg-${leaseId}` },
    );

    // The rent card: what is owed by type (the deposit paid in part, two months of rent).
    await signInUi(page, "tenant", tenantEmail);
    const balance = await dashboardBalance(page);
    const byType = await visible(
      page.getByRole("region", { name: "What you owe by type" }),
      "the balance by type",
    );
    assert.equal(
      amountOf("the deposit owed", await definition(byType, "Security deposit").textContent()),
      450_000,
    );
    assert.equal(
      amountOf("the rent owed", await definition(byType, "Rent").textContent()),
      balance - 450_000,
    );

    await byType.scrollIntoViewIfNeeded();
    await screenshotBoth(page, "zs00-rent-card-balance-by-type");
    await page.getByRole("link", { name: "Statement of account" }).click();
    await atPath(page, "/tenant-statement");
    await heading(page, "Statement of account", { exact: true });
    await page.getByRole("button", { name: "Last 3 months" }).click();
    const table = await visible(page.getByRole("table"), "the statement's lines");
    await visible(table.getByText("Security deposit"), "the deposit's line");
    await visible(table.getByText("Payment: Cash"), "the cash payment's line");
    const closing = page.getByTestId("statement-closing");
    assert.equal(
      amountOf("the closing balance", await closing.textContent()),
      balance,
      "closes on the rent card's balance",
    );
    await screenshotBoth(page, "zs01-statement-of-account");

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    assert.match(pdf.suggestedFilename(), /^statement-.+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.equal((await readFile(await pdf.path())).subarray(0, 5).toString(), "%PDF-", "a PDF");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    const text = await readFile(await csv.path(), "utf8");
    assert.match(text, /^\uFEFFDate,Type,Description,Reference,Charges,Payments,Balance,Currency\r\n/);
    assert.match(text, new RegExp(`\\r\\n[\\d-]+,,Closing balance,,\\d+,1000000,${balance},UGX\\r\\n$`));

    // The landlord opens the same statement from the tenant's details.
    const landlordPage = await landlord.newPage();
    await landlordPage.goto(`/tenant-details/${encodeURIComponent("Grace Achieng")}`);
    await landlordPage.getByRole("link", { name: "Statement of account" }).click();
    await atPath(landlordPage, "/tenant-statement");
    await heading(landlordPage, "Statement of account", { exact: true });
    await visible(landlordPage.getByText("Grace Achieng, Ntinda Court"), "the tenant's statement");
    await screenshotBoth(landlordPage, "zs02-landlord-reads-statement");
  },
);
