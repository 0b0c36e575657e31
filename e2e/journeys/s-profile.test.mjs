// Journey s (issue 12, your profile): the demo tenant opens their profile from the header, sees their home and
// lease read-only, edits their details and photo, and finds them after a reload; the demo landlord of another
// world sees their company details on /landlord-profile.
import assert from "node:assert/strict";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const definition = (page, term) =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

journey(
  "the demo tenant edits their profile and photo and sees them after a reload",
  async ({ page, newContext }) => {
    await page.goto("/tenant-login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await page.getByTestId("profile-link").click();
    await atPath(page, "/tenant-profile");
    await heading(page, "My Profile", { exact: true });
    await visible(page.getByTestId("profile-name").getByText("Sarah Namukasa"), "the tenant's name");
    await heading(page, "Property & Lease");
    assert.equal((await definition(page, "Unit").textContent())?.trim(), "4B");
    await text(page, "Set by your landlord and the rent ledger.");
    await screenshotBoth(page, "s01-tenant-profile");

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const form = page.getByTestId("profile-form");
    await form.getByLabel("Occupation").fill("Senior Nurse");
    await form.getByLabel("Relationship").fill("Brother");
    await form.getByLabel("First Name").fill("");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await text(page, "First name must be at least 2 characters");
    await form.getByLabel("First Name").fill("Sarah");
    await screenshotBoth(page, "s02-tenant-profile-edit");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Profile Updated");

    const dir = await mkdtemp(join(tmpdir(), "nyumba-e2e-"));
    const photo = join(dir, "me.jpg");
    await writeFile(
      photo,
      await sharp({ create: { width: 400, height: 400, channels: 3, background: "#7a4f24" } })
        .jpeg()
        .toBuffer(),
    );
    await page.getByTestId("profile-photo-input").setInputFiles(photo);
    await toast(page, "Photo updated");

    await page.reload();
    await heading(page, "My Profile", { exact: true });
    assert.equal((await definition(page, "Occupation").textContent())?.trim(), "Senior Nurse");
    assert.equal((await definition(page, "Relationship").textContent())?.trim(), "Brother");
    const img = await visible(
      page.getByRole("img", { name: "Profile photo of Sarah Namukasa" }),
      "the photo",
    );
    assert.ok(await img.evaluate((el) => el.complete && el.naturalWidth > 0), "the photo loads");
    await text(page, "Demo accounts cannot change their email.");
    await screenshotBoth(page, "s03-tenant-profile-saved");

    const landlordContext = await newContext();
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await landlord.goto("/landlord-profile");
    await heading(landlord, "My Profile", { exact: true });
    await heading(landlord, "Company Details");
    await screenshotBoth(landlord, "s04-landlord-profile");
  },
);
