// Journey l (issue 10, neighbour chat): two residents of one property chat live in two browser contexts, one
// reports a message and then blocks the other, and the landlord moderates the room.
//
// Who is who: a demo world has one tenant account (decision 0013), so this journey builds a small world of its
// own from real accounts (support/residents.mjs). Nothing here depends on demo data or on other journeys.
import assert from "node:assert/strict";
import { atPath, heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty } from "../support/landlord.mjs";
import { apiPost, propertyWithResidents } from "../support/residents.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PROPERTY = `Ntinda Court ${Date.now().toString(36)}`;
const AMINA = { firstName: "Amina", lastName: "Nakitto" };
const BRIAN = { firstName: "Brian", lastName: "Okello" };
const HELLO = "Hello neighbours! Does anyone know when the water tank will be cleaned?";
const REPLY = "Hi Amina, the caretaker said Saturday morning.";
const DIRECT = "Thanks Brian! Are you coming to the residents' meeting?";
const RUDE = "Nobody cares about your water tank.";
const AFTER_BLOCK = "Is anyone still reading this?";
const NOTICE = "Reminder: the water will be off on Saturday from 9 to 11 a.m.";
/** The message bubbles of the conversation on screen. */
const messages = (page) => page.getByTestId("chat-messages").getByTestId("chat-message");
const messageWith = (page, content) => messages(page).filter({ hasText: content });
const composer = (page) => page.getByRole("textbox", { name: "Message", exact: true });

/** Types a message and presses Enter; it shows at once (pending) and then as the server's copy. */
async function send(page, content) {
  await composer(page).fill(content);
  await composer(page).press("Enter");
  await visible(messageWith(page, content).and(page.locator(":not([data-pending])")), `"${content}" sent`);
  assert.equal(await composer(page).inputValue(), "", "the composer empties after sending");
}

async function openChat(page, heading_ = "Neighbors Chat") {
  await page.goto("/neighbors-chat");
  await heading(page, heading_, { exact: true });
  await visible(page.getByTestId("chat-connection").and(page.locator('[data-status="open"]')), "a live chat");
}

async function openTab(page, name) {
  await page.getByRole("tab", { name }).click();
  await visible(page.getByRole("tab", { name, selected: true }), `the ${name} tab selected`);
}

