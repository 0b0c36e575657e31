// The accessibility check itself (support/axe.mjs) cannot pass silently: on the app's own page, under its
// Content-Security-Policy, it fails on elements with known serious and critical violations, naming the rules.
import assert from "node:assert/strict";
import { assertAccessible } from "../support/axe.mjs";
import { heading } from "../support/expect.mjs";
import { journey } from "../support/journey.mjs";

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
