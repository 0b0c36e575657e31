// What a page says on its console that someone should read: React's development warnings come through
// console.error and console.warn ("Each child in a list should have a unique key", "Invalid DOM property",
// "React does not recognize the ... prop", hydration errors), as do the browser's own errors (a refused
// request, a CSP violation). Used by e2e/dev-console.mjs; unit-tested in console.unit.test.mjs.

/** The console types that are a problem: everything else (log, info, debug: Vite's and React's notes) is not. */
const PROBLEM_TYPES = new Set(["error", "warning", "assert"]);

export const isProblem = (type) => PROBLEM_TYPES.has(type);

/**
 * The message as the console shows it: `format`'s printf-style directives (%s %d %i %f %o %O %j) filled from
 * `args` in order, %c (a style) dropped, %% kept as one %, and the arguments no directive took appended with a
 * space. React writes its warnings this way: the component's name and its stack are arguments.
 */
export function formatConsole(format, args = []) {
  if (typeof format !== "string") return [format, ...args].map(show).join(" ");
  const rest = [...args];
  const text = format.replace(/%([sdifoOjc%])/g, (whole, d) => {
    if (d === "%") return "%";
    if (rest.length === 0) return whole;
    const arg = rest.shift();
    if (d === "c") return "";
    if (d === "d" || d === "i") return String(Number.parseInt(arg, 10));
    if (d === "f") return String(Number.parseFloat(arg));
    return show(arg);
  });
  return [text, ...rest.map(show)].join(" ");
}

function show(value) {
  if (typeof value === "string") return value;
  if (value === undefined) return "undefined";
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * A playwright-core ConsoleMessage's text with its arguments filled in (a handle that cannot be read: its
 * preview).
 */
export async function consoleText(message) {
  const handles = message.args();
  // The browser's own messages (a failed request) have no arguments: where they come from says what failed.
  if (handles.length === 0) return `${message.text()} (${message.location().url})`;
  const values = await Promise.all(
    handles.map((h) => h.jsonValue().catch(() => h.toString().replace(/^JSHandle@/, ""))),
  );
  return formatConsole(values[0], values.slice(1));
}

/**
 * Records every console problem and uncaught error of the pages of `context`, each with `where()` at the time
 * (the screen being checked). Returns the live list of { where, type, text }; `settled()` waits until every
 * message seen so far has been read (their arguments are read asynchronously).
 */
export function watchConsole(context, where) {
  const problems = [];
  const pending = new Set();
  const watch = (page) => {
    page.on("console", (m) => {
      if (!isProblem(m.type())) return;
      // In the order they came: the entry now, its text once the arguments are read.
      const problem = { where: where(), type: m.type(), text: m.text() };
      problems.push(problem);
      const read = consoleText(m)
        .then((text) => {
          problem.text = text;
        })
        .catch(() => {});
      pending.add(read);
      read.finally(() => pending.delete(read));
    });
    page.on("pageerror", (e) =>
      problems.push({ where: where(), type: "pageerror", text: e.stack ?? e.message }),
    );
  };
  for (const page of context.pages()) watch(page);
  context.on("page", watch);
  problems.settled = () => Promise.all([...pending]);
  return problems;
}
