// Which screens of client/src/app/pages.json e2e/dev-console.mjs opens as whom: each access group as someone the
// router shows it to (page-table.ts, PageAccess), so no screen is left out and none is a redirect.

/** The groups of pages.json each person opens; the visitor also opens a path no route matches. */
const GROUPS = {
  visitor: ["public"],
  "tenant applicant": ["public"],
  "landlord applicant": ["public"],
  tenant: ["tenant", "signed-in", "tenant-demo"],
  landlord: ["landlord", "signed-in", "landlord-demo"],
};
const NOT_FOUND = "/no-such-screen";
/**
 * The sign-up steps after the verified code: shown only to someone that far in their sign-up (a sign-up ticket),
 * so the applicant of that role opens them, in the order of the steps; the visitor opens the other public pages.
 */
const SIGN_UP_STEP = /^\/(tenant|landlord)-(password-setup|signup)$/;

/** Whether `person` opens the public page `pattern` (see SIGN_UP_STEP). */
function opensPublic(person, pattern) {
  const step = SIGN_UP_STEP.exec(pattern);
  if (person === "visitor") return !step;
  return Boolean(step) && person === `${step[1]} applicant`;
}

/** `pattern` (wouter's: `:id`, `:id?`) with each parameter taken from `params`; throws when one is missing. */
export function fillPath(pattern, params) {
  return pattern.replace(/:(\w+)\??/g, (_, name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`dev-console: no value for :${name} of ${pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * [person, screens(params)] for each person, `screens` listing the paths they open with the parameters filled.
 * Every group of `pages` must be someone's; `only` (paths or patterns) keeps just those screens.
 */
export function screensByRole(pages, only) {
  const known = new Set(Object.values(GROUPS).flat());
  const unknown = Object.keys(pages).filter((g) => !known.has(g));
  if (unknown.length) throw new Error(`dev-console: nobody opens the pages.json group ${unknown.join(", ")}`);
  const wanted = (pattern) => !only?.length || only.includes(pattern);
  return Object.entries(GROUPS)
    .map(([person, groups]) => {
      const patterns = groups.flatMap((g) =>
        Object.keys(pages[g] ?? {}).filter((p) => g !== "public" || opensPublic(person, p)),
      );
      if (person === "visitor") patterns.push(NOT_FOUND);
      // The password before the registration form, as the steps come.
      patterns.sort((a, b) => Number(a.endsWith("-signup")) - Number(b.endsWith("-signup")));
      const kept = [...new Set(patterns)].filter(wanted);
      return [person, (params) => kept.map((p) => fillPath(p, params))];
    })
    .filter(([, screens]) => screens({ id: "1", name: "x" }).length > 0);
}
