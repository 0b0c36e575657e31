// Journey c: the demo entry points open the demo accounts without a password, in a demo world of the browser's
// own: another browser gets another world, and the same browser switches roles inside its world.
import assert from "node:assert/strict";
import { currentUser, signOut } from "../support/auth.mjs";
import { atPath, heading, hidden, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth, settle } from "../support/screens.mjs";

/** A read of data: the app's fetch, or the preload of it that the page's HTML starts (type "other"). */
const isDataRequest = (r) => ["fetch", "other"].includes(r.resourceType());

journey(
  "quick demo access opens the demo tenant and the demo landlord",
  async ({ page, context, newContext }) => {
    // Tenant: /login, Quick Demo Access > Tenant Demo. A signed-in page starts a worker that loads ICU's data off
    // the main thread (decision 0033); a public page does not.
    const workers = [];
    page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
    await page.goto("/login");
    await heading(page, "Welcome Back");
    await heading(page, "Quick Demo Access");
    assert.deepEqual(workers, [], "no worker on a public page");
    await screenshotBoth(page, "c01-login");
    assert.equal((await currentUser(context)).status, 401, "signed out before the demo");
    await page.getByRole("button", { name: "Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    await text(page, "Kampala Heights", { exact: true });
    await text(page, "Unit 4B", { exact: true });
    await text(page, "Demo account", { exact: true });
    await screenshotBoth(page, "c02-tenant-demo-dashboard");
    // Opened directly, the chat card (below a phone's first screen) shows its latest message whole when scrolled
    // to: its messages get their real height only then (content-visibility), and the list stays at its end.
    await page.goto("/tenant-demo");
    const chatLog = page.getByTestId("chat-messages");
    await visible(chatLog.getByTestId("chat-message").last(), "the chat card's latest message");
    await chatLog.scrollIntoViewIfNeeded();
    // Until the browser has laid out the latest message, now near the screen (a skipped one says so), then a frame.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="chat-messages"] [data-testid="chat-message"]')]
        .at(-1)
        ?.checkVisibility({ contentVisibilityAuto: true }),
    );
    await settle(page);
    const gap = await chatLog.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    assert.ok(gap <= 1, `the chat card is scrolled to its end (${gap} px left below)`);
    const tenant = await currentUser(context);
    assert.equal(tenant.status, 200);
    assert.deepEqual(
      [
        tenant.user.role,
        tenant.user.firstName,
        tenant.user.lastName,
        tenant.user.propertyName,
        tenant.user.unitNumber,
      ],
      ["tenant", "Sarah", "Namukasa", "Kampala Heights", "4B"],
    );
    assert.equal(tenant.user.isDemo, true);

    // Opened again directly (the cut chain of issue 15): the user comes with the HTML and the dashboard's data in
    // one request, started before the page's chunks run; no card asks on its own. Once the live socket opens,
    // the live cards catch up on what the socket may have missed (decision 0015): those reads come after it.
    // Photos are images, not data. The HTML starts that request (`<link rel="preload" as="fetch">`, a request of
    // type "other"), and the client's fetch takes its answer instead of asking again (decision 0030).
    const apiCalls = [];
    let socketAt = Number.POSITIVE_INFINITY;
    const onRequest = (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/api/") && isDataRequest(r)) apiCalls.push(`${r.method()} ${pathname}`);
    };
    const onSocket = () => {
      socketAt = Math.min(socketAt, apiCalls.length);
    };
    page.on("request", onRequest);
    page.on("websocket", onSocket);
    await page.goto("/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    await visible(page.getByTestId("maintenance-card"), "the maintenance card");
    await page.waitForLoadState("networkidle");
    page.off("request", onRequest);
    page.off("websocket", onSocket);
    assert.deepEqual(apiCalls.slice(0, socketAt), ["GET /api/tenant/dashboard"], "one request for the data");
    const catchUp = new Set([
      "GET /api/notifications",
      "GET /api/announcements",
      "GET /api/chat",
      "GET /api/chat/conversations",
    ]);
    assert.deepEqual(
      apiCalls.slice(socketAt).filter((c) => !catchUp.has(c)),
      [],
      "after the socket opens, only the live cards' catch-up",
    );
    assert.ok(!apiCalls.includes("GET /api/rent/summary"), "the rent card never asks on its own");
    assert.ok(
      workers.some((path) => /^\/assets\/intl-warmup\.worker-[\w-]+\.js$/.test(path)),
      `the signed-in page started the Intl worker (workers: ${workers.join(", ")})`,
    );

    // Landlord, in a context of its own: /landlord-login, Try Landlord Demo.
    const other = await newContext();
    const landlordPage = await other.newPage();
    await landlordPage.goto("/landlord-login");
    await heading(landlordPage, "Landlord Login");
    await screenshotBoth(landlordPage, "c03-landlord-login");
    await landlordPage.getByRole("button", { name: "Try Landlord Demo", exact: true }).click();
    // The demo landlord first chooses which of the seeded properties to manage.
    await atPath(landlordPage, "/property-selection");
    await heading(landlordPage, "Select Property to Manage");
    const cards = landlordPage.getByTestId("property-card");
    await visible(cards, "the demo landlord's property cards");
    assert.equal(await cards.count(), 4, "the four seeded properties");
    await screenshotBoth(landlordPage, "c04-landlord-demo-property-selection");
    await landlordPage.getByRole("button", { name: "Kampala Heights", exact: true }).click();
    await toast(landlordPage, "Property Selected", { description: "Now managing Kampala Heights" });
    await atPath(landlordPage, "/dashboard");
    await heading(landlordPage, "Welcome back, Robert!");
    await hidden(landlordPage.getByRole("status", { name: "Loading dashboard" }), "the dashboard skeleton");
    await text(landlordPage, "Demo account", { exact: true });
    await text(landlordPage, "Kampala Heights", { exact: true }); // the header names the managed property
    await screenshotBoth(landlordPage, "c05-landlord-demo-dashboard");
    // Opened again directly: the dashboard of the selected property and its cards' data are asked for at once,
    // in one request that also names the property (not "which property?", then its dashboard, then each card's
    // data); no card asks on its own.
    const landlordCalls = [];
    const onLandlordRequest = (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/api/") && isDataRequest(r)) landlordCalls.push(`${r.method()} ${pathname}`);
    };
    landlordPage.on("request", onLandlordRequest);
    await landlordPage.goto("/landlord-demo");
    await heading(landlordPage, "Welcome back, Robert!");
    await hidden(landlordPage.getByRole("status", { name: "Loading dashboard" }), "the dashboard skeleton");
    await text(landlordPage, "Kampala Heights", { exact: true });
    await visible(
      landlordPage.getByRole("heading", { name: "Maintenance Requests" }),
      "the maintenance card",
    );
    await landlordPage.waitForLoadState("networkidle");
    landlordPage.off("request", onLandlordRequest);
    assert.equal(landlordCalls[0], "GET /api/landlord/dashboard/all", "the dashboard asked for first");
    const cardReads = [
      "GET /api/landlord/dashboard",
      "GET /api/landlord/selected-property",
      "GET /api/landlord/applications",
      "GET /api/landlord/payments/proofs",
      "GET /api/maintenance-requests",
      "GET /api/marketplace/pending",
      "GET /api/pets/pending",
    ];
    assert.deepEqual(
      landlordCalls.filter((c) => c === landlordCalls[0] || cardReads.includes(c)),
      ["GET /api/landlord/dashboard/all"],
      "once, and no card asks on its own",
    );
    const landlord = await currentUser(other);
    assert.equal(landlord.status, 200);
    assert.equal(landlord.user.role, "landlord");
    assert.equal(landlord.user.firstName, "Robert");

    // The two sessions stay apart.
    assert.equal((await currentUser(context)).user?.firstName, "Sarah");

    // The tenant's browser, signed out, opens the landlord demo: the landlord of its own demo world (whose
    // Sarah is the tenant above), not the other browser's.
    await signOut(page);
    await page.goto("/landlord-login");
    await page.getByRole("button", { name: "Try Landlord Demo", exact: true }).click();
    await atPath(page, "/property-selection");
    await heading(page, "Select Property to Manage");
    const switched = await currentUser(context);
    assert.equal(switched.user.firstName, "Robert");
    assert.notEqual(switched.user.id, landlord.user.id, "not the other browser's demo landlord");
    const found = await context.request.get("/api/landlord/tenants?q=Sarah");
    assert.equal(found.status(), 200);
    assert.deepEqual(
      (await found.json()).map((t) => t.id),
      [tenant.user.id],
      "the tenant of the same demo world",
    );
  },
);
