// Journey p (issue 11): the demo tenant registers a dog with a photo from the dashboard's Pet Registration tile;
// the landlord of the same demo world approves it on the dashboard's Pet registrations card; the tenant's balance
// grows by the registration fee and the deposit, and the pet shows Approved. The landlord's tenant details show
// the tenant's pets in the pets dialog. Amounts are read from the screens. A pet registered without fees says
// "No fees" on every screen, never "Registration None".
import assert from "node:assert/strict";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { dashboardBalance } from "../support/rent.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PET = "Rex";
const FEE = 50_000;
const DEPOSIT = 100_000;
/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const petRow = (scope, name) => scope.locator(`[data-testid="pet-row"][data-pet="${name}"]`);

journey(
  "demo tenant registers a dog with a photo; the landlord approves it; the fees join the tenant's balance",
  async ({ page, context, newContext }) => {
    await page.goto("/tenant-login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    const balanceBefore = await dashboardBalance(page);
    await page
      .getByRole("link", { name: /Pet Registration/ })
      .first()
      .click();
    await atPath(page, "/pet-registration");
    await heading(page, "Pet Registration");
    // Sarah's cat from the demo, pending, with her vaccination badge.
    const whiskers = await visible(petRow(page.getByTestId("my-pets"), "Whiskers"), "Sarah's cat in My pets");
    await visible(whiskers.getByText("Pending review"), "Whiskers pending review");

    // An empty name is refused on the spot.
    await page.getByRole("button", { name: "Submit Registration", exact: true }).click();
    await text(page, "Pet name is required");

    await page.getByLabel("Pet Name *").fill(PET);
    await page.getByLabel("Pet Type").selectOption("dog");
    await page.getByLabel("Breed").fill("Boerboel");
    await page.getByLabel("Age (years)").fill("3");
    await page.getByLabel("Weight (kg)").fill("32.5");
    await page.getByLabel("Vaccination Status").selectOption("up_to_date");
    await page.getByLabel("Registration Fee (UGX)").fill(String(FEE));
    await page.getByLabel("Monthly Pet Rent (UGX)").fill("25000");
    await page.getByLabel("Pet Security Deposit (UGX)").fill(String(DEPOSIT));
    const dir = await mkdtemp(join(tmpdir(), "nyumba-e2e-"));
    const photo = join(dir, "rex.png");
    await writeFile(photo, PNG);
    await page.getByTestId("pet-photo-input").setInputFiles(photo);
    await visible(
      page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem"),
      "the photo preview",
    );
    await visible(page.getByTestId("pet-summary").getByText(`Pet: ${PET}`), "the summary's pet name");
    await text(page, "Status: Registration pending approval");
    await screenshotBoth(page, "p01-pet-registration-form");

    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/pets",
    );
    await page.getByRole("button", { name: "Submit Registration", exact: true }).click();
    const res = await created;
    assert.equal(res.status(), 201, `POST /api/pets answered ${res.status()}`);
    const pet = await res.json();
    assert.equal(pet.status, "pending");
    assert.ok(pet.photoUrl, "the photo was stored");
    await toast(page, "Pet Registration Submitted");
    await atPath(page, "/dashboard");
    const mittens = await context.request.post("/api/pets", {
      data: { name: "Mittens", type: "cat" },
      headers: { origin: new URL(page.url()).origin },
    });
    assert.equal(mittens.status(), 201, `POST /api/pets (no fees) answered ${mittens.status()}`);

    // The landlord of the same world approves it on the dashboard.
    const landlordContext = await newContext();
    await shareDemoWorld(context, landlordContext);
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    const card = landlord.getByTestId("pet-registrations-card");
    const rex = await visible(petRow(card, PET), "Rex on the Pet registrations card");
    await visible(rex.getByRole("img", { name: `Photo of ${PET}` }), "Rex's photo");
    await visible(
      rex.getByText(/^Registration USh\s50,000 · Monthly USh\s25,000 · Deposit USh\s100,000$/),
      "Rex's fees",
    );
    await visible(petRow(card, "Mittens").getByText("No fees", { exact: true }), "Mittens without fees");
    await screenshotBoth(landlord, "p02-landlord-pet-registrations");
    const decided = landlord.waitForResponse(
      (r) => r.request().method() === "PATCH" && new URL(r.url()).pathname === `/api/pets/${pet.id}/status`,
    );
    await rex.getByRole("button", { name: `Approve: ${PET}` }).click();
    assert.equal((await decided).status(), 200);
    await toast(landlord, "Pet registration approved");

    // The tenant details' pets dialog lists Sarah's pets: Rex approved, Whiskers to decide.
    await landlord.goto(`/tenant-details/${encodeURIComponent("Sarah Namukasa")}`);
    await landlord.getByRole("button", { name: /pets/i }).first().click();
    const dialog = landlord.getByRole("dialog");
    await visible(petRow(dialog, PET).getByText("Approved"), "Rex approved in the pets dialog");
    await visible(
      petRow(dialog, "Mittens").getByText("No fees", { exact: true }),
      "Mittens in the pets dialog",
    );
    await visible(
      petRow(dialog, "Whiskers").getByRole("button", { name: "Reject: Whiskers" }),
      "Whiskers to decide",
    );
    await screenshotBoth(landlord, "p03-tenant-details-pets");

    // The tenant: the fee and the deposit are due today, so the balance grows by both; Rex shows Approved.
    await page.reload();
    await heading(page, "Welcome back, Sarah!");
    const balanceAfter = await dashboardBalance(page);
    assert.equal(balanceAfter - balanceBefore, FEE + DEPOSIT, "the fee and the deposit join the balance");
    await page.goto("/pet-registration");
    await visible(petRow(page.getByTestId("my-pets"), PET).getByText("Approved"), "Rex approved in My pets");
    await visible(
      petRow(page.getByTestId("my-pets"), "Mittens").getByText("No fees", { exact: true }),
      "Mittens without fees in My pets",
    );
    await screenshotBoth(page, "p04-my-pets-approved");
  },
);
