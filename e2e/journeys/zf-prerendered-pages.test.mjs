// Journey zf (issue 31, decision 0056): the public pages come painted in the visitor's language by the build's
// prerender, before any script, and React takes them over without a mismatch (a hydration error is an uncaught
// error in the page, which fails every journey): their controls then work. A browser whose chosen language is not
// the one the page was written in gets the page rendered afresh in its own.
import assert from "node:assert/strict";
import { heading, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const PRERENDERED = [
  "/",
  "/login",
  "/tenant-login",
  "/landlord-login",
  "/forgot-password",
  "/property-search",
];

/**
 * Waits until React has taken over the element of `selector` (its fiber's key on the element): a part whose lazy
 * code is still on its way stays the server's HTML until it comes.
 */
const hydrated = (page, selector = "h1") =>
  page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);

/** The HTML the server sent for `path`, and the page opened on it. */
async function open(page, path) {
  const response = await page.goto(path);
  assert.equal(response.status(), 200, path);
  return response.text();
}

journey("the public pages come painted in Luganda and answer once React has them", async ({ newContext }) => {
  const context = await newContext({ locale: "lg" });
  const page = await context.newPage();
  for (const path of PRERENDERED) {
    const html = await open(page, path);
    assert.match(
      html,
      /<div id="root" data-prerendered="lg" inert><!--\$-->/,
      `${path}: the HTML holds the page`,
    );
    await hydrated(page);
  }

  // The sign-in form's own checks run in the hydrated page, in Luganda.
  const html = await open(page, "/tenant-login");
  assert.match(html, /Okuyingira kw&#x27;Abapangisa/);
  await hydrated(page);
  await heading(page, "Okuyingira kw'Abapangisa");
  await screenshotBoth(page, "zf-tenant-login-prerendered-lg");
  await hydrated(page, "form button[type=submit]");
  await page.locator("form button[type=submit]").click();
  await visible(page.locator("[aria-invalid=true]").first(), "a field the form marks as wrong");

  // The landing page's language switch works after hydration, and the page follows it.
  await open(page, "/");
  await hydrated(page);
  await heading(page, "Omukutu gwa Uganda Ogusinga mu Kuddukanya Ebizimbe");
  await hydrated(page, "[data-testid=language-switch]");
  await page.getByTestId("language-switch").selectOption("en");
  await heading(page, "Uganda's Premier Property Management Platform");
});

journey(
  "a chosen language other than the page's is rendered afresh; without scripts the page is still there",
  async ({ newContext }) => {
    const chosen = await newContext({ locale: "en-UG" });
    const page = await chosen.newPage();
    await page.addInitScript(() => localStorage.setItem("nyumba.locale", "sw"));
    const html = await open(page, "/tenant-login");
    assert.match(html, /data-prerendered="en"/);
    await heading(page, "Kuingia kwa Mpangaji");
    await hydrated(page);

    const noScript = await newContext({ locale: "sw", javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await open(bare, "/landlord-login");
    await visible(
      bare.getByRole("heading", { name: "Kuingia kwa Mwenye Nyumba" }),
      "the heading, before any script",
    );
    assert.equal(
      await bare.locator("#root").getAttribute("inert"),
      "",
      "nothing to tap before the app has it",
    );
    await visible(
      bare.getByRole("button", { name: "Ingia kama Mwenye Nyumba" }),
      "the sign-in button, before any script",
    );
  },
);
