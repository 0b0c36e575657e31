// The checks themselves cannot pass silently. The accessibility check (support/axe.mjs): on the app's own page,
// under its Content-Security-Policy, it fails on elements with known serious and critical violations, naming the
// rules. The Content-Security-Policy check every journey runs (support/page-checks.mjs): it records an inline
// style the policy refuses.
import assert from "node:assert/strict";
import { assertAccessible } from "../support/axe.mjs";
import { newContext } from "../support/browser.mjs";
import { heading } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";
import { watchCsp } from "../support/page-checks.mjs";

journey("the accessibility check fails on known violations and passes without them", async ({ page }) => {
  await page.goto("/");
  await heading(page, "Uganda's Premier Property Management Platform");
  await assertAccessible(page, "landing");

  await page.evaluate(() => {
    const main = document.querySelector("main");
    const unnamed = document.createElement("button"); // no text, no label: button-name (critical)
    unnamed.id = "unnamed-button";
    const faint = document.createElement("p"); // 1.5:1 against white: color-contrast (serious)
    faint.id = "faint-text";
    faint.textContent = "Hard to read";
    faint.style.cssText = "color:#ddd;background:#fff";
    main?.append(unnamed, faint);
  });
  await assert.rejects(assertAccessible(page, "known violations"), (e) => {
    assert.match(e.message, /^known violations at 390x844: 2 accessibility violation\(s\)/);
    assert.match(e.message, /button-name \[critical\] Buttons must have discernible text: #unnamed-button/);
    assert.match(e.message, /color-contrast \[serious\] .*: #faint-text/);
    return true;
  });
});

journey("the Content-Security-Policy check records what the policy refuses", async ({ browser }) => {
  // A context of its own, outside the journey's watch: the violations below are made on purpose.
  const context = await newContext(browser);
  try {
    const refused = await watchCsp(context);
    const page = await context.newPage();
    await page.goto("/");
    await heading(page, "Uganda's Premier Property Management Platform");
    assert.deepEqual(refused, [], "the landing page itself breaks no rule of the policy");
    await page.evaluate(() => {
      const style = document.createElement("style"); // what react-style-singleton did for Radix Dialog
      style.textContent = "body { overflow: hidden }";
      document.head.append(style);
    });
    for (let i = 0; i < 50 && refused.length < 2; i++) await page.waitForTimeout(50);
    assert.ok(
      refused.some((r) => r.includes("[csp-violation] style-src-elem refused inline")),
      `the page's securitypolicyviolation event is recorded: ${JSON.stringify(refused)}`,
    );
    assert.ok(
      refused.some((r) => /Content Security Policy directive 'style-src/.test(r)),
      `the browser's console error is recorded: ${JSON.stringify(refused)}`,
    );
  } finally {
    await context.close();
  }
});
