// Journey zd (issue 15): the tenant dashboard's socket and what its first open fetches again. The page's one
// request already holds every card's data: when nothing was published to the tenant's topics since, the socket's
// first open asks for nothing more. When something was published before the socket was in its topics (held here
// on the wire: the event is dropped and `ready` waits until it was sent), the cards fetch again and show it.
import assert from "node:assert/strict";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, heading, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";

/** The GETs a live card would send to catch up. */
const CATCH_UP = /\/api\/(chat|notifications|announcements)(\?|\/|$)/;

/**
 * The tenant demo in a demo world of this context's own, then its dashboard as a direct visit: its data comes in
 * the one request, so any card's own GET after it is a catch-up.
 */
async function openTenantDemo(page) {
  await page.goto("/tenant-login");
  await heading(page, "Tenant Login");
  await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
  await atPath(page, "/tenant-demo-simple");
  await heading(page, "Welcome back, Sarah!");
  await page.goto("about:blank");
}

/** The demo landlord of the tenant's demo world, signed in on a page of its own. */
async function landlordOfSameWorld(context, newContext) {
  const landlordContext = await newContext();
  await shareDemoWorld(context, landlordContext);
  const landlord = await landlordContext.newPage();
  await landlord.goto("/landlord-login");
  await landlord.evaluate(() =>
    fetch("/api/demo/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ role: "landlord" }),
    }),
  );
  return landlord;
}

/** The landlord publishes an announcement to all their properties; resolves to the answer's status. */
function publish(landlord, title) {
  return landlord.evaluate(async (title) => {
    const body = {
      title,
      content: "The lift is off from 9am to 1pm. Please use the stairs.",
      audience: "all",
    };
    const res = await fetch("/api/announcements", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return res.status;
  }, title);
}

/**
 * Opens the dashboard again. `seen`: the GETs a live card would send to catch up, from then on; `ready`: the
 * ready event of the socket it opens, as the page received it.
 */
async function revisit(page) {
  const seen = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && CATCH_UP.test(url.pathname + url.search)) seen.push(url.pathname);
  });
  const ready = new Promise((resolve) =>
    page.on("websocket", (ws) =>
      ws.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve(JSON.parse(String(payload)));
      }),
    ),
  );
  await page.goto("/tenant-demo-simple");
  await heading(page, "Welcome back, Sarah!");
  return { seen, ready };
}

journey(
  "the dashboard's socket fetches nothing again on its first open when nothing happened",
  async ({ page }) => {
    await openTenantDemo(page);
    const { seen, ready } = await revisit(page);
    await visible(page.getByTestId("chat-card"), "the chat card");
    const { lastEventAt } = await ready;
    assert.equal(typeof lastEventAt, "number");
    // The catch-ups would start a task after ready: give them time to show.
    await page.waitForTimeout(1000);
    assert.deepEqual(seen, [], "no card fetched again");
  },
);

journey(
  "an announcement published before the socket joined reaches the dashboard when the socket is ready",
  async ({ page, context, newContext }) => {
    await openTenantDemo(page);
    const landlord = await landlordOfSameWorld(context, newContext);
    const title = "Lift maintenance on Saturday";
    // The tenant's socket reaches the server only after the dashboard's answer came and the landlord published:
    // the page's answer is older than the announcement, and the socket was in none of its topics when it went out.
    const dashboardAnswered = new Promise((resolve) =>
      page.on("requestfinished", (r) => r.url().includes("/api/tenant/dashboard") && resolve()),
    );
    let published;
    await page.routeWebSocket(/\/ws$/, async (ws) => {
      await dashboardAnswered;
      published ??= publish(landlord, title);
      assert.equal(await published, 201, "the landlord published");
      ws.connectToServer();
    });
    const { seen, ready } = await revisit(page);
    const card = await visible(page.getByTestId("announcements-card"), "the dashboard's announcements card");
    await ready;
    await visible(card.getByText(title), "the new announcement on the dashboard, fetched again");
    assert.ok(seen.includes("/api/announcements"), `the card fetched again (${seen.join(", ")})`);
  },
);

journey(
  "what was published while the socket was closed shows on a card that mounts after the catch-up",
  async ({ page, context, newContext }) => {
    await openTenantDemo(page);
    // The dashboard's answers stay in the page's cache (they never go stale by time) while the tenant reads
    // the notifications, a screen with no announcements on it.
    const { ready: firstReady } = await revisit(page);
    await visible(page.getByTestId("announcements-card"), "the dashboard's announcements card");
    await firstReady;
    await page.getByTestId("notifications-card").getByRole("link", { name: "View all" }).click();
    await heading(page, "Notifications", { exact: true });

    // Offline: the socket closes; the landlord publishes meanwhile; back online, the socket opens again and
    // catches up while no announcements card is mounted.
    const landlord = await landlordOfSameWorld(context, newContext);
    const reopened = new Promise((resolve) =>
      page.on("websocket", (ws) =>
        ws.on("framereceived", ({ payload }) => String(payload).includes('"type":"ready"') && resolve()),
      ),
    );
    await context.setOffline(true);
    const title = "Water off on Sunday morning";
    assert.equal(await publish(landlord, title), 201, "the landlord published");
    await context.setOffline(false);
    await reopened;
    await visible(page.getByText(`New announcement: ${title}`), "the announcement's notification, caught up");

    // Back on the dashboard, in the page: the card's answer from before is stale and is fetched again.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    const card = await visible(page.getByTestId("announcements-card"), "the dashboard's announcements card");
    await visible(card.getByText(title), "the new announcement on the dashboard");
  },
);
