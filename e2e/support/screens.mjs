// Screenshots into test-results/screenshots/<name>-<width>x<height>.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/build-if-stale.mjs";
import { DESKTOP, MOBILE } from "./browser.mjs";

export const SCREENSHOT_DIR = join(ROOT, "test-results", "screenshots");

/** Waits until the browser has laid out and painted the current state (after a resize, say). */
export async function settle(page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The whole page at the viewport's current width; the file name carries the viewport size. */
export async function screenshot(page, name) {
  const { width, height } = page.viewportSize();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}-${width}x${height}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled", caret: "hide" });
  return path;
}

/** The current page at phone size (390x844) and laptop size (1280x800); the viewport is put back afterwards. */
export async function screenshotBoth(page, name) {
  const original = page.viewportSize();
  const paths = [];
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await settle(page);
    paths.push(await screenshot(page, name));
  }
  await page.setViewportSize(original);
  await settle(page);
  return paths;
}
