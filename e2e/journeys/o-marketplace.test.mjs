// Journey o (issue 11, marketplace): a resident lists a sofa with a photo; the landlord approves it on the
// dashboard's Marketplace Moderation card; a neighbour finds it (dashboard, search, category filter), likes it
// and presses Contact, which opens a direct conversation with the seller about the sofa, without her phone
// number; the seller marks it sold and it leaves the neighbour's marketplace. A world of real accounts
// (support/residents.mjs): the demo world has one tenant account.
import assert from "node:assert/strict";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { atPath, heading, hidden, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty } from "../support/landlord.mjs";
import { apiGet, propertyWithResidents } from "../support/residents.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PROPERTY = `Bukoto Flats ${Date.now().toString(36)}`;
const SELLER = { firstName: "Amina", lastName: "Nakitto" };
const BUYER = { firstName: "Brian", lastName: "Okello" };
const SOFA = "Green velvet sofa";
const ASK = `Hi, is "${SOFA}" still available?`;

/** A phone-camera-like JPEG of a green sofa. */
async function sofaPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#efe6d8"/><rect y="450" width="800" height="150" fill="#a67c52"/>
    <rect x="140" y="220" width="520" height="140" rx="28" fill="#2f6b4f"/>
    <rect x="110" y="320" width="580" height="120" rx="24" fill="#3b7d5e"/>
    <rect x="80" y="280" width="72" height="170" rx="24" fill="#285c44"/>
    <rect x="648" y="280" width="72" height="170" rx="24" fill="#285c44"/></svg>`;
  const dir = await mkdtemp(join(tmpdir(), "nyumba-e2e-"));
  const file = join(dir, "sofa.jpg");
  await writeFile(file, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  return file;
}

const card = (page, title) => page.locator(`[data-testid="listing-card"][data-title="${title}"]`);
const row = (page, title) => page.locator(`[data-testid="listing-row"][data-title="${title}"]`);

journey(
  "a resident lists a sofa, the landlord approves it, a neighbour likes it and contacts the seller",
  async ({ page: landlord, context: landlordContext, newContext }) => {
    const {
      contexts: [sellerContext, buyerContext],
    } = await propertyWithResidents(landlordContext, newContext, PROPERTY, [SELLER, BUYER]);
    const seller = await sellerContext.newPage();
    const buyer = await buyerContext.newPage();

    // The seller's dashboard: an empty marketplace card, 'View all' to /marketplace.
    await seller.goto("/dashboard");
    await heading(seller, "Welcome back, Amina!");
    const dashCard = await visible(
      seller.getByTestId("marketplace-card"),
      "the dashboard's marketplace card",
    );
    await visible(dashCard.getByText("Nothing for sale yet."), "the card's empty state");
    await dashCard.getByRole("link", { name: "View all" }).click();
    await atPath(seller, "/marketplace");
    await heading(seller, "Community Marketplace", { exact: true });
    await heading(seller, "No listings yet");

    // 'List an Item': the required fields are said on the spot, then the sofa with a photo.
    await seller.getByRole("button", { name: "List an Item" }).click();
    await seller.getByRole("button", { name: "List Item", exact: true }).click();
    await text(seller, "Title is required");
    await text(seller, "Price is required");
    // No category is assumed: one must be chosen.
    await text(seller, "Choose one of the categories.");
    await seller.getByLabel("Title *").fill(SOFA);
    await seller
      .getByLabel("Description *")
      .fill("Three-seater, velvet, two years old. Collect from unit 1, Bukoto.");
    await seller.getByLabel("Price (UGX) *").fill("520,000");
    await seller.getByLabel("Category *").selectOption("furniture");
    await seller.getByLabel("Condition").selectOption("excellent");
    await seller.getByLabel("Tags").fill("sofa, living room");
    await seller.getByTestId("listing-photos").setInputFiles(await sofaPhoto());
    await visible(
      seller.getByRole("list", { name: "Chosen photos" }).getByRole("listitem"),
      "the photo preview",
    );
    await screenshotBoth(seller, "o01-marketplace-list-an-item");
    const created = seller.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/marketplace",
    );
    await seller.getByRole("button", { name: "List Item", exact: true }).click();
    const res = await created;
    assert.equal(res.status(), 201, `POST /api/marketplace answered ${res.status()}`);
    const listing = await res.json();
    assert.equal(listing.price, 520_000);
    assert.equal(listing.photos.length, 1, "the photo was stored");
    await toast(seller, "Item Listed", { description: "Your listing was submitted for approval." });
    await visible(seller.getByRole("tab", { name: "My listings", selected: true }), "My listings selected");
    await visible(row(seller, SOFA).getByText("Pending approval"), "the sofa pending approval");
    await screenshotBoth(seller, "o02-marketplace-my-listings");

    // The neighbour sees nothing yet.
    await buyer.goto("/marketplace");
    await heading(buyer, "No listings yet");

    // The landlord approves it on the dashboard's Marketplace Moderation card.
    await landlord.goto("/property-selection");
    await manageProperty(landlord, PROPERTY);
    const moderation = await visible(
      landlord.getByTestId("marketplace-moderation"),
      "Marketplace Moderation",
    );
    await visible(moderation.getByText("1 listing waiting"), "the pending count");
    await visible(row(moderation, SOFA).getByRole("img", { name: `Photo 1 of ${SOFA}` }), "the sofa's photo");
    await screenshotBoth(landlord, "o03-landlord-marketplace-moderation");
    await moderation.getByRole("button", { name: "Blocked words" }).click();
    const words = await visible(landlord.getByTestId("blocked-words"), "the blocked words");
    assert.match(await words.inputValue(), /enjaga/, "the Luganda defaults are on the list");
    await landlord.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    const decided = landlord.waitForResponse(
      (r) =>
        r.request().method() === "PATCH" &&
        new URL(r.url()).pathname === `/api/marketplace/${listing.id}/status`,
    );
    await row(moderation, SOFA)
      .getByRole("button", { name: `Approve: ${SOFA}` })
      .click();
    assert.equal((await decided).status(), 200);
    await toast(landlord, "Listing approved");
    await visible(moderation.getByText("No listings waiting"), "the queue is empty");

    // The neighbour: the sofa on the dashboard, then its details (a view), search and the category filter.
    await buyer.goto("/dashboard");
    await heading(buyer, "Welcome back, Brian!");
    await buyer.getByTestId("dashboard-listing").filter({ hasText: SOFA }).click();
    await atPath(buyer, "/marketplace");
    const details = await visible(buyer.getByTestId("listing-details"), "the sofa's details");
    await visible(
      buyer
        .getByRole("dialog")
        .getByText(/520,000/)
        .first(),
      "the price",
    );
    await visible(details.getByText("#living room"), "a tag");
    await screenshotBoth(buyer, "o04-marketplace-details");
    await buyer.keyboard.press("Escape");
    await hidden(buyer.getByTestId("listing-details"), "the details closed");
    const sofa = await visible(card(buyer, SOFA), "the sofa in the grid");
    await visible(sofa.getByText("1 view"), "the view counted once");

    const like = sofa.getByRole("button", { name: `Like ${SOFA}` });
    await like.click();
    await visible(sofa.getByRole("button", { name: `Unlike ${SOFA}`, pressed: true }), "liked");
    assert.equal(await sofa.getByTestId("listing-like-count").textContent(), "1");

    await buyer.getByRole("button", { name: "Electronics" }).click();
    await heading(buyer, "No items match your search.");
    await buyer.getByRole("button", { name: "All", exact: true }).click();
    await buyer.getByRole("searchbox", { name: "Search the marketplace" }).fill("velvet");
    await visible(card(buyer, SOFA), "found by search");
    await screenshotBoth(buyer, "o05-marketplace-browse");

    // Contact: the direct conversation with the seller about the sofa, the question ready to send.
    await card(buyer, SOFA)
      .getByRole("link", { name: `Contact Amina Nakitto about ${SOFA}` })
      .click();
    await visible(buyer.getByTestId("chat-item-banner").getByText(`About: ${SOFA}`), "the item banner");
    assert.match(new URL(buyer.url()).search, /conversation=/, "the conversation opened");
    const box = buyer.getByRole("textbox", { name: "Message", exact: true });
    await visible(box, "the message box");
    for (let i = 0; i < 50 && (await box.inputValue()) !== ASK; i++) await buyer.waitForTimeout(100);
    assert.equal(await box.inputValue(), ASK, "the question is ready");
    await box.press("Enter");
    await visible(
      buyer.getByTestId("chat-messages").getByTestId("chat-message").filter({ hasText: ASK }),
      "the question sent",
    );
    const pageText = await buyer.locator("main").textContent();
    assert.ok(!/\+?256\d|@/.test(pageText), "no phone number or email of the seller on screen");
    await screenshotBoth(buyer, "o06-marketplace-contact-seller");

    // The seller has the question, unread, in a direct conversation.
    const conversations = await apiGet(sellerContext, "/api/chat/conversations");
    const direct = conversations.items.find((c) => c.kind === "direct");
    assert.ok(direct, "a direct conversation with the buyer");
    assert.equal(direct.unreadCount, 1);

    // The seller marks it sold: it leaves the neighbour's marketplace.
    await seller.reload();
    await seller.getByRole("tab", { name: "My listings" }).click();
    await row(seller, SOFA).getByRole("button", { name: "Mark as sold" }).click();
    await toast(seller, "Marked as sold");
    await visible(row(seller, SOFA).getByText("Sold"), "Sold in My listings");
    await buyer.goto("/marketplace");
    await heading(buyer, "No listings yet");
  },
  { timeout: 150_000 },
);
