// Journey h (issue 4): the demo tenant pays the rent by mobile money through the sandbox's phone prompt, gets a
// receipt and a lower balance; the demo landlord sees the money collected, listed and exported, the method in
// words. A declined payment ends on 'Payment Failed' and changes nothing. Scan Card (issue 14) opens the card
// flow, whose sandbox card page the phone's card scanner can fill. Each journey plays the tenant and the landlord
// of a demo world of its own (two contexts sharing the world's cookie); the amounts are read from the screens.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { DESKTOP, MOBILE } from "../support/browser.mjs";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, hasValue, heading, hidden, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo, unfold } from "../support/landlord.mjs";
import { amountOf, dashboardBalance, definition } from "../support/rent.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PHONE = "0772 123 456";
const PAYER = "Sarah Namukasa";
/** The demo landlord's payout account name, as seeded. */
const PAYEE = "Ssentongo Properties Ltd";
const FAILED_TEXT =
  "Your payment could not be processed. This could be due to insufficient funds, network issues, or payment method restrictions. Please try again or contact support.";

/** The landlord dashboard's Rent Overview: Collected (this month, UGX), as shown and as the API answers. */
async function collectedThisMonth(page) {
  await unfold(page, "Rent Overview");
  const value = definition(page, "Collected");
  const shown = amountOf("the Collected figure", await (await visible(value, "Collected")).textContent());
  const res = await page.context().request.get("/api/landlord/dashboard");
  assert.equal(res.status(), 200, "GET /api/landlord/dashboard");
  const { rent } = await res.json();
  const ugx = rent.collectedThisMonth.find((a) => a.currency === "UGX")?.amount ?? 0;
  assert.equal(shown, ugx, "the Collected figure is the API's collectedThisMonth");
  return shown;
}

/** GET `href` in the page (its cookies): status, content type, the first bytes as text and the whole text. */
const fetchInPage = (page, href) =>
  page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get("content-type") ?? "",
      head: String.fromCharCode(...bytes.slice(0, 5)),
      text: new TextDecoder().decode(bytes),
    };
  }, href);

/** A CSV line's quoted fields. */
const csvFields = (line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));

/**
 * On /landlord-payments: chooses a status in the filter and waits for that page of payments (the list of the
 * previous filter is gone by then).
 */
async function filterByStatus(page, label) {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === "/api/landlord/payments" && url.searchParams.get("status") === label.toLowerCase()
    );
  });
  await page.getByLabel("Status", { exact: true }).selectOption({ label });
  assert.equal((await answered).status(), 200, `GET /api/landlord/payments (${label})`);
  await hidden(page.getByRole("status", { name: "Loading payments" }), "the payments skeleton");
}

/** On /rent-payment-methods: opens Mobile Money (open by default) and fills provider, phone and name. */
async function fillMobileMoney(page) {
  const mobileMoney = page.getByRole("button", { name: /^Mobile Money/ });
  if (
    (await (await visible(mobileMoney, "the Mobile Money option")).getAttribute("aria-expanded")) !== "true"
  )
    await mobileMoney.click();
  await page.getByLabel("Mobile Money Provider", { exact: true }).selectOption("MTN Mobile Money");
  await page.getByLabel("Phone Number", { exact: true }).fill(PHONE);
  await page.getByLabel("Account Name", { exact: true }).fill(PAYER);
}

/**
 * On /rent-payment-methods: opens Scan Card, which explains the phone's card scanner and holds the card flow (the
 * amount, the privacy line and Continue to Card Details). Returns the panel.
 */