journey(
  "two residents chat live, one reports and blocks the other, the landlord moderates",
  async ({ page: landlord, context: landlordContext, newContext }) => {
    // The world: a landlord, a property with three units, two tenants with active leases.
    const {
      units,
      contexts: [aminaContext, brianContext],
    } = await propertyWithResidents(landlordContext, newContext, PROPERTY, [AMINA, BRIAN]);
    const amina = await aminaContext.newPage();
    const brian = await brianContext.newPage();

    // The dashboard's Neighbors Chat card leads to the chat screen (no longer a 404).
    await amina.goto("/dashboard");
    await heading(amina, "Welcome back, Amina!");
    const card = await visible(amina.getByTestId("chat-card"), "the dashboard's chat card");
    await visible(card.getByText("No messages yet. Say hello to your neighbours!"), "the card's empty state");
    await card.getByRole("link", { name: "Open Chat" }).click();
    await atPath(amina, "/neighbors-chat");
    await heading(amina, "Neighbors Chat", { exact: true });
    await visible(
      amina.getByText("No messages yet. Say hello to your neighbours!"),
      "the room's empty state",
    );
    await visible(
      amina.getByTestId("chat-connection").and(amina.locator('[data-status="open"]')),
      "connected",
    );

    await openChat(brian);

    // Blank messages are ignored; Enter sends; the other resident sees it live, without a reload.
    await composer(amina).fill("   ");
    await composer(amina).press("Enter");
    assert.equal(await messages(amina).count(), 0, "a blank message is not sent");
    await send(amina, HELLO);
    const live = await visible(messageWith(brian, HELLO), "Amina's message on Brian's screen, live");
    await visible(live.getByText("Amina Nakitto"), "the sender's name");
    await visible(live.getByText(`Unit ${units[0].unitNumber}`), "the sender's unit");
    await send(brian, REPLY);
    await visible(messageWith(amina, REPLY), "Brian's reply on Amina's screen, live");
    assert.equal(
      await messageWith(amina, HELLO).getAttribute("data-own"),
      "true",
      "own messages stand apart",
    );

    // Shift+Enter starts a new line instead of sending.
    await composer(amina).fill("Line one");
    await composer(amina).press("Shift+Enter");
    await composer(amina).pressSequentially("line two");
    assert.equal(await composer(amina).inputValue(), "Line one\nline two", "Shift+Enter adds a line");
    await composer(amina).press("Enter");
    await visible(messageWith(brian, "line two"), "the two-line message, live");

    // Near the limit, a counter says how much is left.
    await composer(amina).fill("a".repeat(1_950));
    await visible(amina.getByTestId("chat-counter").filter({ hasText: "50 characters left" }), "the counter");
    await composer(amina).fill("");

    await screenshotBoth(amina, "l01-community-room");

    // Brian writes something rude; Amina reports it with a reason.
    await send(brian, RUDE);
    const rude = await visible(messageWith(amina, RUDE), "the rude message on Amina's screen");
    await rude.getByRole("button", { name: "Report the message from Brian Okello" }).click();
    const report = amina.getByRole("dialog", { name: "Report Message" });
    await visible(report, "the report dialog");
    await report.getByLabel("Reason (optional)").fill("Unkind to a neighbour");
    await report.getByRole("button", { name: "Send Report" }).click();
    await toast(amina, "Message Reported");
    await hidden(report, "the report dialog closed");

    // Residents: Brian online, no phone or email; Message opens the direct conversation.
    await openTab(amina, "Residents");
    const brianRow = await visible(
      amina.getByTestId("chat-resident").filter({ hasText: "Brian Okello" }),
      "Brian in the residents list",
    );
    await visible(brianRow.getByText("Online", { exact: true }), "Brian online now");
    const rowText = (await brianRow.textContent()) ?? "";
    assert.ok(!rowText.includes("@") && !/\+?256\d/.test(rowText), "no email or phone number shown");
    await screenshotBoth(amina, "l02-residents");

    await brianRow.getByRole("button", { name: "Message Brian Okello" }).click();
    await visible(amina.getByRole("heading", { name: "Chat with Brian Okello" }), "the direct conversation");
    await send(amina, DIRECT);

    // Brian sees an unread count on his Residents tab, opens the conversation and reads it.
    await visible(
      brian.getByRole("tab", { name: /Residents/ }).getByTestId("chat-unread"),
      "Brian's unread direct message badge",
    );
    await openTab(brian, "Residents");
    const aminaRow = await visible(
      brian.getByTestId("chat-resident").filter({ hasText: "Amina Nakitto" }),
      "Amina in Brian's residents list",
    );
    await visible(aminaRow.getByTestId("chat-unread"), "the unread count next to Amina");
    await aminaRow.getByRole("button", { name: "Message Amina Nakitto" }).click();
    await visible(messageWith(brian, DIRECT), "Amina's direct message on Brian's screen");
    await hidden(brian.getByTestId("chat-unread"), "the unread count gone once read");
    await screenshotBoth(brian, "l03-direct-conversation");
    await brian.getByRole("link", { name: "Back to Community Chat" }).click();
    await visible(messageWith(brian, HELLO), "back in the community room");

    // Amina blocks Brian (asked first); he is listed under Blocked residents with Unblock.
    await amina.getByRole("link", { name: "Back to Community Chat" }).click();
    await openTab(amina, "Residents");
    await amina.getByRole("button", { name: "Block Brian Okello" }).click();
    const ask = amina.getByRole("dialog", { name: "Block Brian Okello?" });
    await visible(ask, "the block confirmation");
    await ask.getByRole("button", { name: "Block", exact: true }).click();
    await toast(amina, "Resident Blocked");
    const blockedList = amina.getByRole("region", { name: "Blocked residents" });
    await visible(
      blockedList.getByRole("button", { name: "Unblock Brian Okello" }),
      "Brian listed as blocked",
    );

    // The landlord's moderation screen: the open report, Remove it; everyone sees 'Message removed'.
    await landlord.goto("/property-selection");
    await manageProperty(landlord, PROPERTY);
    await landlord.getByRole("link", { name: "Chat Moderation" }).click();
    await atPath(landlord, "/landlord-chat");
    await heading(landlord, "Community Chat Moderation", { exact: true });
    const open = await visible(
      landlord.getByTestId("chat-report").filter({ hasText: RUDE }),
      "the report of the rude message",
    );
    await visible(open.getByText("Reason: Unkind to a neighbour"), "the reporter's reason");
    await visible(messageWith(landlord, HELLO), "the room on the moderation screen");
    await screenshotBoth(landlord, "l04-landlord-moderation");
    await open.getByRole("button", { name: "Remove the message from Brian Okello" }).click();
    const confirmRemove = landlord.getByRole("dialog", { name: "Remove this message?" });
    await confirmRemove.getByRole("button", { name: "Remove", exact: true }).click();
    await toast(landlord, "Message Removed");
    await visible(
      messageWith(brian, "Message removed").filter({ hasNotText: RUDE }),
      "'Message removed' on Brian's screen, live",
    );

    // After the block Amina no longer sees Brian: his next message does not reach her, the landlord's does.
    await openTab(amina, "Community Chat");
    await send(brian, AFTER_BLOCK);
    await send(landlord, NOTICE);
    await visible(messageWith(amina, NOTICE), "the landlord's notice on Amina's screen");
    assert.equal(
      await messageWith(amina, AFTER_BLOCK).count(),
      0,
      "a blocked resident's message is not shown",
    );
    assert.equal(await messageWith(amina, REPLY).count(), 0, "nor his earlier ones");
    await visible(messageWith(brian, NOTICE), "Brian still sees the room");

    // Unblock: asked first, then his messages are back.
    await openTab(amina, "Residents");
    await amina.getByRole("button", { name: "Unblock Brian Okello" }).click();
    await amina
      .getByRole("dialog", { name: "Unblock Brian Okello?" })
      .getByRole("button", { name: "Unblock" })
      .click();
    await toast(amina, "Resident Unblocked");
    await openTab(amina, "Community Chat");
    await visible(messageWith(amina, AFTER_BLOCK), "Brian's messages back after the unblock");

    // The dashboard's card: the room's latest messages, live, and Brian's unread count.
    await brian.goto("/dashboard");
    await heading(brian, "Welcome back, Brian!");
    const brianCard = await visible(brian.getByTestId("chat-card"), "Brian's chat card");
    await visible(brianCard.getByText(NOTICE), "the landlord's notice on the card");
    await send(amina, "See you all on Saturday!");
    await visible(brianCard.getByText("See you all on Saturday!"), "Amina's message on the card, live");
    await visible(brianCard.getByText("1 unread message"), "the card's unread count");
    await screenshotBoth(brian, "l05-dashboard-chat-card");
  },
  { timeout: 180_000 },
);

