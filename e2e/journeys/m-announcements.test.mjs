// Journey m (issue 10): the demo tenant reads the announcements of Kampala Heights (pinned first, the emergency
// apart) and marks one read; the demo landlord of the same world opens Send Announcement from the dashboard,
// publishes an emergency (high priority with an expiry, asking for an acknowledgement) to Kampala Heights; the
// tenant's open /announcements shows it at once over /ws (no reload) with a toast, and the tenant acknowledges it;
// the landlord's list counts the read and the acknowledgement.
import assert from "node:assert/strict";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const TITLE = "Water shutdown tomorrow morning";
const CONTENT =
  "National Water will cut the supply to the building from 6am to noon tomorrow to repair the main. Please fill your containers tonight.";

/** A local date and time for a datetime-local input, `hours` from now. */
function localInput(hours) {
  const d = new Date(Date.now() + hours * 3_600_000);
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const tenantCard = (page, title) => page.getByTestId("announcement").filter({ hasText: title });
const landlordCard = (page, title) => page.getByTestId("landlord-announcement").filter({ hasText: title });

journey(
  "demo landlord publishes an emergency announcement; the tenant's open screen shows it live and acknowledges it",
  async ({ page, context, newContext }) => {
    // Tenant: the dashboard's Announcements tile opens /announcements (no longer a 404).
    await page.goto("/tenant-login");
    await heading(page, "Tenant Login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    const dashCard = await visible(
      page.getByTestId("announcements-card"),
      "the dashboard's announcements card",
    );
    await visible(dashCard.getByRole("listitem").nth(2), "three announcements on the dashboard");
    assert.equal(await dashCard.getByRole("listitem").count(), 3, "the dashboard shows the first 3");
    // The count among the dashboard's stats.
    await visible(page.getByRole("link", { name: "4 Announcements" }), "the announcements count");
    await screenshotBoth(page, "m00-tenant-dashboard");
    await page
      .getByRole("region", { name: "Your Home" })
      .getByRole("link", { name: /^Announcements/ })
      .click();
    await atPath(page, "/announcements");
    await heading(page, "Announcements", { exact: true });
    const cards = page.getByTestId("announcement");
    await visible(cards.nth(3), "the four demo announcements");
    assert.equal(await cards.count(), 4);
    // Pinned first; the emergency stands apart with its badge.
    await visible(cards.first().getByText("Pinned", { exact: true }), "the pinned one first");
    const emergencyCard = cards.filter({ has: page.getByText("Emergency", { exact: true }) });
    assert.equal(await emergencyCard.count(), 1, "one emergency");
    // Mark the pinned one read.
    const pinned = cards.first();
    await pinned.getByRole("button", { name: "Mark as read", exact: true }).click();
    await visible(pinned.getByText("Read", { exact: true }), "the pinned one marked read");
    await screenshotBoth(page, "m01-tenant-announcements");

    // Landlord of the same world: dashboard → Send Announcement → the compose form.
    const landlordContext = await newContext();
    await shareDemoWorld(context, landlordContext);
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    await landlord.getByRole("link", { name: "Send Announcement", exact: true }).click();
    await atPath(landlord, "/landlord-announcements");
    await heading(landlord, "New Announcement", { exact: true });
    const form = landlord.getByTestId("announcement-form");
    // A bad input first: no title → the message under the field, nothing sent.
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await visible(form.getByText("Title is required"), "the title's message");
    await form.getByLabel("Title", { exact: true }).fill(TITLE);
    await form.getByLabel("Content", { exact: true }).fill(CONTENT);
    await form.getByLabel("Type", { exact: true }).selectOption("Maintenance");
    await form.getByLabel("Priority", { exact: true }).selectOption("High");
    await form.getByLabel("Audience", { exact: true }).selectOption("Kampala Heights");
    await form.getByLabel("Expires", { exact: true }).fill(localInput(30));
    await form.getByLabel("Tags", { exact: true }).fill("Water, Emergency");
    await form.getByLabel("Ask residents to confirm 'I have read this notice'").check();
    await screenshotBoth(landlord, "m02-landlord-compose");

    const published = landlord.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/announcements",
    );
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    const res = await published;
    assert.equal(res.status(), 201, `POST /api/announcements answered ${res.status()}: ${await res.text()}`);
    await toast(landlord, "Announcement published", { description: "Sent to" });
    await hidden(form, "the compose form, closed");
    const mine = await visible(landlordCard(landlord, TITLE), "the new announcement on the landlord's list");
    await visible(mine.getByText("Emergency", { exact: true }), "its emergency badge");
    assert.match((await mine.getByTestId("read-count").textContent()) ?? "", /^Read 0 of \d+$/);

    // Tenant, without reloading: the new announcement arrives over /ws with a toast, first after the pinned one.
    await toast(page, "New announcement", { description: TITLE });
    const arrived = await visible(tenantCard(page, TITLE), "the new announcement on the open screen");
    await visible(arrived.getByText("Emergency", { exact: true }), "its emergency badge for the tenant");
    assert.equal(await page.getByTestId("announcement").count(), 5);
    await arrived.getByRole("button", { name: "I have read this notice", exact: true }).click();
    await visible(arrived.getByText("Acknowledged", { exact: true }), "the acknowledgement");

    // Landlord: Sarah's read and acknowledgement are counted (the list refreshes on its own).
    const counted = landlordCard(landlord, TITLE);
    await visible(counted.getByTestId("read-count").filter({ hasText: /^Read 1 of / }), "one read");
    await visible(
      counted.getByTestId("ack-count").filter({ hasText: /^Acknowledged 1 of / }),
      "one acknowledgement",
    );
    // Read: no more editing.
    assert.equal(await counted.getByRole("button", { name: "Edit", exact: true }).isDisabled(), true);
    await screenshotBoth(landlord, "m03-landlord-announcements");

    // A notice nobody has read yet: edit it, then delete it (confirmed in a dialog).
    await landlord.getByRole("button", { name: "Send Announcement", exact: true }).click();
    const again = landlord.getByTestId("announcement-form");
    await again.getByLabel("Title", { exact: true }).fill("Parking notice");
    await again.getByLabel("Content", { exact: true }).fill("Visitors park outside the gate this week.");
    await again.getByLabel("Audience", { exact: true }).selectOption("All my properties");
    await again.getByRole("button", { name: "Publish", exact: true }).click();
    await toast(landlord, "Announcement published");
    const parking = await visible(landlordCard(landlord, "Parking notice"), "the parking notice");
    await visible(parking.getByText("To all properties"), "its audience");
    await parking.getByRole("button", { name: "Edit", exact: true }).click();
    await heading(landlord, "Edit Announcement", { exact: true });
    const editForm = landlord.getByTestId("announcement-form");
    await editForm.getByLabel("Title", { exact: true }).fill("Parking notice: visitors");
    await editForm.getByRole("button", { name: "Save Changes", exact: true }).click();
    await toast(landlord, "Announcement updated");
    const edited = await visible(landlordCard(landlord, "Parking notice: visitors"), "the edited notice");
    await edited.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = landlord.getByRole("dialog", { name: "Delete this announcement?" });
    await visible(confirm, "the delete confirmation");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(landlord, "Announcement deleted");
    await hidden(landlordCard(landlord, "Parking notice"), "the deleted notice");
  },
);
