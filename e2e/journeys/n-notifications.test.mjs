// Journey n (issue 10, notifications): the demo tenant opens the notification centre from the dashboard's tile
// (the header's bell shows the unread count), marks one read, deletes one, marks all read, switches off email for
// announcements and finds the setting kept after a reload; the landlord of the same demo world sees the bell on
// their dashboard and their own notification centre.
import assert from "node:assert/strict";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, heading, hidden, text, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const rows = (page) => page.getByTestId("notification-row");
const tab = (page, name) => page.getByRole("tab", { name });

/** Waits for the API call (method, path pattern) the click makes, and checks it answered 200. */
async function answered(page, method, pattern, click) {
  const response = page.waitForResponse(
    (r) => r.request().method() === method && pattern.test(new URL(r.url()).pathname),
  );
  await click();
  const res = await response;
  assert.equal(res.status(), 200, `${method} ${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** The number of notification rows once the list has settled on `count`. */
async function expectRows(page, count, what) {
  await page
    .waitForFunction(
      (n) => document.querySelectorAll('[data-testid="notification-row"]').length === n,
      count,
      { timeout: 10_000 },
    )
    .catch(async () => {
      assert.fail(`${what}: ${await rows(page).count()} rows shown, ${count} expected`);
    });
}

journey(
  "the demo tenant reads, deletes and mutes notifications; the landlord sees their bell and notifications",
  async ({ page, context, newContext }) => {
    await page.goto("/tenant-login");
    await heading(page, "Tenant Login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await heading(page, "Welcome back, Sarah!");

    // The header's bell carries the unread count (three unread in the demo).
    const bell = page.getByTestId("notification-bell");
    await visible(bell.getByTestId("notification-badge").filter({ hasText: "3" }), "the bell's unread count");
    assert.equal(await bell.getAttribute("aria-label"), "Notifications, 3 unread");
    await screenshotBoth(page, "n00-tenant-dashboard-bell");

    // The Notifications tile opens the page (it was a 404 before).
    await page
      .getByRole("region", { name: "Your Home" })
      .getByRole("link", { name: /^Notifications/ })
      .click();
    await atPath(page, "/tenant-notifications");
    await heading(page, "Notifications", { exact: true });
    assert.equal(
      await page.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href"),
      "/dashboard",
    );
    await visible(tab(page, "Recent (3)"), "the Recent tab with the unread count");
    assert.equal(await tab(page, "Recent (3)").getAttribute("aria-selected"), "true");
    await expectRows(page, 3, "Recent");
    await text(page, "High priority");
    await screenshotBoth(page, "n01-tenant-notifications-recent");

    // Mark one read: the count goes down at once; on Recent it leaves the list.
    const afterRead = await answered(page, "POST", /^\/api\/notifications\/[^/]+\/read$/, () =>
      page.getByRole("button", { name: "Mark read: Rent reminder" }).click(),
    );
    assert.deepEqual(afterRead, { unreadCount: 2 });
    await visible(tab(page, "Recent (2)"), "Recent (2)");
    await expectRows(page, 2, "Recent after marking one read");

    // All: every notification, read ones too (the pet booster reminder and the approved listing among them).
    await tab(page, "All").click();
    await expectRows(page, 7, "All");
    await screenshotBoth(page, "n02-tenant-notifications-all");
    await answered(page, "DELETE", /^\/api\/notifications\/[^/]+$/, () =>
      page.getByRole("button", { name: "Delete: Booking confirmed" }).click(),
    );
    await expectRows(page, 6, "All after deleting one");
    await hidden(page.getByText("Booking confirmed", { exact: true }), "the deleted notification");

    // Mark All Read: nothing unread is left.
    const afterAll = await answered(page, "POST", /^\/api\/notifications\/read-all$/, () =>
      page.getByRole("button", { name: "Mark All Read" }).click(),
    );
    assert.deepEqual(afterAll, { unreadCount: 0 });
    await visible(tab(page, "Recent (0)"), "Recent (0)");
    assert.equal(await page.locator('[data-testid="notification-row"][data-read="false"]').count(), 0);
    await tab(page, "Recent (0)").click();
    await heading(page, "You're all caught up");

    // Settings: switch off email for announcements; announcements stay on in the app.
    await tab(page, "Settings").click();
    const emailForAnnouncements = page.getByRole("switch", { name: "Email for Announcements" });
    await visible(emailForAnnouncements, "the Email switch of announcements");
    assert.equal(await emailForAnnouncements.getAttribute("aria-checked"), "true");
    await text(page, "Receipts and security notices (a new sign-in, a changed password) are always sent");
    await screenshotBoth(page, "n03-tenant-notifications-settings");
    const saved = await answered(page, "PUT", /^\/api\/notifications\/settings$/, () =>
      emailForAnnouncements.click(),
    );
    assert.deepEqual(saved.emailMutedTypes, ["announcement"]);
    assert.equal(saved.announcements, true);
    assert.equal(await emailForAnnouncements.getAttribute("aria-checked"), "false");

    // Reloaded, the setting is kept.
    await page.reload();
    await heading(page, "Notifications", { exact: true });
    await tab(page, "Settings").click();
    const kept = page.getByRole("switch", { name: "Email for Announcements" });
    await visible(kept, "the Email switch after the reload");
    assert.equal(await kept.getAttribute("aria-checked"), "false", "email for announcements stays off");
    assert.equal(
      await page.getByRole("switch", { name: "Announcements", exact: true }).getAttribute("aria-checked"),
      "true",
      "announcements stay on in the app",
    );
    assert.equal(
      await page.getByRole("switch", { name: "Email for Maintenance updates" }).getAttribute("aria-checked"),
      "true",
    );

    // The landlord of the same demo world: the bell on the dashboard, then their own notification centre.
    const landlordContext = await newContext();
    await shareDemoWorld(context, landlordContext);
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    const landlordBell = landlord.getByTestId("notification-bell");
    await visible(
      landlordBell.getByTestId("notification-badge").filter({ hasText: "3" }),
      "the landlord's unread count",
    );
    // The property's toast closed, so the header shows.
    await landlord.getByRole("button", { name: "Close", exact: true }).click();
    await screenshotBoth(landlord, "n04-landlord-dashboard-bell");
    await landlordBell.click();
    await atPath(landlord, "/landlord-notifications");
    await heading(landlord, "Notifications", { exact: true });
    await visible(tab(landlord, "Recent (3)"), "the landlord's Recent tab");
    await expectRows(landlord, 3, "the landlord's Recent");
    await text(landlord, "New maintenance request");
    await text(landlord, "New marketplace listing");
    await screenshotBoth(landlord, "n05-landlord-notifications");
  },
);
