// The automated accessibility check: axe-core run inside the page, failing on serious and critical violations.
// @axe-core/playwright needs Node 22, so axe-core's own browser build is evaluated in the page instead. It is
// evaluated through the DevTools protocol rather than added as a <script> tag: the app's Content-Security-Policy
// (script-src 'self') blocks inline scripts, and the check must not need a weaker policy than production's.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Impacts that fail the check; "moderate" and "minor" findings are left to review. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/** How many offending elements of one rule the failure message names. */
const SELECTORS_SHOWN = 3;

async function injectAxe(page) {
  const present = await page.evaluate(() => typeof window.axe === "object");
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** Serious and critical axe violations of the page as it is now: [{ id, impact, help, targets }]. */
export async function axeViolations(page) {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  return violations.filter((v) => FAILING_IMPACTS.has(v.impact));
}

const describe = (v) => {
  const more = v.targets.length > SELECTORS_SHOWN ? ` (and ${v.targets.length - SELECTORS_SHOWN} more)` : "";
  return `${v.id} [${v.impact}] ${v.help}: ${v.targets.slice(0, SELECTORS_SHOWN).join(", ")}${more}`;
};

/** Fails when axe finds a serious or critical violation on the page; the message names each rule and elements. */
export async function assertAccessible(page, name) {
  const violations = await axeViolations(page);
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  assert.ok(
    violations.length === 0,
    `${name} at ${width}x${height}: ${violations.length} accessibility violation(s)\n${violations.map(describe).join("\n")}`,
  );
}
