// Journey e: an unknown address shows the client's 404 screen, with a way home; a missing file is a plain 404.
import assert from "node:assert/strict";
import { atPath, heading } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { screenshotBoth } from "../support/screens.mjs";

journey("an unknown page shows 404 Page Not Found", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  assert.ok(response?.ok(), "the app shell is served for client routes");
  await heading(page, "404 Page Not Found", { exact: true });
  assert.match(await page.title(), /404 Page Not Found/);
  await screenshotBoth(page, "e01-not-found");
  await page.getByRole("link", { name: "Back to Home", exact: true }).click();
  await atPath(page, "/");
  await heading(page, "Uganda's Premier Property Management Platform");

  // An unknown API path is a JSON 404, not the app shell.
  const api = await page.request.get("/api/no-such-endpoint");
  assert.equal(api.status(), 404);
  assert.equal((await api.json()).code, "NOT_FOUND");

  // So is a file that is not there; robots.txt is a real one; the build's files come precompressed.
  for (const path of ["/favicon.ico", "/assets/missing.js"]) {
    assert.equal((await page.request.get(path)).status(), 404, path);
  }
  const robots = await page.request.get("/robots.txt");
  assert.equal(robots.headers()["content-type"], "text/plain; charset=utf-8");
  assert.match(await robots.text(), /^User-agent: \*\nDisallow: \/api\/\n/);
  // The entry's code: the chunk the page preloads (the entry script itself may only import it).
  const preloaded = page.locator('link[rel="modulepreload"]');
  const entry = (await preloaded.count())
    ? await preloaded.first().getAttribute("href")
    : await page.locator('script[type="module"]').first().getAttribute("src");
  const script = await page.request.get(entry, { headers: { "accept-encoding": "br, gzip" } });
  assert.equal(script.headers()["content-encoding"], "br");
  assert.equal(script.headers()["cache-control"], "public, max-age=31536000, immutable");
});