async function openScanCard(page) {
  const scan = page.getByRole("button", { name: /^Scan Card/ });
  await scan.click();
  assert.equal(await scan.getAttribute("aria-expanded"), "true", "Scan Card is open");
  const panel = await visible(page.getByTestId("scan-card-panel"), "the Scan Card panel");
  await visible(
    panel.getByRole("heading", { name: "Your phone's camera can fill in the card" }),
    "how the camera fills in the card",
  );
  await visible(panel.getByText(/choose “Scan new card” \(Android, Chrome\)/), "the Android step");
  await visible(
    panel.getByText("Your card details go straight to the card processor, never to Nyumba.", { exact: true }),
    "the card privacy line",
  );
  await visible(
    panel.getByRole("button", { name: "Continue to Card Details", exact: true }),
    "the card flow",
  );
  assert.equal(await panel.getByText("Not available yet").count(), 0, "Scan Card is available");
  return panel;
}

/**
 * Confirm Payment on the confirm step: the notice names the recipient, then the browser goes to the sandbox's
 * phone prompt. Returns the payment's reference.
 */
async function confirmToSandbox(page, amount) {
  const transfer = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === "/api/direct-mobile-money-transfer" && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Confirm Payment", exact: true }).click();
  const res = await transfer;
  const started = await res.json();
  assert.equal(res.status(), 200, `the transfer answered ${res.status()}: ${JSON.stringify(started)}`);
  assert.equal(started.success, true);
  const notice = page.getByRole("status").filter({ hasText: "Your payment goes to" });
  const noticeText = (await (await visible(notice, "the notice naming the recipient")).textContent()) ?? "";
  assert.ok(noticeText.includes(PAYEE), `the notice names the landlord's account: "${noticeText}"`);
  assert.match(noticeText, /Taking you to approve the payment/);

  const { reference } = started;
  assert.ok(reference, "the transfer answers with a reference");
  await atPath(page, `/pay/sandbox/${encodeURIComponent(reference)}`, { timeout: 8000 });
  await heading(page, "Nyumba Sandbox — Mobile Money Prompt");
  assert.equal(
    amountOf("the sandbox amount", await page.locator(".amount").textContent()),
    amount,
    "the sandbox prompt shows the amount",
  );
  await text(page, reference, { exact: true });
  await text(page, "+256 772 123 456 (MTN Mobile Money)", { exact: true });
  return reference;
}

