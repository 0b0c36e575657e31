// Journey zc (issue 14): the demo tenant paid at the bank and sends the deposit slip ('Upload Statement'); it waits
// as 'Pending verification' and changes nothing owed. The demo landlord finds it from the dashboard (beside the
// demo's own slip from Sarah, seeded waiting), sees the slip beside the lease's reference and confirms it (a double
// click confirms once); the tenant's balance drops by the amount and the history shows it completed with its
// receipt. Its own demo world, shared by the two contexts.
import assert from "node:assert/strict";
import sharp from "sharp";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { dashboardBalance } from "../support/rent.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const AMOUNT = 400_000;
/** This journey's amount as the screens write it (the demo has other proofs of Sarah's, of other amounts). */
const AMOUNT_TEXT = "400,000";

/** A photo of a deposit slip, as a phone camera would send it. */
const slipPhoto = () =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 235, g: 238, b: 225 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1000" height="700"><text x="60" y="120" font-size="56" font-family="sans-serif">STANBIC BANK — DEPOSIT</text><text x="60" y="260" font-size="44" font-family="sans-serif">UGX 400,000</text></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

journey(
  "the tenant sends a deposit slip; the landlord confirms it once and the balance drops",
  async ({ page, context, newContext }) => {
    const landlordContext = await newContext();
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");

    // The tenant: the balance, then Upload Statement with the slip.
    await shareDemoWorld(landlordContext, context);
    await page.goto("/tenant-login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    const before = await dashboardBalance(page);
    await page.goto("/rent-payment-methods");
    await heading(page, "Pay Rent", { exact: true });
    await page.getByRole("button", { name: /^Upload Statement/ }).click();
    const form = await visible(page.getByTestId("proof-form"), "the proof form");
    await form.getByLabel("Amount paid (UGX)").fill("");
    await form.getByRole("button", { name: "Send for Verification" }).click();
    await visible(
      form.getByText("Please enter the amount you paid as a whole number greater than zero."),
      "amount required",
    );
    await visible(form.getByText(/Please attach a photo or PDF/), "file required");
    await form.getByLabel("Amount paid (UGX)").fill(AMOUNT.toLocaleString("en-US"));
    await form.getByLabel("How you paid").selectOption({ label: "Bank deposit" });
    await form.getByLabel("Bank", { exact: true }).selectOption("Stanbic Bank Uganda");
    const reference = (await form.getByTestId("proof-lease-reference").textContent())?.trim() ?? "";
    assert.match(reference, /^NY[A-Z2-9]{6}$/, "the form shows the lease's payment reference");
    await form.getByLabel("Reference").fill(reference);
    await form.getByLabel("Deposit slip, transfer confirmation or statement").setInputFiles({
      name: "slip.jpg",
      mimeType: "image/jpeg",
      buffer: await slipPhoto(),
    });
    await screenshotBoth(page, "zc01-upload-deposit-slip");
    await form.getByRole("button", { name: "Send for Verification" }).dblclick();
    await toast(page, "Proof Sent");
    await visible(page.getByTestId("proof-sent"), "the proof sent notice");

    // Pending verification in the history; nothing owed changed.
    await page.getByRole("link", { name: "View Transaction History" }).click();
    await atPath(page, "/transaction-history");
    const pending = page
      .getByRole("listitem")
      .filter({ hasText: "Pending verification" })
      .filter({ hasText: AMOUNT_TEXT });
    await visible(pending.first(), "the proof in the history");
    assert.equal(await pending.count(), 1, "the double click sent one proof");
    await screenshotBoth(page, "zc02-history-pending-verification");
    await page.goto("/tenant-demo-simple");
    assert.equal(await dashboardBalance(page), before, "nothing is credited before the landlord confirms");

    // The landlord: the dashboard points at it; the queue shows the slip and the references side by side.
    await landlord.goto("/landlord-demo");
    // Two: this one and the demo's own, seeded waiting.
    // The dashboard holds the queue too (the demo's own proof and this one), and links to the payments page.
    await visible(
      landlord.getByTestId("proof-card").filter({ hasText: AMOUNT_TEXT }),
      "the proof in the dashboard's queue",
    );
    await screenshotBoth(landlord, "zc03a-dashboard-payments-to-verify");
    await landlord.getByTestId("payments-to-verify").filter({ hasText: "2 payments to verify" }).click();
    await atPath(landlord, "/landlord-payments");
    const card = await visible(
      landlord.getByTestId("proof-card").filter({ hasText: AMOUNT_TEXT }),
      "the proof in the queue",
    );
    await visible(card.getByText("Sarah Namukasa"), "the tenant");
    await visible(card.getByText("USh 400,000").or(card.getByText("UGX 400,000")), "the amount");
    await visible(
      card.getByRole("img", { name: "Proof of payment from Sarah Namukasa" }),
      "the slip's thumbnail",
    );
    const shown = await card
      .getByRole("img")
      .evaluate((img) => /** @type {HTMLImageElement} */ (img).complete && img.naturalWidth > 0);
    assert.ok(shown, "the thumbnail loads");
    await screenshotBoth(landlord, "zc03-landlord-verification-queue");
    await card.getByRole("button", { name: /^Confirm:/ }).dblclick();
    await toast(landlord, "Payment Confirmed");
    await hidden(card, "the confirmed proof, out of the queue");
    assert.equal(await landlord.getByTestId("proof-card").count(), 1, "the demo's own proof still waits");

    // The tenant: the balance dropped by the amount; the history shows it completed with its receipt.
    await page.reload();
    assert.equal(await dashboardBalance(page), before - AMOUNT, "credited once");
    await page.goto("/transaction-history");
    const done = page
      .getByRole("listitem")
      .filter({ hasText: reference })
      .filter({ hasText: AMOUNT_TEXT })
      .filter({ hasText: "Completed" });
    await visible(done.first(), "the confirmed payment");
    await visible(done.getByText(/Receipt No\. \d+/), "its receipt");
    await hidden(pending, "this proof is pending no more");
    await screenshotBoth(page, "zc04-history-confirmed-with-receipt");
  },
);
