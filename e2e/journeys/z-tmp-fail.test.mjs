import { heading, toast } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
journey("deliberate failure", async ({ page }) => {
  await page.goto("/tenant-signup-verification");
  await page.getByRole("button", { name: "Send Code", exact: true }).click();
  await toast(page, "Missing Information");
  await heading(page, "Welcome back, Nobody!", { timeout: 1500 });
});
journey("deliberate page error", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => setTimeout(() => { throw new Error("kaboom"); }, 0));
  await page.waitForTimeout(100);
});