journey(
  "the chat says 'Connection Error' once when its socket cannot open, and still sends",
  async ({ context: landlordContext, newContext }) => {
    // A tenant of a property of their own whose browser cannot open the socket: every WebSocket the page makes
    // fails its handshake (closes with 1006 without opening), as behind a proxy that drops them. A stand-in
    // socket is the one way to refuse it from the browser: the server upgrades any path, and another host name
    // is refused by the page's own Content-Security-Policy before a close is reported.
    const {
      contexts: [tenantContext],
    } = await propertyWithResidents(landlordContext, newContext, `${PROPERTY} B`, [AMINA]);

    const page = await tenantContext.newPage();
    await page.addInitScript(() => {
      window.__socketAttempts = 0;
      window.WebSocket = class RefusedSocket extends EventTarget {
        static CONNECTING = 0;
        static OPEN = 1;
        static CLOSING = 2;
        static CLOSED = 3;
        readyState = 0;
        onopen = null;
        onmessage = null;
        onerror = null;
        onclose = null;
        constructor() {
          super();
          window.__socketAttempts += 1;
          setTimeout(() => {
            this.readyState = 3;
            this.onerror?.(new Event("error"));
            this.onclose?.(new CloseEvent("close", { code: 1006 }));
          }, 20);
        }
        send() {
          throw new Error("the socket is not open");
        }
        close() {}
      };
    });
    await page.goto("/neighbors-chat");
    await heading(page, "Neighbors Chat", { exact: true });
    await toast(page, "Connection Error", {
      description: "Failed to connect to chat. Please refresh the page.",
    });
    await visible(
      page.getByTestId("chat-connection").and(page.locator('[data-status="reconnecting"]')),
      "the reconnecting state",
    );
    await visible(page.getByText("No messages yet. Say hello to your neighbours!"), "the room's empty state");
    // Without a socket, a message goes over HTTP and arrives all the same.
    await send(page, "Sent without a socket");
    // Once per failure streak: dismissed, it does not come back with the next failed attempts.
    await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
    const attempts = await page.evaluate(() => window.__socketAttempts);
    await page.waitForFunction((n) => window.__socketAttempts >= n + 1, attempts, { timeout: 10_000 });
    await page.waitForFunction((n) => window.__socketAttempts >= n + 2, attempts, { timeout: 15_000 });
    assert.equal(await page.getByTestId("toast").count(), 0, "'Connection Error' once per failure streak");
  },
);