journey(
  "demo tenant pays the rent by mobile money; the landlord sees it collected, listed and exported",
  async ({ page, context, newContext }) => {
    // Landlord, in a context of their own: what Kampala Heights has collected this month before the payment.
    const landlordContext = await newContext();
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    const collectedBefore = await collectedThisMonth(landlord);

    // Tenant of the same demo world: Try Tenant Demo, then the dashboard's rent card.
    await shareDemoWorld(landlordContext, context);
    await page.goto("/tenant-login");
    await heading(page, "Tenant Login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    const balanceBefore = await dashboardBalance(page);
    assert.ok(balanceBefore > 0, `the demo tenant owes the latest month (balance ${balanceBefore})`);
    const rentCard = page.getByRole("region", { name: "Rent Payment" });
    assert.equal(
      await page.getByRole("link", { name: /Pay Rent/ }).count(),
      1,
      "one way to pay on the dashboard: the rent card's 'Pay Rent Online'",
    );
    const history = rentCard.getByRole("link", { name: "Transaction History", exact: true });
    assert.equal(
      await (await visible(history, "the history link")).getAttribute("href"),
      "/transaction-history",
    );
    await screenshotBoth(page, "h01-tenant-dashboard-rent-due");

    // /rent-payment: the amount due and the pending charges, oldest first, each with Pay Now.
    await rentCard.getByRole("link", { name: "Pay Rent Online", exact: true }).click();
    await atPath(page, "/rent-payment");
    await heading(page, "Rent Payment", { exact: true });
    const due = definition(page, "Amount Due");
    assert.equal(
      amountOf("Amount Due", await (await visible(due, "Amount Due")).textContent()),
      balanceBefore,
    );
    const payNow = page.getByRole("link", { name: /^Pay Now: / });
    await visible(payNow, "a pending charge's Pay Now");
    // The oldest is this month's rent (the service charge and meter bills due with it or since come after).
    const firstCharge = (await payNow.first().getAttribute("aria-label")) ?? "";
    assert.match(firstCharge, /^Pay Now: Rent for /, "the oldest pending charge is the rent");
    const rentDue = amountOf(
      "the oldest pending charge",
      firstCharge.slice(firstCharge.lastIndexOf(", ") + 2),
    );
    assert.ok(rentDue > 0 && rentDue < balanceBefore, `the rent (${rentDue}) is part of what is owed`);
    await screenshotBoth(page, "h02-rent-payment-pending");

    // Pay Now → /rent-payment-methods with the charge's amount; mobile money: details, Save, confirm.
    await payNow.first().click();
    await atPath(page, "/rent-payment-methods");
    await heading(page, "Pay Rent", { exact: true });
    // Bank Account: where to deposit, and the lease's reference for the slip.
    await page.getByRole("button", { name: /^Bank Account/ }).click();
    const bank = await visible(page.getByTestId("bank-panel"), "the bank details");
    const slipReference = (await bank.getByTestId("payment-reference").textContent())?.trim() ?? "";
    assert.match(slipReference, /^NY[A-Z2-9]{6}$/);
    await screenshotBoth(page, "h02b-bank-account-reference");
    // Scan Card: the card flow, told how the phone's camera fills in the card.
    await openScanCard(page);
    await hasValue(
      page.getByTestId("scan-card-panel").getByLabel("Amount (UGX)", { exact: true }),
      String(rentDue),
      "the amount to pay by card",
    );
    await screenshotBoth(page, "h02c-scan-card");
    await fillMobileMoney(page);
    const amountToPay = page.getByLabel("Amount (UGX)", { exact: true });
    await hasValue(amountToPay, String(rentDue), "the amount of the charge");
    // She pays everything she owes at once.
    await amountToPay.fill(String(balanceBefore));
    await hasValue(amountToPay, String(balanceBefore), "the amount to pay");
    await screenshotBoth(page, "h03-mobile-money-details");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Mobile Money Added", { description: "Check the details and confirm your payment." });
    await heading(page, "Confirm Payment", { exact: true });
    const confirm = page.locator("dl").filter({ has: page.getByText("Account Name", { exact: true }) });
    assert.equal(await definition(confirm, "Provider").textContent(), "MTN Mobile Money");
    assert.equal(await definition(confirm, "Phone Number").textContent(), "+256 772 123 456");
    assert.equal(await definition(confirm, "Account Name").textContent(), PAYER);
    assert.equal(
      amountOf("the confirmed amount", await definition(confirm, "Amount").textContent()),
      balanceBefore,
    );
    await visible(page.getByRole("button", { name: "Back to Edit", exact: true }), "Back to Edit");
    await screenshotBoth(page, "h04-mobile-money-confirm");

    const reference = await confirmToSandbox(page, balanceBefore);
    await screenshotBoth(page, "h05-sandbox-prompt");

    // Approve: back to /payment-success, which verifies until the (asynchronous) settlement is in.
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await atPath(page, "/payment-success");
    assert.equal(new URL(page.url()).searchParams.get("reference"), reference);
    await heading(page, "Payment Status", { exact: true });
    await heading(page, "Payment Successful!", { exact: true, timeout: 15_000 });
    await text(page, "Your rent payment has been processed successfully", { exact: true });
    const details = page.getByRole("region", { name: "Payment Details" });
    const paidAmount = amountOf("the paid amount", await definition(details, "Amount").textContent());
    assert.equal(paidAmount, balanceBefore, "the whole balance is paid");
    assert.equal(await definition(details, "Method").textContent(), "MTN Mobile Money");
    assert.equal(await definition(details, "Status").textContent(), "Paid");
    assert.equal(await definition(details, "Reference").textContent(), reference);
    const receiptNumber = ((await definition(details, "Receipt Number").textContent()) ?? "").trim();
    assert.match(receiptNumber, /^\d+$/, "a receipt number");
    const sentTo = page.getByRole("region", { name: "Payment Sent To" });
    assert.equal((await definition(sentTo, "Account Name").textContent())?.trim(), PAYEE);
    await screenshotBoth(page, "h06-payment-successful");

    // Download Receipt: a PDF.
    const receiptLink = page.getByRole("link", { name: "Download Receipt", exact: true });
    const receiptHref = await (await visible(receiptLink, "Download Receipt")).getAttribute("href");
    assert.match(receiptHref ?? "", /^\/api\/payments\/[^/]+\/receipt\.pdf$/);
    const downloading = page.waitForEvent("download");
    await receiptLink.click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /\.pdf$/, "the receipt's file name");
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-", "the receipt is a PDF");

    // Transaction history: the payment, completed, with its receipt.
    await page.getByRole("link", { name: "View Transaction History", exact: true }).click();
    await atPath(page, "/transaction-history");
    await heading(page, "Transaction History", { exact: true });
    const row = page
      .getByRole("list", { name: "Payments" })
      .getByRole("listitem")
      .filter({ hasText: reference });
    await visible(row, "the payment in the history");
    await visible(row.getByText("Completed", { exact: true }), "the Completed badge");
    await visible(row.getByText(`Receipt No. ${receiptNumber}`, { exact: true }), "the receipt number");
    assert.equal(await row.getByRole("link", { name: /^Receipt for / }).getAttribute("href"), receiptHref);
    assert.equal(
      amountOf(
        "the history amount",
        await row
          .getByText(/^USh|^UGX/)
          .first()
          .textContent(),
      ),
      balanceBefore,
    );
    await screenshotBoth(page, "h07-transaction-history");

    // The dashboard's balance is lower by the amount paid.
    await page.getByRole("link", { name: "Back to Dashboard", exact: true }).click();
    await atPath(page, "/dashboard");
    await page.reload();
    await heading(page, "Welcome back, Sarah!");
    assert.equal(
      await dashboardBalance(page),
      balanceBefore - paidAmount,
      "the balance, lower by the amount paid",
    );
    await visible(rentCard.getByText("Current", { exact: true }), "the Current badge");
    await screenshotBoth(page, "h08-tenant-dashboard-paid");

    // Landlord: Collected includes the payment.
    await landlord.reload();
    await hidden(landlord.getByRole("status", { name: "Loading dashboard" }), "the dashboard skeleton");
    assert.equal(await collectedThisMonth(landlord), collectedBefore + paidAmount, "Collected after");
    await screenshotBoth(landlord, "h09-landlord-rent-collected");

    // View Payments: the payment with its tenant, unit, amount, status and receipt.
    await landlord.getByRole("link", { name: "View Payments", exact: true }).click();
    await atPath(landlord, "/landlord-payments");
    await heading(landlord, "Payments", { exact: true });
    const payments = landlord.getByRole("list", { name: "Tenant payments" }).getByRole("listitem");
    const paid = payments.filter({ hasText: new RegExp(`Receipt No\\. ${receiptNumber}\\b`) });
    await visible(paid, `the payment with receipt ${receiptNumber}`);
    assert.equal(
      await payments.first().textContent(),
      await paid.textContent(),
      "the newest payment comes first",
    );
    await visible(paid.getByText(PAYER, { exact: true }), "the tenant's name");
    await visible(
      paid.getByText("Unit 4B · Mobile money · MTN Mobile Money", { exact: true }),
      "unit 4B, the method and the network",
    );
    await visible(paid.getByText("Succeeded", { exact: true }), "the Succeeded badge");
    assert.equal(
      amountOf(
        "the landlord's amount",
        await paid
          .getByText(/^(USh|UGX)/)
          .first()
          .textContent(),
      ),
      balanceBefore,
    );
    const landlordReceipt = paid.getByRole("link", { name: /^Receipt No\. \d+ for Sarah Namukasa/ });
    assert.equal(await landlordReceipt.getAttribute("href"), receiptHref, "the same receipt");
    const landlordPdf = await fetchInPage(landlord, receiptHref);
    assert.deepEqual([landlordPdf.status, landlordPdf.head], [200, "%PDF-"], "the landlord gets the receipt");
    await screenshotBoth(landlord, "h10-landlord-payments");
    // From md up the payments are a table, and only it: the phone's cards are not rendered beside it.
    await landlord.setViewportSize(DESKTOP);
    const tableRow = landlord
      .getByRole("table", { name: "Tenant payments" })
      .getByRole("row")
      .filter({ hasText: new RegExp(`No\\. ${receiptNumber}\\b`) });
    await visible(tableRow.getByText(PAYER, { exact: true }), "the payment's row in the table");
    assert.equal(await payments.count(), 0, "no list of cards beside the table");
    await landlord.setViewportSize(MOBILE);
    await visible(paid, "the payment's card again at phone width");

    // Filter by status: nothing failed yet at Kampala Heights; Succeeded keeps the payment and only succeeded ones.
    await filterByStatus(landlord, "Failed");
    await heading(landlord, "No Payments Found", { exact: true });
    await text(landlord, "No payment matches these filters. Try another month or status.", { exact: true });
    await screenshotBoth(landlord, "h11-landlord-payments-none-failed");
    await filterByStatus(landlord, "Succeeded");
    await visible(paid, "the payment among the succeeded ones");
    const badges = await payments.getByText(/^(Succeeded|Pending|Failed|Expired)$/).allTextContents();
    assert.ok(badges.length > 0 && badges.every((b) => b === "Succeeded"), `only succeeded: ${badges}`);

    // Export CSV (with the filter): the payment's line, by its reference.
    const csvHref = await landlord
      .getByRole("link", { name: "Export CSV", exact: true })
      .getAttribute("href");
    assert.match(csvHref ?? "", /^\/api\/landlord\/payments\.csv\?.*status=succeeded/);
    const csv = await fetchInPage(landlord, csvHref);
    assert.equal(csv.status, 200, "the CSV export");
    assert.match(csv.type, /^text\/csv/);
    const lines = csv.text.trim().split("\r\n");
    assert.deepEqual(csvFields(lines[0]).slice(0, 4), ["Date", "Reference", "Tenant", "Unit"]);
    const line = lines.find((l) => l.includes(reference));
    assert.ok(line, "the CSV has a line with the payment's reference");
    const [, ref, tenant, unit, amount, currency, , method, , state, receipt, network] = csvFields(line);
    assert.deepEqual(
      [ref, tenant, unit, Number(amount), currency, method, state, receipt, network],
      [
        reference,
        PAYER,
        "4B",
        balanceBefore,
        "UGX",
        "Mobile money",
        "succeeded",
        receiptNumber,
        "MTN Mobile Money",
      ],
    );
    assert.ok(
      lines.slice(1).every((l) => csvFields(l)[9] === "succeeded"),
      "the export keeps the status filter",
    );

    await landlord.getByRole("button", { name: "Clear Filters", exact: true }).click();
    await hasValue(
      landlord.getByLabel("Status", { exact: true }),
      "",
      "the Status filter after Clear Filters",
    );
    await visible(paid, "the payment after clearing the filters");
  },
  { timeout: 120_000 },
);

