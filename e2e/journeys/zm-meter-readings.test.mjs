// Journeys zm (issue 32 section 3, decision 0063): utilities by sub-meter, in a world of their own (a landlord
// with a property of three units, tenants on leases of two: support/residents.mjs).
// 1. On a phone the landlord adds water and electricity meters with their tariffs to the units (from 'Your books'
//    on the dashboard), is refused a tariff on a shared meter (s.12), then walks the property recording a reading
//    with a photo for each meter, the form moving on to the next meter and unit; a lower reading is refused.
// 2. A tenant opens Meter readings from the dashboard, sees the reading with its photo and its charge, disputes
//    it; the landlord corrects it; the tenant sees the corrected reading and charge, and their balance changed.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { BASE_URL } from "../support/browser.mjs";
import { dayFromToday } from "../support/dates.mjs";
import { atPath, hasValue, heading, hidden, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty } from "../support/landlord.mjs";
import { dashboardBalance } from "../support/rent.mjs";
import { apiGet, apiPost, propertyWithResidents } from "../support/residents.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const AMINA = { firstName: "Amina", lastName: "Nakitto" };
const BRIAN = { firstName: "Brian", lastName: "Okello" };
const WATER_TARIFF = 3516; // UGX per m³, NWSC's domestic rate
const POWER_TARIFF = 800; // UGX per kWh
const INSTALLED = dayFromToday(-40);
const BASELINE_DAY = dayFromToday(-30);

/** A phone camera's photo of a meter's dial: a small JPEG. */
const meterPhoto = (reading) =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 30, g: 34, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="480" height="360"><text x="40" y="200" font-size="72" font-family="monospace" fill="#f8f8f0">${reading}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

const photoFile = async (reading) => ({
  name: "meter.jpg",
  mimeType: "image/jpeg",
  buffer: await meterPhoto(reading),
});

/** Records a reading through the API as the landlord's phone would (multipart, with its Idempotency-Key). */
async function recordViaApi(context, meterId, value, readOn) {
  const res = await context.request.post(`/api/landlord/meters/${meterId}/readings`, {
    headers: { origin: new URL(BASE_URL).origin, "idempotency-key": randomUUID() },
    multipart: { value, readOn, photo: await photoFile(value) },
  });
  assert.equal(res.status(), 201, `recording ${value} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

const metersOf = (context, propertyId) => apiGet(context, `/api/landlord/properties/${propertyId}/meters`);

/** Opens /meter-readings from the landlord dashboard's 'Your books'. */
async function openMeterReadings(page, property) {
  await page.goto("/property-selection");
  await manageProperty(page, property);
  await page.getByRole("link", { name: "Meter readings", exact: true }).click();
  await atPath(page, "/meter-readings");
  await heading(page, "Meter Readings", { exact: true });
}

const unitCard = (page, unitNumber) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Unit ${unitNumber}`, exact: true }) });
const meterBlock = (card, utility) =>
  card
    .locator("section")
    .filter({ has: card.page().getByRole("heading", { name: new RegExp(`^${utility} ·`) }) });
const readingForm = (block) => block.getByRole("form", { name: "Record Reading" });

async function isFocused(locator, what) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`${what} should have the cursor`);
}

