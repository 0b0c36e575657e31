// Screenshots into test-results/screenshots/<name>-<width>x<height>.png.
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/build-if-stale.mjs";
import { assertAccessible } from "./axe.mjs";
import { DESKTOP, MOBILE } from "./browser.mjs";

export const SCREENSHOT_DIR = join(ROOT, "test-results", "screenshots");

/** Waits until the browser has laid out and painted the current state (after a resize, say). */
export async function settle(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Best effort: waits (at most `ms`) until no loading skeleton or busy region is on screen. */
export async function waitForContent(page, ms = 5000) {
  await page
    .locator('.animate-pulse, [aria-busy="true"]')
    .first()
    .waitFor({ state: "hidden", timeout: ms })
    .catch(() => {});
}

/**
 * The whole page at the viewport's current width; the file name carries the viewport size. The page is
 * scrolled to the top first, so sticky headers are drawn where they belong.
 */
export async function screenshot(page, name) {
  const { width, height } = page.viewportSize();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await waitForContent(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  // What the browser skips while it is off screen (content-visibility: auto, the chat's messages) is drawn for a
  // picture of the whole page, as a person scrolling down would see it; then skipped again.
  const skipped = '[class*="content-visibility:auto"]';
  await page.evaluate((sel) => {
    for (const el of document.querySelectorAll(sel)) el.style.contentVisibility = "visible";
  }, skipped);
  await settle(page);
  const path = join(SCREENSHOT_DIR, `${name}-${width}x${height}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled", caret: "hide" });
  await page.evaluate((sel) => {
    for (const el of document.querySelectorAll(sel)) el.style.contentVisibility = "";
  }, skipped);
  return path;
}

/** Fails when the page is wider than the viewport (something sticks out sideways at this width). */
export async function assertNoSidewaysScroll(page, name) {
  const { width } = page.viewportSize();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name}: the page is ${scrollWidth} px wide at a ${width} px viewport`);
}

/**
 * Fails when a catalogue key shows instead of its words ("maintenance.formTitle"): a key missing from the
 * catalogue, or a t() call before the language loaded. Checked in the page's text and its accessible labels.
 */
export async function assertNoRawMessageKeys(page, name) {
  const keys = await page.evaluate(() => {
    const KEY =
      /(?<![@\w.-])(?:common|errors|validation|auth|signup|landing|demo|identity|properties|units|tenants|leases|applications|landlord-dashboard|payouts|rent|payments|reconcile|maintenance|notifications|tenant-dashboard)\.[a-z][A-Za-z0-9_]*(?![\w@-]|\.\w)/g;
    const labels = [...document.querySelectorAll("[aria-label],[placeholder],[title]")].map((el) =>
      ["aria-label", "placeholder", "title"].map((a) => el.getAttribute(a) ?? "").join(" "),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a person reads
    const text = `${document.body.innerText}\n${labels.join("\n")}\n${document.title}`;
    return [...new Set(text.match(KEY) ?? [])];
  });
  assert.deepEqual(keys, [], `${name}: message keys on screen instead of their words`);
}

/**
 * The current page at phone size (390x844) and laptop size (1280x800), each checked for sideways overflow and
 * for serious or critical accessibility violations (axe.mjs); the viewport is put back afterwards.
 */
export async function screenshotBoth(page, name) {
  const original = page.viewportSize();
  const paths = [];
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    paths.push(await screenshot(page, name));
    await assertNoSidewaysScroll(page, name);
    await assertAccessible(page, name);
  }
  await assertNoRawMessageKeys(page, name);
  await page.setViewportSize(original);
  await settle(page);
  return paths;
}
