// `journey(name, fn)`: one node:test test with its own browser context. The file's Chromium starts on first use
// and closes after the file. A failure saves a screenshot (FAILED-<name>) and names the page it was on;
// an uncaught error in the page, or anything the Content-Security-Policy refused on any page the journey opened,
// fails the journey too.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { launchBrowser, newContext } from "./browser.mjs";
import { watchCsp } from "./page-checks.mjs";
import { screenshot } from "./screens.mjs";

let browserPromise;
const getBrowser = () => {
  browserPromise ??= launchBrowser();
  return browserPromise;
};
after(async () => {
  if (browserPromise) await (await browserPromise).close();
});

const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/**
 * fn receives { page, context, browser, newContext } where newContext() opens another isolated context
 * (closed with the journey).
 */
export function journey(name, fn, { timeout = 90_000, viewport } = {}) {
  test(name, { timeout }, async () => {
    const browser = await getBrowser();
    const contexts = [];
    const pageErrors = [];
    const cspViolations = [];
    const open = async (options = {}) => {
      const context = await newContext(browser, { viewport, ...options });
      context.on("page", (p) => p.on("pageerror", (e) => pageErrors.push(`${p.url()}: ${e.message}`)));
      cspViolations.push(await watchCsp(context));
      contexts.push(context);
      return context;
    };
    const context = await open();
    const page = await context.newPage();
    try {
      await fn({ page, context, browser, newContext: open });
      assert.deepEqual(pageErrors, [], "uncaught errors in the page");
      assert.deepEqual([...new Set(cspViolations.flat())], [], "what the Content-Security-Policy refused");
    } catch (e) {
      for (const [i, c] of contexts.entries()) {
        for (const p of c.pages()) {
          await screenshot(p, `FAILED-${slug(name)}${i ? `-${i}` : ""}`).catch(() => {});
        }
      }
      throw e;
    } finally {
      for (const c of contexts) await c.close().catch(() => {});
    }
  });
}
