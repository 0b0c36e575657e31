// Journey g (issue 3): the landlord's portfolio: choosing a property and reading its counts, unit readiness,
// adding / editing / deleting a property, adding a tenant whose invitation carries through sign-up, payout details.
// Each journey has accounts of its own: the demo ones open a demo world of their own (seeded counts, whatever
// the other journeys change), the invitation journey signs up a real landlord.
import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { currentUser, fillSignIn, PASSWORD, readDevCode, uniqueEmail } from "../support/auth.mjs";
import { dayFromToday } from "../support/dates.mjs";
import { atPath, hasValue, heading, hidden, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import {
  cardCounts,
  dashboardTile,
  manageProperty,
  openLandlordDemo,
  propertyCard,
  readinessCounters,
  signedInLandlordWithProperty,
  unfold,
  unitRow,
} from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const DEMO_PROPERTIES = ["Bugolobi Gardens", "Kampala Heights", "Kololo Residences", "Nakasero Towers"];

/** A 64x40 PNG (sharp decodes it): the national ID photo the invited tenant uploads. */
const ID_PHOTO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRYw+3PQQkAAAgEsCtjMuNbwgw+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQELhYIL37TQkO+VwAAAABJRU5ErkJggg==",
  "base64",
);

/** The unit number of the first row of the available units showing this readiness badge. */
async function firstUnitWith(page, readiness) {
  const row = page.getByRole("row").filter({ has: page.getByText(readiness, { exact: true }) });
  const unit = (
    await (await visible(row, `a '${readiness}' unit`)).getByRole("button").first().textContent()
  ).trim();
  assert.match(unit, /^\w+$/, `a unit number, got "${unit}"`);
  return unit;
}

journey(
  "demo landlord picks Kampala Heights, reads its counts and marks a unit as needing work",
  async ({ page }) => {
    await openLandlordDemo(page);
    const names = await page.getByTestId("property-card").getByRole("heading").allTextContents();
    assert.deepEqual(names.map((n) => n.trim()).sort(), DEMO_PROPERTIES, "the four seeded properties");
    await screenshotBoth(page, "g01-property-selection");

    await manageProperty(page, "Kampala Heights");
    assert.equal(await dashboardTile(page, "Occupied"), 14, "occupied units of Kampala Heights");
    assert.equal(await dashboardTile(page, "Available"), 8, "available units of Kampala Heights");
    await text(page, "64% occupied", { exact: true });
    await text(page, "14 of 22", { exact: true });
    const occupancy = page.getByRole("progressbar", { name: "Occupancy" });
    assert.equal(await occupancy.getAttribute("aria-valuenow"), "64");
    await screenshotBoth(page, "g02-landlord-dashboard");

    // The tenant search suggests as it is typed; ArrowDown highlights a tenant (the field keeps the focus) and
    // Enter opens that tenant, not the typed letters.
    const search = page.getByRole("combobox", { name: "Search tenants" });
    await search.fill("Sar");
    const sarah = page.getByRole("option").filter({ hasText: "Sarah Namukasa" });
    await visible(sarah, "Sarah Namukasa among the suggestions");
    const count = await page.getByRole("option").count();
    for (let i = 0; i < count; i++) {
      await search.press("ArrowDown");
      if ((await sarah.getAttribute("aria-selected")) === "true") break;
    }
    assert.equal(await sarah.getAttribute("aria-selected"), "true", "Sarah is highlighted");
    assert.equal(await search.getAttribute("aria-activedescendant"), await sarah.getAttribute("id"));
    assert.equal(
      await search.evaluate((el) => el === document.activeElement),
      true,
      "the field keeps the focus",
    );
    await screenshotBoth(page, "g02b-tenant-search");
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/dashboard");
    const opened = new URL(page.url());
    assert.equal(decodeURIComponent(opened.pathname), "/tenant-details/Sarah Namukasa");
    assert.ok(opened.searchParams.get("id"), "the highlighted tenant, by id");
    await text(page, "Sarah Namukasa");
    await page.goBack();
    await atPath(page, "/dashboard");
    // Escape leaves the suggestions; Enter then opens the typed name as before.
    await search.fill("Sarah Namukasa");
    await visible(sarah, "the suggestion");
    await search.press("ArrowDown");
    await search.press("Escape");
    assert.equal(await search.getAttribute("aria-activedescendant"), null, "nothing highlighted");
    await search.press("Enter");
    await atPath(page, `/tenant-details/${encodeURIComponent("Sarah Namukasa")}`);
    await page.goBack();
    await atPath(page, "/dashboard");

    // Available units: the readiness counters, then one Ready to Rent unit now needs work.
    await page
      .getByRole("link")
      .filter({ has: page.getByText("Available", { exact: true }) })
      .click();
    await atPath(page, "/available-units");
    await heading(page, "Available Units (8 units)", { exact: true });
    const before = await readinessCounters(page);
    assert.equal(
      before.ready + before.needsWork + before.notReady,
      8,
      "every available unit is counted once",
    );
    assert.ok(before.ready > 0, "a unit is ready to rent");
    await screenshotBoth(page, "g03-available-units");

    const unit = await firstUnitWith(page, "Ready to Rent");
    const row = unitRow(page, unit);
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    await row.getByLabel("Readiness", { exact: true }).selectOption({ label: "Needs Work" });
    await row.getByLabel("Work Needed", { exact: true }).fill("Fix the bathroom door");
    await screenshotBoth(page, "g04-available-unit-editing");
    await row.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Unit Updated", { description: `Unit ${unit} has been updated successfully.` });
    await visible(row.getByText("Needs Work", { exact: true }), `unit ${unit}'s Needs Work badge`);

    await page.reload();
    await heading(page, "Available Units (8 units)", { exact: true });
    await visible(unitRow(page, unit).getByText("Fix the bathroom door"), `unit ${unit}'s work needed`);
    assert.deepEqual(
      await readinessCounters(page),
      { ready: before.ready - 1, needsWork: before.needsWork + 1, notReady: before.notReady },
      "the counters after the change",
    );
  },
);

