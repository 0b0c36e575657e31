// System Chromium through playwright-core (DESIGN.md section 8): no downloaded browser.
import { randomInt } from "node:crypto";
import { chromium } from "playwright-core";
import { CHROME_ARGS, CHROME_PATH } from "../../scripts/chromium.mjs";

/** The reference device (a cheap Android phone) and a laptop. */
export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The app under test, started by e2e/run.mjs (e2e/dev-console.mjs passes its own to `newContext`). */
export const BASE_URL = process.env.E2E_BASE_URL;

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
  });
}

/**
 * A private address of its own for each context: the app under test trusts the proxy header (e2e/run.mjs sets
 * TRUST_PROXY), so each context is a person on their own phone and network, and the per-IP limits of sign-up
 * codes and demo worlds count each journey's people apart rather than all journeys as one address.
 */
const ownAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;

/**
 * A fresh browser context (its own cookies) on the app, phone-sized unless told otherwise. The service worker is
 * blocked unless asked for (the offline journey): journeys that stub requests with page.route need every request
 * to come from the page, and none should see an answer the worker kept.
 */
export async function newContext(
  browser,
  {
    viewport = MOBILE,
    serviceWorkers = "block",
    baseURL = BASE_URL,
    locale = "en-UG",
    javaScriptEnabled = true,
  } = {},
) {
  if (!baseURL) throw new Error("E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`");
  const context = await browser.newContext({
    baseURL,
    viewport,
    serviceWorkers,
    locale,
    javaScriptEnabled,
    // No transitions: a colour fading in while axe-core reads it would be a contrast failure of a moment.
    reducedMotion: "reduce",
    timezoneId: "Africa/Kampala",
    extraHTTPHeaders: { "x-forwarded-for": ownAddress() },
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(15_000);
  return context;
}