journey(
  "a declined mobile money payment shows Payment Failed, changes no balance, and Try Again starts over",
  async ({ page, context, newContext }) => {
    // Tenant: Quick Demo Access on /login.
    await page.goto("/login");
    await heading(page, "Quick Demo Access");
    await page.getByRole("button", { name: "Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    const balanceBefore = await dashboardBalance(page);

    // Scan Card → Continue: the sandbox's card page, whose fields the phone's scanner and autofill can fill.
    await page.goto("/rent-payment-methods");
    await heading(page, "Pay Rent", { exact: true });
    const scan = await openScanCard(page);
    await scan.getByRole("button", { name: "Continue to Card Details", exact: true }).click();
    await page.waitForURL(/\/pay\/sandbox\/[^/?]+\?method=card$/, { timeout: 8000 });
    await heading(page, "Nyumba Sandbox — Card Payment");
    for (const [label, token, mode] of [
      ["Card number", "cc-number", "numeric"],
      ["Expiry (MM/YY)", "cc-exp", null],
      ["CVC", "cc-csc", "numeric"],
    ]) {
      const field = page.getByLabel(label, { exact: true });
      assert.equal(await field.getAttribute("autocomplete"), token, `${label}: autocomplete`);
      assert.equal(await field.getAttribute("inputmode"), mode, `${label}: inputmode`);
      assert.equal(await field.getAttribute("autocorrect"), "off", `${label}: autocorrect`);
      assert.equal(await field.evaluate((el) => el.spellcheck), false, `${label}: spellcheck`);
    }
    await screenshotBoth(page, "h11b-sandbox-card-form");

    // A new payment straight from /rent-payment-methods: the amount defaults to what the server suggests.
    await page.goto("/rent-payment-methods");
    await heading(page, "Pay Rent", { exact: true });
    await fillMobileMoney(page);
    const amountInput = page.getByLabel("Amount (UGX)", { exact: true });
    await visible(amountInput, "the amount field");
    const amount = amountOf("the suggested amount", await amountInput.inputValue());
    assert.ok(amount > 0 && amount <= 5_000_000, `a suggested amount within MTN's limit: ${amount}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Mobile Money Added");
    await heading(page, "Confirm Payment", { exact: true });
    const reference = await confirmToSandbox(page, amount);

    // Decline on the phone prompt: /payment-success ends on Payment Failed, with the reason.
    await page.getByRole("button", { name: "Decline", exact: true }).click();
    await atPath(page, "/payment-success");
    assert.equal(new URL(page.url()).searchParams.get("reference"), reference);
    await heading(page, "Payment Failed", { exact: true, timeout: 15_000 });
    await text(page, "There was an issue processing your payment", { exact: true });
    await text(page, FAILED_TEXT, { exact: true });
    await text(page, "Declined by payer");
    await visible(
      page.getByRole("link", { name: "Return to Dashboard", exact: true }),
      "Return to Dashboard",
    );
    assert.equal(await page.getByRole("link", { name: "Download Receipt" }).count(), 0, "no receipt");
    await screenshotBoth(page, "h12-payment-failed");

    // Try Again: back to the payment methods, a fresh form.
    await page.getByRole("link", { name: "Try Again", exact: true }).click();
    await atPath(page, "/rent-payment-methods");
    await heading(page, "Pay Rent", { exact: true });
    await hasValue(page.getByLabel("Phone Number", { exact: true }), "", "a fresh Phone Number");

    // Nothing changed: the balance, and the history lists the payment as failed without a receipt.
    await page.goto("/transaction-history");
    await heading(page, "Transaction History", { exact: true });
    const row = page
      .getByRole("list", { name: "Payments" })
      .getByRole("listitem")
      .filter({ hasText: reference });
    await visible(row.getByText("Failed", { exact: true }), "the declined payment as Failed");
    assert.equal(await row.getByRole("link", { name: /^Receipt/ }).count(), 0, "no receipt for it");
    await page.getByRole("link", { name: "Back to Dashboard", exact: true }).click();
    await atPath(page, "/dashboard");
    assert.equal(await dashboardBalance(page), balanceBefore, "the balance after a declined payment");

    // Landlord of the same demo world: the Failed filter lists it, without a receipt.
    const landlordContext = await newContext();
    await shareDemoWorld(context, landlordContext);
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    await landlord.getByRole("link", { name: "View Payments", exact: true }).click();
    await atPath(landlord, "/landlord-payments");
    await filterByStatus(landlord, "Failed");
    const failed = landlord
      .getByRole("list", { name: "Tenant payments" })
      .getByRole("listitem")
      .filter({ hasText: PAYER });
    await visible(failed.getByText("Failed", { exact: true }), "the declined payment under Failed");
    assert.equal(await failed.getByRole("link").count(), 0, "no receipt for a failed payment");
    const csvHref = await landlord
      .getByRole("link", { name: "Export CSV", exact: true })
      .getAttribute("href");
    const csv = await fetchInPage(landlord, csvHref);
    const line = csv.text.split("\r\n").find((l) => l.includes(reference));
    assert.ok(line, "the Failed export has the declined payment");
    const fields = csvFields(line);
    assert.deepEqual(
      [fields[1], fields[2], Number(fields[4]), fields[9], fields[10]],
      [reference, PAYER, amount, "failed", ""],
      "the declined payment in the CSV: failed, no receipt number",
    );
    const selectedToast = landlord.getByTestId("toast");
    if (await selectedToast.isVisible()) {
      await selectedToast.getByRole("button", { name: "Close", exact: true }).click();
      await hidden(selectedToast, "the 'Property Selected' toast");
    }
    await screenshotBoth(landlord, "h13-landlord-payments-failed");
  },
  { timeout: 90_000 },
);

journey(
  "the mobile money form says what is wrong with each field, and takes a Ugandan number once right",
  async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Tenant Demo", exact: true }).click();
    await heading(page, "Welcome back, Sarah!");
    await page.goto("/rent-payment-methods");
    await heading(page, "Pay Rent", { exact: true });
    const phone = page.getByLabel("Phone Number", { exact: true });
    const name = page.getByLabel("Account Name", { exact: true });
    const amount = page.getByLabel("Amount (UGX)", { exact: true });
    const save = page.getByRole("button", { name: "Save", exact: true });
    const message = (words) => visible(page.getByRole("alert").filter({ hasText: words }), `"${words}"`);

    // Nothing typed: each required field says so, with the toast that names the missing information.
    await name.fill("");
    await amount.fill("");
    await save.click();
    await toast(page, "Missing Information", { description: "Please fill in all required fields" });
    await message("Phone number is required");
    await message("Account name is required");
    await message("Please enter the amount to pay");
    assert.equal(await phone.getAttribute("aria-invalid"), "true", "the phone field is marked invalid");

    // Not a Ugandan mobile number; a name of spaces alone; an amount below the smallest payment (the name field
    // takes at most 120 characters: a longer one cannot be typed).
    assert.equal(await name.getAttribute("maxlength"), "120");
    await phone.fill("12345");
    await name.fill("   ");
    await amount.fill("1");
    await save.click();
    await message("Enter a Ugandan mobile number, e.g. 0772 123 456");
    await message("Account name is required");
    await message("The minimum payment is");

    // Over MTN Mobile Money's limit for one transaction.
    await phone.fill(PHONE);
    await name.fill(PAYER);
    await amount.fill("6,000,000");
    await save.click();
    await message("allows at most");
    await screenshotBoth(page, "h13-mobile-money-errors");

    // Right: the details are kept (the number as +256) and the confirm step opens.
    await amount.fill("50,000");
    await save.click();
    await toast(page, "Mobile Money Added");
    await heading(page, "Confirm Payment", { exact: true });
    await visible(
      definition(page, "Phone Number").filter({ hasText: "+256 772 123 456" }),
      "the number as +256",
    );
    const confirmed = await visible(definition(page, "Amount"), "the amount to confirm");
    assert.equal(amountOf("the amount to confirm", await confirmed.textContent()), 50_000);
  },
);
