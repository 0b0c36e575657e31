// Checks on what a page does besides what it shows: the Content-Security-Policy violations of every page a
// journey opens (journey.mjs fails the journey on any), and the failed requests of a screen that should make
// none (`failedRequests`).
import assert from "node:assert/strict";

const CSP_MARK = "[csp-violation]";

/**
 * Runs in every document of the context before its own scripts: each violation the browser reports to the page
 * (the `securitypolicyviolation` event) is written to the console, where `watchCsp` reads it.
 */
function reportViolations(mark) {
  document.addEventListener("securitypolicyviolation", (e) => {
    const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : "";
    console.error(`${mark} ${e.effectiveDirective} refused ${e.blockedURI || "inline"}${where}`);
  });
}

const isCspMessage = (m) =>
  m.type() === "error" && (m.text().startsWith(CSP_MARK) || /Content Security Policy/i.test(m.text()));

/**
 * Collects the Content-Security-Policy violations of every page of `context` (the browser's console error and
 * the page's `securitypolicyviolation` event, whichever comes), as "<url>: <message>". Call before opening pages.
 */
export async function watchCsp(context) {
  const violations = [];
  await context.addInitScript(reportViolations, CSP_MARK);
  const watch = (page) =>
    page.on("console", (m) => {
      if (isCspMessage(m)) violations.push(`${page.url()}: ${m.text()}`);
    });
  for (const page of context.pages()) watch(page);
  context.on("page", watch);
  return violations;
}

/** A request that failed with `status`: "<status> <METHOD> <path>". */
const describe = (res) => {
  const url = new URL(res.url());
  return `${res.status()} ${res.request().method()} ${url.pathname}${url.search}`;
};

/**
 * Records every answer of 400 or more the page gets (its fetches, preloads, images, documents) from now on.
 * `assertNone(what, expected)` fails naming each one that is not in `expected` (strings as `describe` writes
 * them, or regular expressions), then forgets them; a screen that asks only for what the person can have makes
 * none.
 */
export function failedRequests(page) {
  let failed = [];
  page.on("response", (res) => {
    if (res.status() >= 400) failed.push(describe(res));
  });
  return {
    assertNone(what, expected = []) {
      const unexpected = failed.filter(
        (f) => !expected.some((e) => (typeof e === "string" ? e === f : e.test(f))),
      );
      failed = [];
      assert.deepEqual(unexpected, [], `${what}: requests that failed`);
    },
  };
}
