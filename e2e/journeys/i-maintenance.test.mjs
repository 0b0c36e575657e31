// Journey i (issue 5): the demo tenant files an Emergency plumbing request with a photo; the demo landlord finds
// it on the pending board, schedules it (planned fix date, assignee) in the overview's inline edit, starts it on
// the scheduled board and completes it on the in-progress board; the tenant then sees it Completed on the
// dashboard with a notification about the change. The boards are read from the screens, not assumed.
import assert from "node:assert/strict";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, hasValue, heading, hidden, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { dashboardTile, manageProperty, openLandlordDemo, unitRow } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const ISSUE = "Burst pipe";
const UNIT = "4B";
const ASSIGNEE = "Wasswa Plumbing";
const ASSIGNEE_PHONE = "+256772987654";
/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Tomorrow in Kampala as YYYY-MM-DD (the planned fix date may not be in the past there). */
const tomorrowInKampala = () =>
  new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Africa/Kampala",
  }).format(new Date(Date.now() + 24 * 3600 * 1000));

/** The row (a card on phones) of the journey's request on a landlord board. */
const requestRow = (page) => page.getByRole("row").filter({ hasText: ISSUE }).filter({ hasText: UNIT });

/** The tenant dashboard's maintenance item of the journey's request. */
const tenantItem = (page) => page.getByTestId("maintenance-item").filter({ hasText: ISSUE });

/** Opens a landlord board and waits for its list (the skeleton gone). */
async function openBoard(page, path, title) {
  await page.goto(path);
  await heading(page, title);
  await hidden(page.locator(".animate-pulse").first(), `the skeleton of ${path}`);
}

/** A status tile's count on /maintenance-overview. */
async function tileCount(page, label) {
  const tile = page
    .getByRole("list", { name: "Requests by status" })
    .getByRole("link")
    .filter({ has: page.getByText(label, { exact: true }) });
  const m = /\d+/.exec((await (await visible(tile, `the ${label} tile`)).textContent()) ?? "");
  assert.ok(m, `no number in the ${label} tile`);
  return Number(m[0]);
}

/** After a reload of the tenant dashboard: the journey's request shows this status. */
async function tenantSeesStatus(page, label) {
  await page.reload();
  await heading(page, "Welcome back, Sarah!");
  await visible(
    tenantItem(page).getByTestId("maintenance-status").filter({ hasText: label }),
    `the ${label} status on the tenant dashboard`,
  );
}

/** Edit on the request's row, then the status select (the row's own, named "Status"). */
async function editRow(page) {
  const row = requestRow(page);
  await (await visible(row, `the ${ISSUE} row`)).getByRole("button", { name: "Edit", exact: true }).click();
  return row;
}

/** Saves the row being edited and waits for the PATCH to answer 200 and for the toast. */
async function saveRow(page, row, path, title, description) {
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === "PATCH" && new URL(r.url()).pathname.startsWith("/api/maintenance-requests/"),
  );
  await row.getByRole("button", { name: "Save", exact: true }).click();
  const res = await answered;
  assert.equal(res.status(), 200, `PATCH on ${path} answered ${res.status()}: ${await res.text()}`);
  await toast(page, title, { description });
}