journey(
  "a long room pages back without the view jumping; the rate limit is said next to the composer",
  async ({ context: landlordContext, newContext }) => {
    // Sixty messages in a fresh room (twenty from each of three people: the most one may send in a minute),
    // three pages of twenty.
    const {
      property,
      contexts: [aminaContext, brianContext],
    } = await propertyWithResidents(landlordContext, newContext, `${PROPERTY} C`, [AMINA, BRIAN]);
    for (let i = 1; i <= 20; i++) {
      await apiPost(brianContext, "/api/chat/messages", { content: `Brian's note ${i}` }, 201);
      await apiPost(
        landlordContext,
        "/api/chat/messages",
        { propertyId: property.id, content: `Notice ${i}` },
        201,
      );
      await apiPost(aminaContext, "/api/chat/messages", { content: `Amina's note ${i}` }, 201);
    }

    const page = await aminaContext.newPage();
    await page.goto("/neighbors-chat");
    await heading(page, "Neighbors Chat", { exact: true });
    await visible(messageWith(page, "Amina's note 20"), "the newest message");
    assert.equal(await messages(page).count(), 20, "the first page: the newest twenty");
    await visible(page.getByRole("button", { name: "Load earlier messages" }), "a way to older messages");

    // Scrolling to the top loads the twenty older ones above, and what was on screen stays where it was.
    const log = page.getByTestId("chat-messages");
    const pageBack = async (expected) => {
      const seq = await messages(page).first().getAttribute("data-seq");
      // Where the oldest shown message is in the scrolled content: where it shows once scrolled to the top.
      const yBefore = await log.evaluate((el, s) => {
        const m = el.querySelector(`[data-seq="${s}"]`);
        return m.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
      }, seq);
      await log.evaluate((el) => {
        el.scrollTop = 0;
      });
      await page.waitForFunction(
        ([n]) =>
          document.querySelectorAll('[data-testid="chat-messages"] [data-testid="chat-message"]').length ===
          n,
        [expected],
      );
      const yAfter = await log.evaluate((el, s) => {
        const m = el.querySelector(`[data-seq="${s}"]`);
        return m.getBoundingClientRect().top - el.getBoundingClientRect().top;
      }, seq);
      assert.ok(Math.abs(yAfter - yBefore) <= 2, `the view kept its place (moved ${yAfter - yBefore} px)`);
    };
    await pageBack(40);
    await pageBack(60);
    await visible(page.getByText("This is the beginning of the conversation."), "the beginning of the room");
    await visible(messageWith(page, "Brian's note 1"), "the oldest message");

    // Amina has sent twenty this minute: the twenty-first is refused, in words, next to the composer.
    await composer(page).fill("One more thing!");
    await composer(page).press("Enter");
    await visible(
      page
        .getByTestId("chat-send-error")
        .filter({ hasText: "You are sending messages too quickly. Please wait a moment and try again." }),
      "the rate limit next to the composer",
    );
    await visible(messageWith(page, "One more thing!").getByText("Not sent."), "the message marked not sent");
  },
  { timeout: 180_000 },
);
