// The dev-mode console check's own logic (e2e/dev-console.mjs): which console messages fail it and how they read,
// and that every screen of pages.json is opened by someone it is shown to.
import { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatConsole, isProblem, watchConsole } from "./console.mjs";
import { fillPath, screensByRole } from "./dev-screens.mjs";

/** A playwright-core ConsoleMessage as the page would send it (its arguments already readable). */
const message = (type, ...values) => ({
  type: () => type,
  text: () => values.join(" "),
  args: () => values.map((v) => ({ jsonValue: async () => v, toString: () => `JSHandle@${v}` })),
  location: () => ({ url: "http://localhost/src/app/NotFoundPage.tsx" }),
});

/** A browser context with one page, whose events the test sends. */
function fakeContext() {
  const page = new EventEmitter();
  const context = Object.assign(new EventEmitter(), { pages: () => [page] });
  return { page, context };
}

describe("the console check", () => {
  it("fails on errors, warnings and failed assertions, not on logs, notes or debug output", () => {
    for (const type of ["error", "warning", "assert"]) expect(isProblem(type), type).toBe(true);
    for (const type of ["log", "info", "debug", "trace", "dir", "startGroup"])
      expect(isProblem(type), type).toBe(false);
  });

  it("reads React's warnings with their arguments filled in", () => {
    const text = formatConsole(
      'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys.',
      ["\n\nCheck the render method of `NotFoundPage`.", ""],
    );
    expect(text).toBe(
      'Each child in a list should have a unique "key" prop.\n\nCheck the render method of `NotFoundPage`. See https://react.dev/link/warning-keys.',
    );
    expect(formatConsole("React does not recognize the `%s` prop on a DOM element.", ["fooBar"])).toBe(
      "React does not recognize the `fooBar` prop on a DOM element.",
    );
  });

  it("drops styles, keeps %%, counts %d, and appends what no directive took", () => {
    expect(formatConsole("%c[vite]%c 100%% of %d modules", ["color: red", "", "12.7", { extra: 1 }])).toBe(
      '[vite] 100% of 12 modules {"extra":1}',
    );
    expect(formatConsole("no %s left", [])).toBe("no %s left");
    expect(formatConsole({ an: "object" }, ["first"])).toBe('{"an":"object"} first');
  });

  it("records each problem of every page with the screen it happened on", async () => {
    const { page, context } = fakeContext();
    let where = "visitor /";
    const problems = watchConsole(context, () => where);
    page.emit("console", message("info", "Download the React DevTools"));
    page.emit("console", message("error", "Unknown event handler property `%s`.", "onClickk"));
    where = "tenant /dashboard";
    page.emit("pageerror", new Error("boom"));
    const later = new EventEmitter();
    context.emit("page", later);
    later.emit("console", message("warning", "a warning of a page opened later"));
    await problems.settled();
    expect(problems.map(({ where, type, text }) => [where, type, text.split("\n")[0]])).toEqual([
      ["visitor /", "error", "Unknown event handler property `onClickk`."],
      ["tenant /dashboard", "pageerror", "Error: boom"],
      ["tenant /dashboard", "warning", "a warning of a page opened later"],
    ]);
  });
});

describe("the screens it opens", () => {
  const pages = JSON.parse(readFileSync(new URL("../../client/src/app/pages.json", import.meta.url), "utf8"));
  const opened = (only) =>
    Object.fromEntries(
      screensByRole(pages, only).map(([who, screens]) => [who, screens({ id: "7", name: "A B" })]),
    );

  it("opens every screen of pages.json, each as someone it is shown to", () => {
    const all = opened();
    const patterns = Object.values(pages).flatMap((group) => Object.keys(group));
    const paths = new Set(Object.values(all).flat());
    for (const pattern of patterns)
      expect(paths, pattern).toContain(fillPath(pattern, { id: "7", name: "A B" }));
    expect(all.visitor).toContain("/no-such-screen");
    expect(all["tenant applicant"]).toEqual(["/tenant-password-setup", "/tenant-signup"]);
    expect(all.landlord).toContain("/tenant-details/A%20B");
    expect(all.tenant).not.toContain("/landlord-dashboard");
  });

  it("refuses a group of pages.json nobody opens and a parameter it has no value for", () => {
    expect(() => screensByRole({ ...pages, "new-group": { "/x": "x.tsx" } })).toThrow(/new-group/);
    expect(() => fillPath("/unit/:unitId", { id: "7" })).toThrow(/:unitId/);
  });

  it("keeps only the screens asked for", () => {
    expect(opened(["/listing/:id", "/dashboard"])).toEqual({
      visitor: ["/listing/7"],
      tenant: ["/dashboard"],
      landlord: ["/dashboard"],
    });
  });
});