journey("landlord adds a property with two unit types, edits it and deletes it", async ({ page }) => {
  const name = `Ntinda View ${Date.now().toString(36)}`;
  const renamed = `${name} Annex`;
  await openLandlordDemo(page);
  await page.getByRole("link", { name: "Add New Property", exact: true }).click();

  // Add: details, two amenities, two unit types (2 + 3 units), bank and mobile money.
  await atPath(page, "/add-property");
  await heading(page, "Add New Property");
  await screenshotBoth(page, "g05-add-property-empty");
  await page.getByLabel("Property Name", { exact: true }).fill(name);
  await page.getByLabel("Location", { exact: true }).fill("Plot 3, Ntinda Road, Kampala");
  await page.getByLabel("Property Type", { exact: true }).selectOption({ label: "Apartment Complex" });
  await page
    .getByLabel("Description", { exact: true })
    .fill("Quiet apartments near Ntinda trading centre, with backup power and a guarded parking yard.");
  await page.getByRole("checkbox", { name: "Parking", exact: true }).check();
  await page.getByRole("checkbox", { name: "Backup Power", exact: true }).check();
  await text(page, "(2 selected)", { exact: true });

  const typeNames = page.getByLabel("Unit Type Name", { exact: true });
  await typeNames.nth(0).fill("Two Bedroom Apartment");
  await page.getByLabel("Bedrooms", { exact: true }).nth(0).selectOption("2");
  await page.getByLabel("Quantity", { exact: true }).nth(0).fill("2");
  await page.getByLabel("Rent Price", { exact: true }).nth(0).fill("1,200,000");
  await page.getByRole("button", { name: "Add Unit Type", exact: true }).click();
  await visible(typeNames.nth(1), "the second unit type");
  await typeNames.nth(1).fill("Studio");
  await page.getByLabel("Bedrooms", { exact: true }).nth(1).selectOption({ label: "Studio" });
  await page.getByLabel("Quantity", { exact: true }).nth(1).fill("3");
  await page.getByLabel("Rent Price", { exact: true }).nth(1).fill("650000");

  await page.getByLabel("Bank Name", { exact: true }).selectOption("Centenary Bank");
  await page.getByLabel("Account Number", { exact: true }).fill("3100045678");
  await page.getByLabel("Account Name", { exact: true }).fill("Robert Ssentongo");
  await page.getByLabel("Mobile Money Number", { exact: true }).fill("0701 234 567");
  await page.getByLabel("Mobile Money Provider", { exact: true }).selectOption("Airtel Money");
  await screenshotBoth(page, "g06-add-property-filled");
  await page.getByRole("button", { name: "Add Property", exact: true }).click();
  await toast(page, "Property Added Successfully", { description: `${name} is now in your portfolio.` });
  await atPath(page, "/property-selection");
  const card = propertyCard(page, name);
  await visible(card, `the card of ${name}`);
  assert.deepEqual(await cardCounts(card), { total: 5, occupied: 0, available: 5 }, "2 + 3 new units");
  await screenshotBoth(page, "g07-property-added");

  // Edit through the card's menu: a new name and one more unit.
  await card.getByRole("button", { name: `Property options for ${name}`, exact: true }).click();
  const edit = page.getByRole("menuitem", { name: "Edit Property", exact: true });
  const editPath = await (await visible(edit, "the Edit Property menu item")).getAttribute("href");
  assert.match(editPath ?? "", /^\/edit-property\/\d+$/);
  await screenshotBoth(page, "g08-property-menu");
  await edit.click();
  await atPath(page, editPath);
  await heading(page, "Edit Property", { exact: true });
  const nameInput = await hasValue(page.getByLabel("Property Name", { exact: true }), name, "Property Name");
  await hasValue(page.getByLabel("Total Units", { exact: true }), "5", "Total Units");
  await screenshotBoth(page, "g09-edit-property");
  await nameInput.fill(renamed);
  await page.getByLabel("Total Units", { exact: true }).fill("6");
  await hasValue(page.getByLabel("Available Units", { exact: true }), "6", "Available Units");
  await page.getByRole("button", { name: "Save Changes", exact: true }).click();
  await toast(page, "Property Updated Successfully", { description: `${renamed} has been saved.` });
  await atPath(page, "/property-selection");
  const renamedCard = propertyCard(page, renamed);
  await visible(renamedCard, `the card of ${renamed}`);
  assert.equal(await propertyCard(page, name).count(), 0, "no card keeps the old name");
  assert.deepEqual(await cardCounts(renamedCard), { total: 6, occupied: 0, available: 6 });

  // Delete through the card's menu, confirmed in the dialog.
  await renamedCard.getByRole("button", { name: `Property options for ${renamed}`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Delete Property", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await visible(dialog, "the 'Are you sure?' dialog");
  await visible(dialog.getByText(`permanently delete ${renamed}`), "the dialog naming the property");
  await screenshotBoth(page, "g10-delete-property-dialog");
  await dialog.getByRole("button", { name: "Delete Property", exact: true }).click();
  await toast(page, "Property Deleted", { description: `${renamed} has been removed from your portfolio.` });
  await hidden(dialog, "the confirmation dialog");
  await hidden(renamedCard, `the card of ${renamed}`);
  const names = await page.getByTestId("property-card").getByRole("heading").allTextContents();
  assert.deepEqual(names.map((n) => n.trim()).sort(), DEMO_PROPERTIES, "back to the four demo properties");
});

journey(
  "landlord adds a tenant; the invitation carries through the tenant's sign-up to their dashboard",
  async ({ page, context, newContext }) => {
    const email = uniqueEmail("invited");
    const tenantName = "Brenda Akello";
    const phone = `07019${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;

    // Landlord: a real account (a demo landlord's invitations never let a real account into a demo world) with
    // a property of its own; Add Tenant on a vacant Ready to Rent unit.
    const property = `Ntinda Court ${Date.now().toString(36)}`;
    await signedInLandlordWithProperty(context, property);
    await page.goto("/property-selection");
    await heading(page, "Select Property to Manage");
    await manageProperty(page, property);
    await unfold(page, "Units"); // folded until opened (decision 0054)
    await page
      .getByRole("link")
      .filter({ has: page.getByText("Available", { exact: true }) })
      .click();
    await atPath(page, "/available-units");
    const unit = await firstUnitWith(page, "Ready to Rent");
    await unitRow(page, unit).getByRole("button", { name: "Add Tenant", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Tenant" });
    await visible(dialog, "the Add Tenant dialog");
    const unitSelect = dialog.getByLabel("Unit", { exact: true });
    assert.match(
      (await unitSelect.locator("option:checked").textContent()) ?? "",
      new RegExp(`^${unit} ·`),
      "the unit of the row is chosen",
    );
    await dialog.getByLabel("Tenant Name", { exact: true }).fill(tenantName);
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Lease Start Date", { exact: true }).fill(dayFromToday(-90));
    await dialog.getByLabel("Lease End Date", { exact: true }).fill(dayFromToday(274));
    await dialog.getByLabel("Monthly Rent", { exact: true }).fill("1,450,000");
    await dialog.getByLabel("Deposit", { exact: true }).fill("1,450,000");
    await screenshotBoth(page, "g11-add-tenant-filled");
    await dialog.getByRole("button", { name: "Add Tenant", exact: true }).click();
    await toast(page, "Tenant Added", { description: `${tenantName} has been added to unit ${unit}.` });
    const linkDialog = page.getByRole("dialog", { name: "Invitation Link" });
    const inviteLink = (
      await (await visible(linkDialog.getByTestId("invite-link"), "the invitation link")).textContent()
    ).trim();
    const invite = new URL(inviteLink);
    assert.equal(invite.pathname, "/tenant-signup-verification");
    assert.ok(invite.searchParams.get("invite"), "the link carries the invitation code");
    await screenshotBoth(page, "g12-invitation-link");
    await linkDialog.getByRole("button", { name: "Done", exact: true }).click();
    await hidden(linkDialog, "the invitation dialog");

    // Until the tenant signs up, the unit is occupied by an invited tenant.
    await page.goto("/occupied-units");
    await heading(page, "Occupied Units", { exact: true });
    const invitedRow = unitRow(page, unit);
    await visible(invitedRow.getByText(tenantName, { exact: true }), `${tenantName} in unit ${unit}`);
    await visible(invitedRow.getByText("Invited", { exact: true }), "the Invited badge");

    // Tenant, in a browser context of their own: the invitation link, then the three sign-up steps.
    const tenantContext = await newContext();
    const tenant = await tenantContext.newPage();
    // An unknown code says so, and sign-up goes on without it.
    await tenant.goto("/tenant-signup-verification?invite=no-such-invitation");
    await toast(tenant, "Invitation Not Found", {
      description: "This invitation link is no longer valid. You can still sign up.",
    });
    assert.equal(await tenant.getByTestId("invitation-banner").count(), 0, "no banner for an unknown code");
    assert.equal(await tenant.getByLabel("Email Address", { exact: true }).inputValue(), "");

    await tenant.goto(inviteLink);
    await heading(tenant, "Tenant Sign Up");
    await text(tenant, `You're invited to ${property}, unit ${unit}`, { exact: true });
    await hasValue(
      tenant.getByLabel("Email Address", { exact: true }),
      email,
      "the invited email, prefilled",
    );
    await screenshotBoth(tenant, "g13-invited-tenant-verification");
    await tenant.getByRole("button", { name: "Send Code", exact: true }).click();
    const code = await readDevCode(tenant);
    await tenant.getByLabel("Verification Code", { exact: true }).fill(code);
    const verifyRequest = tenant.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/verify-code");
    await tenant.getByRole("button", { name: "Verify", exact: true }).click();
    assert.equal(
      (await verifyRequest).postDataJSON().inviteCode,
      invite.searchParams.get("invite"),
      "the invitation code goes with the verification",
    );
    await toast(tenant, "Verification Successful");

    await atPath(tenant, "/tenant-password-setup", { timeout: 5000 });
    await heading(tenant, "Create Your Password");
    await tenant.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await tenant.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
    await tenant.getByRole("button", { name: "Continue", exact: true }).click();

    await atPath(tenant, "/tenant-signup");
    await heading(tenant, "Tenant Registration");
    await tenant.getByLabel("First Name", { exact: true }).fill("Brenda");
    await tenant.getByLabel("Last Name", { exact: true }).fill("Akello");
    await tenant.getByLabel("Date of Birth", { exact: true }).fill("1992-03-08");
    await tenant.getByLabel("National ID", { exact: true }).fill("CF92030800ABC");
    await tenant.getByLabel("Phone Number", { exact: true }).fill(phone);
    await tenant.getByLabel("Emergency Contact", { exact: true }).fill("Peter Akello +256 772 987 654");
    await tenant.getByLabel("Occupation", { exact: true }).fill("Nurse");
    await tenant.getByLabel("Monthly Income (UGX)", { exact: true }).fill("3,000,000");
    // The invitation is the property: no property of interest, unit type or move-in date is asked.
    const preferences = tenant.getByRole("region", { name: "Property Preferences" });
    await visible(
      preferences.getByText(`You're invited to ${property}, unit ${unit}`, { exact: true }),
      "the invitation in the property preferences",
    );
    await text(tenant, "Your landlord invited you: your lease is linked when you create your account.");
    assert.equal(await tenant.getByLabel("Property of Interest").count(), 0, "no property of interest asked");
    assert.equal(await tenant.getByLabel("Unit Type", { exact: true }).count(), 0, "no unit type asked");
    await preferences.scrollIntoViewIfNeeded();
    await screenshotBoth(tenant, "g13b-invited-tenant-registration");
    await tenant.getByRole("button", { name: "Create Tenant Account", exact: true }).click();
    await toast(tenant, "Registration Successful!");

    await atPath(tenant, "/tenant-login", { timeout: 6000 });
    await fillSignIn(tenant, { email, password: PASSWORD, button: "Sign In as Tenant" });
    await atPath(tenant, "/dashboard");
    await heading(tenant, "Welcome back, Brenda!");
    await text(tenant, property, { exact: true });
    await text(tenant, `Unit ${unit}`, { exact: true });
    const me = await currentUser(tenantContext);
    assert.deepEqual(
      [me.user.propertyName, me.user.unitNumber, me.user.hasNationalIdPhoto],
      [property, unit, false],
    );

    // The tenant's national ID photo: a file over 10 MB is refused in the browser, a PNG is saved.
    const idCard = tenant.getByRole("region", { name: "Identity Document" });
    await visible(idCard, "the Identity Document card");
    await screenshotBoth(tenant, "g14-invited-tenant-dashboard");
    const idInput = idCard.getByLabel("National ID Photo", { exact: true });
    // The 10 MB + 1 byte file is made in the page: sending it through setInputFiles takes seconds.
    await idInput.evaluate((input) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], "too-big.png", { type: "image/png" }));
      input.files = files.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await toast(tenant, "Upload Failed", { description: "at most 10 MB" });
    await idInput.setInputFiles({ name: "national-id.png", mimeType: "image/png", buffer: ID_PHOTO_PNG });
    await toast(tenant, "ID Uploaded", { description: "Your national ID photo has been saved." });
    await visible(
      idCard.getByText("National ID photo on file", { exact: true }),
      "'National ID photo on file'",
    );
    const thumbnail = idCard.getByRole("img", { name: "Your national ID" });
    await visible(thumbnail, "the ID thumbnail");
    await tenant.waitForFunction(
      (img) => img.complete && img.naturalWidth === 64,
      await thumbnail.elementHandle(),
    );
    await visible(idCard.getByRole("button", { name: "Replace", exact: true }), "the Replace button");
    assert.equal((await currentUser(tenantContext)).user.hasNationalIdPhoto, true);
    await screenshotBoth(tenant, "g15-tenant-id-on-file");
    // Replace it with a PDF (a real one: the server parses it): no thumbnail for that, a link to the document.
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]).drawText("National ID", { x: 50, y: 780 });
    await idCard.getByRole("button", { name: "Replace", exact: true }).click();
    await idCard.getByLabel("National ID Photo", { exact: true }).setInputFiles({
      name: "national-id.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await pdf.save()),
    });
    await toast(tenant, "ID Uploaded");
    await visible(idCard.getByRole("link", { name: "Open document", exact: true }), "the link to the PDF");
    await hidden(idCard.getByLabel("National ID Photo", { exact: true }), "the file input after the upload");

    // Landlord again: the unit is now let to the registered tenant (a link to their details).
    await page.reload();
    await heading(page, "Occupied Units", { exact: true });
    const tenantLink = unitRow(page, unit).getByRole("link", { name: tenantName, exact: true });
    await visible(tenantLink, `${tenantName} as the tenant of unit ${unit}`);
    assert.equal(
      await unitRow(page, unit).getByText("Invited", { exact: true }).count(),
      0,
      "no longer invited",
    );
    await screenshotBoth(page, "g16-occupied-units");
  },
);

