// Journey q (issue 11): the demo tenant opens the amenities from the dashboard, books a gym slot and cancels it,
// and joins the waitlist of the full meeting room slot (second in line). The landlord of the same demo world
// cancels the booking ahead of her twice on /landlord-amenities, with a reason: the first waiting neighbour is
// promoted, then she is, and her screen says so. The landlord then sets up a one-place study room.
import assert from "node:assert/strict";
import { shareDemoWorld } from "../support/demo.mjs";
import { atPath, heading, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { manageProperty, openLandlordDemo } from "../support/landlord.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const slotRow = (page, time) =>
  page.getByTestId("amenity-slots").locator(`[data-testid="slot"][data-time="${time}"]`);

/** On /landlord-amenities: the meeting room's bookings of `date`, and 'Cancel booking' on its first booked one. */
async function landlordCancelsFirstBooked(landlord, date) {
  const room = landlord.getByTestId("landlord-amenity").filter({ hasText: "Meeting Room" });
  await room.getByTestId("day-bookings").getByLabel("Date").fill(date);
  const booked = room.getByTestId("day-booking").filter({ hasText: "Booked" }).first();
  await (await visible(booked, "a booking of the meeting room"))
    .getByRole("button", { name: "Cancel booking" })
    .click();
  const dialog = landlord.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("The room is being painted");
  const answered = landlord.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      /\/api\/amenities\/bookings\/[^/]+\/cancel$/.test(new URL(r.url()).pathname),
  );
  await dialog.getByRole("button", { name: "Cancel with this reason" }).click();
  assert.equal((await answered).status(), 200);
  await toast(landlord, "Booking cancelled and the resident told");
}

journey(
  "demo tenant books and cancels the gym, waits for the full meeting room, and is promoted when places free",
  async ({ page, context, newContext }) => {
    await page.goto("/tenant-login");
    await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
    await atPath(page, "/tenant-demo-simple");
    await heading(page, "Welcome back, Sarah!");
    const card = page.getByTestId("amenity-booking-card");
    await card.getByRole("link", { name: "Book Gym" }).click();
    await atPath(page, "/amenities");
    await heading(page, "Book an amenity");

    // Tomorrow's 08:00 gym slot: book it, then cancel it.
    await page.getByTestId("amenity-slots").getByRole("button").nth(1).click();
    const eight = slotRow(page, "08:00");
    await (await visible(eight, "the 08:00 slot")).getByRole("button", { name: "Book", exact: true }).click();
    await toast(page, "Booked");
    await visible(eight.getByText("You're booked"), "the booked slot");
    await visible(page.getByTestId("my-booking").filter({ hasText: "Gym" }), "the booking in My bookings");
    await screenshotBoth(page, "q01-amenities-gym-booked");
    await eight.getByRole("button", { name: "Cancel", exact: true }).click();
    await toast(page, "Booking cancelled");
    await visible(eight.getByRole("button", { name: "Book", exact: true }), "the slot free again");

    // Two slots at once (the gym allows two): 10:00 and 11:00 are one booking, cancelled together.
    await page.getByLabel("How long").selectOption({ label: "120 min" });
    const ten = slotRow(page, "10:00");
    const eleven = slotRow(page, "11:00");
    await ten.getByRole("button", { name: "Book", exact: true }).click();
    await toast(page, "Booked");
    await visible(ten.getByText("You're booked"), "10:00 booked");
    await visible(eleven.getByText("You're booked"), "11:00 booked with it");
    await ten.getByRole("button", { name: "Cancel", exact: true }).click();
    await visible(eleven.getByRole("button", { name: "Book", exact: true }), "11:00 free again with 10:00");

    // The meeting room, in two days at 14:00: full, one neighbour waiting. Join the waitlist: second in line.
    await page.getByRole("button", { name: /Meeting Room/ }).click();
    await page.getByTestId("amenity-slots").getByRole("button").nth(2).click();
    const two = slotRow(page, "14:00");
    await visible(two.getByText("Full"), "the full meeting room slot");
    await two.getByRole("button", { name: "Join waitlist", exact: true }).click();
    await toast(page, "You're on the waitlist");
    await visible(two.getByText("On the waitlist, position 2"), "second on the waitlist");
    await screenshotBoth(page, "q02-amenities-waitlist");

    // The landlord cancels the booking ahead twice: the first neighbour waiting gets it, then Sarah does.
    const landlordContext = await newContext();
    await shareDemoWorld(context, landlordContext);
    const landlord = await landlordContext.newPage();
    await openLandlordDemo(landlord);
    await manageProperty(landlord, "Kampala Heights");
    await landlord.getByRole("link", { name: "Amenities" }).click();
    await atPath(landlord, "/landlord-amenities");
    await heading(landlord, "Amenities of Kampala Heights");
    // The slot's Kampala date: two days from today there.
    const slotDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kampala" }).format(
      new Date(Date.now() + 2 * 86_400_000),
    );
    await landlordCancelsFirstBooked(landlord, slotDate);
    await page.reload();
    await page.getByRole("button", { name: /Meeting Room/ }).click();
    await page.getByTestId("amenity-slots").getByRole("button").nth(2).click();
    await visible(slotRow(page, "14:00").getByText("On the waitlist, position 1"), "first in line now");

    await landlordCancelsFirstBooked(landlord, slotDate);
    await page.reload();
    await page.getByRole("button", { name: /Meeting Room/ }).click();
    await page.getByTestId("amenity-slots").getByRole("button").nth(2).click();
    await visible(slotRow(page, "14:00").getByText("You're booked"), "promoted to a booking");
    await visible(
      page.getByTestId("my-booking").filter({ hasText: "Meeting Room" }).filter({ hasText: "Booked" }),
      "the booking in My bookings",
    );
    await screenshotBoth(page, "q03-amenities-promoted");

    // The landlord sets up a one-place study room; it shows with its bookings of the day.
    await landlord.getByRole("button", { name: "Add amenity" }).click();
    const form = landlord.getByTestId("amenity-form");
    await form.getByLabel("Name").fill("Study Room");
    await form.getByLabel("Kind").selectOption("other");
    await form.getByLabel("Places per slot").fill("1");
    await form.getByLabel("Sunday", { exact: true }).uncheck();
    await screenshotBoth(landlord, "q04-landlord-amenity-form");
    await form.getByRole("button", { name: "Save amenity" }).click();
    await toast(landlord, "Amenity saved");
    await visible(
      landlord.getByTestId("landlord-amenity").filter({ hasText: "Study Room" }),
      "the new amenity",
    );

    // It takes two after all, and is closed for cleaning tomorrow.
    const study = landlord.getByTestId("landlord-amenity").filter({ hasText: "Study Room" });
    await study.getByRole("button", { name: "Edit: Study Room" }).click();
    await study.getByLabel("Places per slot").fill("2");
    await study.getByRole("button", { name: "Save amenity" }).click();
    await toast(landlord, "Amenity saved");
    await visible(study.getByText(/Places per slot: 2/), "the new capacity");
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kampala" }).format(
      new Date(Date.now() + 86_400_000),
    );
    const closed = study.getByTestId("closed-dates");
    await closed.getByLabel("Date").fill(tomorrow);
    await closed.getByLabel("Note").fill("Cleaning");
    await closed.getByRole("button", { name: "Add closed date" }).click();
    await visible(closed.getByText(/Cleaning/), "the closed date");
    await screenshotBoth(landlord, "q05-landlord-amenities");
  },
);