journey(
  "the landlord adds meters with tariffs and walks the property recording each unit's readings",
  async ({ page, context, newContext }) => {
    const property = `Ntinda Meters ${Date.now().toString(36)}`;
    const { property: created, units } = await propertyWithResidents(context, newContext, property, [
      AMINA,
      BRIAN,
    ]);
    await openMeterReadings(page, property);
    for (const unit of units) {
      await visible(
        unitCard(page, unit.unitNumber).getByText("No meter yet."),
        `unit ${unit.unitNumber} unmetered`,
      );
    }

    // Add meter: a water and an electricity meter on every unit, each with its tariff per m³ or kWh.
    const add = page.getByTestId("add-meter-form");
    await page.getByText("Add meter", { exact: true }).first().click();
    await visible(add, "the add-meter form");
    let serial = 1;
    for (const unit of units) {
      for (const [utility, tariff] of [
        ["Water", WATER_TARIFF],
        ["Electricity", POWER_TARIFF],
      ]) {
        await add.getByLabel("Unit", { exact: true }).selectOption({ label: unit.unitNumber });
        await add.getByLabel("Utility").selectOption({ label: utility });
        await add.getByLabel("Serial number").fill(`${utility === "Water" ? "NWSC" : "UMEME"}-${serial++}`);
        await add.getByLabel("Installed on").fill(INSTALLED);
        await add.getByLabel("Tariff (UGX)").fill(String(tariff));
        if (unit === units[0] && utility === "Water") await screenshotBoth(page, "zm01-add-meter");
        await add.getByRole("button", { name: "Add meter", exact: true }).click();
        await toast(page, "Meter added.");
        // Added: the serial is emptied for the next meter (an earlier toast may say the same).
        await hasValue(add.getByLabel("Serial number"), "", "the add-meter form's serial");
        await visible(
          meterBlock(unitCard(page, unit.unitNumber), utility),
          `unit ${unit.unitNumber}'s ${utility} meter`,
        );
      }
    }

    // s.12: a shared meter may not be priced; at 0 it is added, and listed apart as never charged.
    await add.getByLabel("Unit", { exact: true }).selectOption({ label: "Shared meter (no unit)" });
    await add.getByLabel("Utility").selectOption({ label: "Water" });
    await add.getByLabel("Serial number").fill("NWSC-MAIN");
    await add.getByLabel("Installed on").fill(INSTALLED);
    await add.getByLabel("Tariff (UGX)").fill("2000");
    await add.getByRole("button", { name: "Add meter", exact: true }).click();
    await visible(
      add.getByText(/Under the Landlord and Tenant Act 2022, s\.12/).first(),
      "the s.12 refusal of a priced shared meter",
    );
    await screenshotBoth(page, "zm02-shared-meter-refused");
    await add.getByLabel("Tariff (UGX)").fill("0");
    await add.getByRole("button", { name: "Add meter", exact: true }).click();
    await toast(page, "Meter added.");
    await visible(
      page.getByRole("heading", { name: "Shared meters (never charged to tenants)" }),
      "shared meters",
    );

    // Last month's readings (the baselines), as recorded then.
    const { units: metered } = await metersOf(context, created.id);
    const baseline = new Map();
    for (const unit of metered) {
      for (const meter of unit.meters) {
        const value = 1000 + 100 * baseline.size;
        baseline.set(`${unit.unitNumber} ${meter.utility}`, value);
        await recordViaApi(context, meter.id, `${value}.0`, BASELINE_DAY);
      }
    }
    await page.reload();
    await heading(page, "Meter Readings", { exact: true });
    await screenshotBoth(page, "zm03-walk-start");

    // The walk, in the screen's order (each unit's meters, electricity then water; then the next unit): a
    // reading and its photo; saving moves the cursor on to the next meter.
    const walk = units.flatMap((unit) => ["Electricity", "Water"].map((utility) => ({ unit, utility })));
    const typedOf = ({ unit, utility }) =>
      `${baseline.get(`${unit.unitNumber} ${utility.toLowerCase()}`) + 12}.4`;
    for (const [i, step] of walk.entries()) {
      const { unit, utility } = step;
      const form = readingForm(meterBlock(unitCard(page, unit.unitNumber), utility));
      await form.getByLabel(/^Reading \(/).fill(typedOf(step));
      await form.getByLabel("Photo of the meter").setInputFiles(await photoFile(typedOf(step)));
      if (i === 0) await screenshotBoth(page, "zm04-reading-with-photo");
      await form.getByRole("button", { name: "Save reading" }).click();
      // A tenant's unit is charged 12.4 m³ or kWh at the tariff; the vacant unit's reading charges nobody.
      const leased = unit !== units[2];
      const amount = Math.round(12.4 * (utility === "Water" ? WATER_TARIFF : POWER_TARIFF)).toLocaleString(
        "en",
      );
      await toast(page, leased ? `Reading saved: USh ${amount} charged.` : "Reading saved.");
      // Saved: the form is empty for the next reading (an earlier toast may say the same).
      await hasValue(form.getByLabel(/^Reading \(/), "", "the saved form's reading");
      assert.equal(
        await form.getByLabel("Photo of the meter").evaluate((input) => input.files.length),
        0,
        "the saved photo is no longer chosen for the next reading",
      );
      const next = walk[i + 1];
      if (next) {
        const input = readingForm(meterBlock(unitCard(page, next.unit.unitNumber), next.utility)).getByLabel(
          /^Reading \(/,
        );
        await isFocused(input, `the reading of unit ${next.unit.unitNumber}'s ${next.utility} meter`);
      }
    }
    const firstWater = walk.find((w) => w.unit === units[0] && w.utility === "Water");
    await visible(
      meterBlock(unitCard(page, units[0].unitNumber), "Water").getByText(
        `Last: ${typedOf(firstWater)} m³ on`,
      ),
      "the first unit's last water reading",
    );
    await screenshotBoth(page, "zm05-walk-done");

    // A value below the meter's last reading is refused, saying which one it was.
    const water = readingForm(meterBlock(unitCard(page, units[0].unitNumber), "Water"));
    await water.getByLabel(/^Reading \(/).fill("999");
    await water.getByLabel("Photo of the meter").setInputFiles(await photoFile("999"));
    await water.getByRole("button", { name: "Save reading" }).click();
    await visible(
      water.getByText(`The reading is below the meter's last reading (${typedOf(firstWater)}).`),
      "the lower reading's refusal",
    );
    await screenshotBoth(page, "zm06-lower-reading-refused");
  },
  { timeout: 240_000 },
);

journey(
  "a tenant disputes a reading, the landlord corrects it and the tenant's charge follows",
  async ({ page: landlord, context: landlordContext, newContext }) => {
    const property = `Kira Meters ${Date.now().toString(36)}`;
    const {
      property: created,
      units,
      contexts: [aminaContext],
    } = await propertyWithResidents(landlordContext, newContext, property, [AMINA]);
    const meter = await apiPost(
      landlordContext,
      `/api/landlord/properties/${created.id}/meters`,
      {
        unitId: units[0].id,
        utility: "water",
        serial: "NWSC-77",
        pricing: "per_unit",
        tariff: WATER_TARIFF,
        installedOn: INSTALLED,
      },
      201,
    );
    await recordViaApi(landlordContext, meter.id, "1204.0", BASELINE_DAY);
    const amina = await aminaContext.newPage();
    await amina.goto("/dashboard");
    await heading(amina, "Welcome back, Amina!");
    const before = await dashboardBalance(amina);
    // Read 16 days ago, so its charge (due 14 days after the reading) is in the balance now.
    // 12.4 m³ × 3,516 = 43,598.4: USh 43,598.
    await recordViaApi(landlordContext, meter.id, "1216.4", dayFromToday(-16));

    await amina.reload();
    await heading(amina, "Welcome back, Amina!");
    const charged = await dashboardBalance(amina);
    assert.equal(charged - before, 43_598, "the reading's charge is on the tenant's account");
    await amina.getByRole("link", { name: /Meter readings/ }).click();
    await atPath(amina, "/meter-readings");
    await heading(amina, "Meter Readings", { exact: true });
    const latest = amina.getByRole("article").filter({ hasText: "1216.4 m³" });
    await visible(latest.getByText("12.4 m³ used (1204.0 → 1216.4)"), "what the reading used");
    await visible(latest.getByText("Charged USh 43,598"), "its charge");
    const photo = latest.getByRole("img", { name: /^Photo of meter NWSC-77 on / });
    await visible(photo, "the reading's photo");
    // Loaded lazily: once on screen.
    await photo.scrollIntoViewIfNeeded();
    assert.ok(
      await photo.evaluate((img) =>
        (img.complete
          ? Promise.resolve()
          : new Promise((r) => img.addEventListener("load", r, { once: true }))
        ).then(() => img.naturalWidth > 0),
      ),
      "the photo's thumbnail is served to the tenant",
    );
    await visible(
      amina.getByRole("article").filter({ hasText: "First reading (baseline): nothing charged" }),
      "the baseline",
    );
    await screenshotBoth(amina, "zm07-tenant-readings");

    // 'Dispute Reading': a reason is required, then the dispute is sent.
    await latest.getByText("Dispute Reading", { exact: true }).click();
    await latest.getByRole("button", { name: "Send dispute" }).click();
    await visible(latest.getByText("Say why the reading is wrong."), "the reason's message");
    await latest
      .getByLabel("What is wrong with this reading?")
      .fill("The meter shows 1214.6 today; the photo was read wrongly.");
    await screenshotBoth(amina, "zm08-tenant-dispute-form");
    await latest.getByRole("button", { name: "Send dispute" }).click();
    await toast(amina, "Dispute sent to your landlord.");
    await visible(latest.getByText("Disputed: waiting for your landlord"), "the open dispute");

    // The landlord corrects it on their Meter readings screen.
    await openMeterReadings(landlord, property);
    const disputes = landlord.getByRole("heading", { name: "Open disputes" }).locator("..");
    await visible(disputes.getByText(/Amina Nakitto, unit .*: The meter shows 1214\.6 today/), "the dispute");
    await screenshotBoth(landlord, "zm09-landlord-dispute");
    await disputes.getByLabel("Corrected reading").fill("1214.6");
    await disputes.getByRole("button", { name: "Correct reading" }).click();
    await toast(landlord, "Dispute answered.");
    await hidden(landlord.getByRole("heading", { name: "Open disputes" }), "the answered dispute");

    // The tenant sees the corrected reading and its charge; the old one is replaced.
    await amina.reload();
    await heading(amina, "Meter Readings", { exact: true });
    const corrected = amina.getByRole("article").filter({ hasText: "1214.6 m³" });
    await visible(corrected.getByText("10.6 m³ used (1204.0 → 1214.6)"), "the corrected consumption");
    await visible(corrected.getByText("Charged USh 37,270"), "the corrected charge");
    await visible(
      amina
        .getByRole("article")
        .filter({ hasText: "1216.4 m³" })
        .getByText("Replaced by a corrected reading"),
      "the disputed reading, replaced",
    );
    await screenshotBoth(amina, "zm10-tenant-corrected");
    await amina.goto("/dashboard");
    await heading(amina, "Welcome back, Amina!");
    assert.equal(before + 37_270, await dashboardBalance(amina), "the balance carries the corrected charge");
  },
  { timeout: 180_000 },
);