journey(
  "demo tenant reports a burst pipe with a photo; the landlord schedules, starts and completes it; the tenant sees it done",
  async ({ page, context, newContext }) => {
    // Tenant: Try Tenant Demo → New Request on the dashboard's maintenance card.
    await page.goto("/tenant-login");
    await heading(page, "Tenant Login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    const card = page.getByTestId("maintenance-card");
    await visible(card, "the Maintenance Requests card");
    await card.getByRole("link", { name: "New Request" }).click();
    await atPath(page, "/maintenance-request");

    // The form: Emergency, Plumbing, the issue, a photo.
    const emergency = page.getByRole("radio", { name: "Emergency", exact: true });
    await emergency.check();
    assert.equal(await emergency.isChecked(), true, "Emergency chosen");
    await page.getByRole("button", { name: "Plumbing", exact: true }).click();
    await page.getByLabel("Issue", { exact: true }).selectOption(ISSUE);
    const dir = await mkdtemp(join(tmpdir(), "nyumba-e2e-"));
    const photo = join(dir, "burst-pipe.png");
    await writeFile(photo, PNG);
    await page.getByLabel("Photos").setInputFiles(photo);
    await visible(
      page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem"),
      "the photo preview",
    );
    await screenshotBoth(page, "i01-tenant-maintenance-request");
    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/maintenance-requests",
    );
    await page.getByRole("button", { name: "Submit Request", exact: true }).click();
    const res = await created;
    assert.equal(res.status(), 201, `POST /api/maintenance-requests answered ${res.status()}`);
    const request = await res.json();
    assert.equal(request.priority, "urgent", "Emergency is stored as urgent");
    assert.equal(request.category, "plumbing");
    assert.equal(request.photos.length, 1, "the photo was uploaded");
    await toast(page, "Request Submitted");
    await atPath(page, "/dashboard");
    const item = tenantItem(page);
    await visible(item, "the new request on the dashboard");
    assert.equal((await item.getByTestId("maintenance-status").textContent())?.trim(), "Pending");
    await screenshotBoth(page, "i02-tenant-dashboard-pending");

    // Landlord of the tenant's demo world, in a context of their own: Kampala Heights; the dashboard lists the
    // request.
    const landlordContext = await newContext();
    await shareDemoWorld(context, landlordContext);
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    const dashboardList = landlord.getByRole("region", { name: "Maintenance Requests" });
    await visible(
      dashboardList.getByRole("link").filter({ hasText: ISSUE }),
      "the request on the dashboard list",
    );
    // The Maintenance tile counts the requests waiting for a fix, the new one included.
    const waitingBefore = await dashboardTile(landlord, "Maintenance");
    await screenshotBoth(landlord, "i03-landlord-dashboard-maintenance");

    // /maintenance-pending: the request of unit 4B, with its photo opening full size.
    await openBoard(landlord, "/maintenance-pending", "Pending Requests");
    const pendingRow = await visible(requestRow(landlord), `the ${ISSUE} row on the pending board`);
    await pendingRow.getByRole("button", { name: `View photos of ${ISSUE} (unit ${UNIT})` }).click();
    const dialog = landlord.getByRole("dialog");
    const full = await visible(dialog.getByRole("img"), "the full-size photo");
    assert.match(
      (await full.getAttribute("src")) ?? "",
      /\/api\/maintenance-requests\/[^/]+\/photos\/[^/]+$/,
    );
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await hidden(dialog, "the photo dialog");
    await screenshotBoth(landlord, "i04-maintenance-pending");

    // /maintenance-overview: counts, then the inline edit schedules it.
    await landlord.getByRole("link", { name: "Back to Maintenance Overview" }).click();
    await atPath(landlord, "/maintenance-overview");
    await heading(landlord, "Maintenance Overview");
    await visible(requestRow(landlord), `the ${ISSUE} row on the overview`);
    const pendingBefore = await tileCount(landlord, "Pending");
    const scheduledBefore = await tileCount(landlord, "Scheduled");
    assert.ok(pendingBefore >= 1, "the Pending tile counts the new request");
    assert.equal(
      pendingBefore + scheduledBefore + (await tileCount(landlord, "In Progress")),
      waitingBefore,
      "the dashboard's Maintenance tile is the overview's Pending + Scheduled + In Progress",
    );
    await screenshotBoth(landlord, "i05-maintenance-overview");

    // /occupied-units: unit 4B's Maintenance column links to its open requests, the new one among them.
    await landlord.goto("/occupied-units");
    const fourB = await visible(unitRow(landlord, UNIT), `unit ${UNIT} in the occupied units`);
    const openLink = fourB.getByTestId("open-requests");
    assert.match(
      (await (await visible(openLink, "the open requests link")).textContent()) ?? "",
      /^\d+ open requests?$/,
    );
    await screenshotBoth(landlord, "i05b-occupied-units-open-requests");
    await openLink.click();
    await atPath(landlord, "/maintenance-overview");
    await heading(landlord, "Maintenance Overview");
    const unitFilter = landlord.getByLabel("Filter by Unit", { exact: true });
    // The unit options arrive after the page (their own request): the filter can show the unit only then.
    await unitFilter
      .locator("option")
      .filter({ hasText: new RegExp(`^${UNIT}$`) })
      .waitFor({ state: "attached" });
    assert.equal(
      await unitFilter.evaluate((el) => el.selectedOptions[0]?.textContent),
      UNIT,
      "the overview is filtered to the unit",
    );
    await visible(requestRow(landlord), `the ${ISSUE} row on the overview of unit ${UNIT}`);

    let row = await editRow(landlord);
    const status = row.getByLabel("Status", { exact: true });
    const offered = await status.locator("option").allTextContents();
    assert.deepEqual(offered, ["Pending", "Scheduled", "In Progress", "Completed"], "open's next statuses");
    await status.selectOption({ label: "Scheduled" });
    const tomorrow = tomorrowInKampala();
    await row.getByLabel("Planned Fix Date", { exact: true }).fill(tomorrow);
    await row.getByLabel("Assignee", { exact: true }).fill(ASSIGNEE);
    await row.getByLabel("Assignee Phone", { exact: true }).fill(ASSIGNEE_PHONE);
    await row.getByLabel("Notes", { exact: true }).fill("Plumber booked for the morning");
    await hasValue(row.getByLabel("Planned Fix Date", { exact: true }), tomorrow, "the planned fix date");
    await screenshotBoth(landlord, "i06-maintenance-overview-editing");
    await saveRow(
      landlord,
      row,
      "/maintenance-overview",
      "Maintenance Request Updated",
      `Request for unit ${UNIT} has been updated successfully.`,
    );
    await text(landlord, ASSIGNEE);
    assert.equal(await tileCount(landlord, "Scheduled"), scheduledBefore + 1, "Scheduled counts it");
    assert.equal(await tileCount(landlord, "Pending"), pendingBefore - 1, "Pending no longer does");
    await tenantSeesStatus(page, "Scheduled");

    // /maintenance-scheduled (from its tile): start it.
    await landlord
      .getByRole("list", { name: "Requests by status" })
      .getByRole("link")
      .filter({ hasText: "Scheduled" })
      .click();
    await atPath(landlord, "/maintenance-scheduled");
    await heading(landlord, "Scheduled Requests");
    row = await editRow(landlord);
    await hasValue(row.getByLabel("Assignee", { exact: true }), ASSIGNEE, "the saved assignee");
    await hasValue(
      row.getByLabel("Planned Fix Date", { exact: true }),
      tomorrow,
      "the saved planned fix date",
    );
    await screenshotBoth(landlord, "i07-maintenance-scheduled");
    await row.getByLabel("Status", { exact: true }).selectOption({ label: "In Progress" });
    await saveRow(
      landlord,
      row,
      "/maintenance-scheduled",
      "Changes saved",
      "Maintenance request has been updated successfully.",
    );
    await hidden(requestRow(landlord), "the started request on the scheduled board");
    await tenantSeesStatus(page, "In Progress");

    // /maintenance-in-progress: complete it.
    await openBoard(landlord, "/maintenance-in-progress", "In Progress");
    row = await editRow(landlord);
    const next = await row.getByLabel("Status", { exact: true }).locator("option").allTextContents();
    assert.deepEqual(next, ["In Progress", "Completed"], "in progress may only be completed");
    await screenshotBoth(landlord, "i08-maintenance-in-progress");
    await row.getByLabel("Status", { exact: true }).selectOption({ label: "Completed" });
    await saveRow(
      landlord,
      row,
      "/maintenance-in-progress",
      "Changes saved",
      "Maintenance request has been updated successfully.",
    );
    await hidden(requestRow(landlord), "the completed request on the in-progress board");

    // /maintenance-completed lists it.
    await openBoard(landlord, "/maintenance-completed", "Completed Requests");
    await visible(requestRow(landlord), `the ${ISSUE} row on the completed board`);
    await screenshotBoth(landlord, "i09-maintenance-completed");
    await landlord.goto("/landlord-demo");
    await heading(landlord, "Kampala Heights");
    assert.equal(
      await dashboardTile(landlord, "Maintenance"),
      waitingBefore - 1,
      "the tile no longer counts it",
    );

    // Tenant: after a reload the request is Completed and a notification says so.
    await tenantSeesStatus(page, "Completed");
    const notifications = page.getByTestId("notifications-card");
    await visible(
      notifications.getByTestId("notification-item").filter({ hasText: `"${ISSUE}" is now Completed` }),
      "the notification about the completed request",
    );
    await screenshotBoth(page, "i10-tenant-dashboard-completed");
  },
  { timeout: 150_000 },
);
