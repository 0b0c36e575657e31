// Journey y (issue 13, offline): with the service worker, the demo tenant's app opens again without a connection
// (the app shell and the last-seen dashboard, under 'You are offline'); a maintenance request written offline is
// kept and goes out when the connection returns, once. Screens kept in one language and opened offline after the
// tenant chose another speak the new one (the server's words in them too).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/build-if-stale.mjs";
import { atPath, heading, text, toast, visible } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

const ISSUE = "Low water pressure";
// The maintenance request page's chunks (its own and those it imports), which the dashboard fetches for offline
// use once it has settled.
const manifest = JSON.parse(readFileSync(join(ROOT, "dist", "client", ".vite", "manifest.json"), "utf8"));
const chunksOf = (key, seen = new Set()) => {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) chunksOf(dep, seen);
  return seen;
};
const REQUEST_PAGE = [...chunksOf("src/features/maintenance/MaintenanceRequestPage.tsx")].map((f) => `/${f}`);

/** The demo tenant in a context of their own with the service worker, on a dashboard the worker controls. */
async function demoTenantWithWorker(newContext) {
  const context = await newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await page.goto("/tenant-login");
  await page.getByRole("button", { name: "Try Tenant Demo", exact: true }).click();
  await atPath(page, "/tenant-demo-simple");
  await heading(page, "Welcome back, Sarah!");
  // The worker takes over, and keeps the shell and this dashboard's answers on the next load.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await heading(page, "Welcome back, Sarah!");
  return { context, page };
}

journey(
  "a tenant files a maintenance request offline and it is sent when the connection returns",
  async ({ newContext }) => {
    const { context, page } = await demoTenantWithWorker(newContext);
    await visible(page.getByTestId("maintenance-card"), "the maintenance card");
    assert.equal(
      await page.evaluate(() => Boolean(navigator.serviceWorker.controller)),
      true,
      "the page is controlled",
    );
    // The dashboard fetches the request page for offline use once it has settled: wait until the worker keeps it.
    const cached = () =>
      page.evaluate(
        async (paths) => (await Promise.all(paths.map((p) => caches.match(p)))).every(Boolean),
        REQUEST_PAGE,
      );
    for (let i = 0; i < 100 && !(await cached()); i++) await page.waitForTimeout(100);
    assert.ok(await cached(), "the request page is kept for offline use");

    // Offline: the app opens again from the worker, with the last-seen dashboard.
    await context.setOffline(true);
    await visible(page.getByTestId("offline-banner"), "the offline banner");
    await page.reload();
    await heading(page, "Welcome back, Sarah!");
    await text(page, "You are offline.");
    await screenshotBoth(page, "y01-dashboard-offline");

    // A request written offline is kept.
    await page.getByTestId("maintenance-card").getByRole("link", { name: "New Request" }).click();
    await atPath(page, "/maintenance-request");
    await page.getByRole("button", { name: "Plumbing", exact: true }).click();
    await page.getByLabel("Issue", { exact: true }).selectOption(ISSUE);
    await page.getByRole("button", { name: "Submit Request", exact: true }).click();
    await toast(page, "Saved Offline");
    await atPath(page, "/dashboard");
    await screenshotBoth(page, "y02-request-queued-offline");

    // Back online: it goes, once, and the dashboard shows it.
    const posts = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/maintenance-requests") posts.push(r);
    });
    await context.setOffline(false);
    await toast(page, "Request Sent");
    await visible(
      page.getByTestId("maintenance-card").getByText(ISSUE).first(),
      "the request on the dashboard",
    );
    assert.equal(posts.length, 1, "sent once");
    assert.equal(
      await page.evaluate(() => localStorage.getItem("nyumba.outbox")),
      null,
      "nothing left waiting",
    );
  },
);

/** In the page: whether every answer in words that the service worker keeps is in `language` (public/sw.js). */
async function allKeptIn(language) {
  const cache = await caches.open("nyumba-api-v1");
  const kept = await Promise.all((await cache.keys()).map((k) => cache.match(k)));
  const languages = kept.map((r) => r?.headers.get("content-language")).filter(Boolean);
  return languages.length > 0 && languages.every((l) => l === language);
}

journey(
  "offline, the screens kept in English speak Luganda once the tenant chose it",
  async ({ newContext }) => {
    const { context, page } = await demoTenantWithWorker(newContext);
    // The notifications, in English, with a title the server writes in the reader's words.
    await page.goto("/tenant-notifications");
    await text(page, "New message");
    await page.waitForLoadState("networkidle");
    assert.equal(await page.evaluate(allKeptIn, "en"), true, "the answers are kept in English");

    // Luganda, chosen on the profile: the worker fetches what it keeps again, in it.
    await page.getByTestId("profile-link").click();
    await atPath(page, "/tenant-profile");
    await page.getByTestId("language-switch").selectOption("lg");
    for (let i = 0; i < 150 && !(await page.evaluate(allKeptIn, "lg")); i++) await page.waitForTimeout(100);
    assert.equal(await page.evaluate(allKeptIn, "lg"), true, "the answers are kept in Luganda");

    // Offline, the notifications opened again: the server's words are Luganda, as the screen's own are.
    await context.setOffline(true);
    await page.goto("/tenant-notifications");
    await visible(page.getByText(/^Obubaka obupya/).first(), "the new-message notification, in Luganda");
    assert.equal(await page.getByText("New message").count(), 0, "no English title is left");
    // The offline notice, which the app shows over every screen, too.
    await text(page, "Toli ku mutimbagano.");
    await screenshotBoth(page, "y03-notifications-offline-luganda");
    // The dashboard too, from the answer its last direct visit kept: every card with its data, none failed.
    await page.goto("/tenant-demo-simple");
    await heading(page, "Tukwanirizza nate, Sarah!");
    await visible(page.getByTestId("maintenance-card"), "the maintenance card");
    await visible(page.getByText(/^Obubaka obupya/).first(), "the new-message notification, in Luganda");
    assert.equal(await page.getByText("New message").count(), 0, "no English title is left");
    assert.equal(
      await page.getByText("Waliwo ekitagenze bulungi", { exact: false }).count(),
      0,
      "no card failed to load",
    );
    await screenshotBoth(page, "y04-dashboard-offline-luganda");
  },
);
