// Small waiting assertions (playwright-core has no `expect`). Each fails with one short line naming what was
// expected and where the page was.
import assert from "node:assert/strict";

const TIMEOUT = 10_000;

const where = (page) => {
  try {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  } catch {
    return page.url();
  }
};

async function waitOrExplain(locator, state, what, timeout) {
  try {
    await locator.first().waitFor({ state, timeout });
  } catch (e) {
    if (e?.name !== "TimeoutError") throw e;
    const page = locator.page();
    const toasts = await page
      .getByTestId("toast")
      .allInnerTexts()
      .catch(() => []);
    const toastNote = toasts.length ? `; toast: "${toasts.join(" | ").replace(/\s+/g, " ")}"` : "";
    throw new assert.AssertionError({
      message: `expected ${what} to be ${state} within ${timeout} ms (page: ${where(page)}${toastNote})`,
    });
  }
  return locator.first();
}

/** Waits for the locator to be visible. */
export const visible = (locator, what = String(locator), timeout = TIMEOUT) =>
  waitOrExplain(locator, "visible", what, timeout);

/** Waits for the locator to be gone (hidden or detached). */
export const hidden = (locator, what = String(locator), timeout = TIMEOUT) =>
  waitOrExplain(locator, "hidden", what, timeout);

/**
 * Waits for a heading with this text (substring unless `exact`), and for the app to have the page: a page the build
 * prerendered (decision 0056) shows its heading before its script has run, `inert` until then.
 */
export async function heading(page, name, { exact = false, timeout = TIMEOUT } = {}) {
  const found = await visible(page.getByRole("heading", { name, exact }), `heading "${name}"`, timeout);
  await hidden(page.locator("#root[inert]"), "the prerendered page, until the app has it", timeout);
  return found;
}

/** Waits for visible text anywhere on the page. */
export const text = (page, value, { exact = false, timeout = TIMEOUT } = {}) =>
  visible(page.getByText(value, { exact }), `text "${value}"`, timeout);

/** Waits for the toast whose text contains `title` (and `description` when given). */
export async function toast(page, title, { description, timeout = TIMEOUT } = {}) {
  let locator = page.getByTestId("toast").filter({ hasText: title });
  if (description) locator = locator.filter({ hasText: description });
  return visible(locator, `toast "${title}"${description ? ` saying "${description}"` : ""}`, timeout);
}

/** Waits until the input (or select) has the value `expected` (prefilled forms fill in after their data loads). */
export async function hasValue(locator, expected, what = String(locator), timeout = TIMEOUT) {
  const input = await visible(locator, what, timeout);
  const deadline = Date.now() + timeout;
  let actual = await input.inputValue();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    actual = await input.inputValue();
  }
  assert.equal(actual, expected, `${what}: expected the value "${expected}", got "${actual}"`);
  return input;
}

/** Waits until the page's path is `path` (query and hash ignored). */
export async function atPath(page, path, { timeout = TIMEOUT } = {}) {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout, waitUntil: "commit" });
  } catch (e) {
    if (e?.name !== "TimeoutError") throw e;
    throw new assert.AssertionError({
      message: `expected to be on ${path} within ${timeout} ms, but the page is on ${where(page)}`,
    });
  }
}

/** Asserts the page is on `path` right now. */
export function isAtPath(page, path) {
  assert.equal(new URL(page.url()).pathname, path, `expected to still be on ${path}`);
}