journey("landlord changes the payout details on /landlord-bank-setup", async ({ page }) => {
  await openLandlordDemo(page);
  await manageProperty(page, "Kampala Heights");
  await page.goto("/landlord-bank-setup");
  await heading(page, "Payment Setup", { exact: true });
  // Prefilled from the seeded account.
  const accountName = page.getByLabel("Account Name", { exact: true });
  await hasValue(accountName, "Ssentongo Properties Ltd", "Account Name");
  await hasValue(page.getByLabel("Bank Name", { exact: true }), "Stanbic Bank Uganda", "Bank Name");
  await hasValue(page.getByLabel("Account Number", { exact: true }), "9030012345678", "Account Number");
  await screenshotBoth(page, "g17-bank-setup");

  await accountName.fill("Ssentongo Estates Ltd");
  await page.getByLabel("Mobile Money Number", { exact: true }).fill("0772 555 111");
  await page.getByRole("button", { name: "Save Payment Details", exact: true }).click();
  await toast(page, "Bank Details Saved");
  await atPath(page, "/dashboard");

  // Reopened from the dashboard (the cached answer), then loaded afresh (the server's copy).
  await page.getByRole("link", { name: "Payment Setup", exact: true }).click();
  for (const how of ["reopened", "reloaded"]) {
    if (how === "reloaded") await page.reload();
    await atPath(page, "/landlord-bank-setup");
    await heading(page, "Payment Setup", { exact: true });
    await hasValue(
      page.getByLabel("Account Name", { exact: true }),
      "Ssentongo Estates Ltd",
      `the saved Account Name (${how})`,
    );
    const mobile = await page.getByLabel("Mobile Money Number", { exact: true }).inputValue();
    assert.match(mobile, /^\+256 ?772 ?555 ?111$/, `the saved mobile money number (${how})`);
    assert.equal(await page.getByLabel("Bank Name", { exact: true }).inputValue(), "Stanbic Bank Uganda");
  }
  await screenshotBoth(page, "g18-bank-setup-saved");

  // A new property's payout fields start from the saved details.
  await page.goto("/add-property");
  await hasValue(
    page.getByLabel("Account Name", { exact: true }),
    "Ssentongo Estates Ltd",
    "the new property's Account Name from the saved details",
  );
});
