import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/**
 * The server's module graph (docs/ARCHITECTURE.md, "Layers"): which module imports which, through which file.
 * Read from the sources under `modules/` (tests excepted: a test may arrange rows through any module), for the
 * architecture tests; nothing at run time uses it.
 */

export interface ModuleImport {
  /** The importing file, relative to the modules folder. */
  file: string;
  from: string;
  to: string;
  specifier: string;
  /** The imported file relative to its module ('index' for the front door). */
  target: string;
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** `import ... from "x"`, `export ... from "x"`, `import "x"` and `import("x")` (the code's own style: one per statement). */
const IMPORT =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/gm;

/** The specifiers a source imports. */
export const specifiersOf = (source: string): string[] =>
  [...source.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);

/** Every import of one module by another under `modulesDir` (static, re-export, dynamic and type-only alike). */
export function moduleImports(modulesDir: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const entry of readdirSync(modulesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isSource(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(modulesDir, path);
    const from = file.split(sep)[0]!;
    for (const specifier of specifiersOf(readFileSync(path, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const inModules = relative(modulesDir, resolve(dirname(path), specifier));
      if (inModules.startsWith("..")) continue;
      const [to, ...rest] = inModules.split(sep);
      if (!to || to === from) continue;
      const target = rest.length === 0 ? "index" : rest.join("/");
      found.push({ file, from, to, specifier, target });
    }
  }
  return found;
}

/** Imports that pass a module's front door: anything of another module but its `index.ts`. */
export function deepImports(imports: ModuleImport[]): string[] {
  return imports
    .filter((i) => i.target !== "index")
    .map((i) => `${i.file} imports ${i.specifier}: another module is used through its index.ts only`);
}

/**
 * The cycles of the module graph, one per strongly connected component: its shortest cycle from its first module,
 * 'a -> b -> a', and every module of the component when there are more.
 */
export function moduleCycles(imports: ModuleImport[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from)!.add(to);
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1 || edges.get(component[0]!)!.has(component[0]!))
    .map((component) => {
      const cycle = cycleThrough(edges, new Set(component));
      const more = component.length > cycle.length - 1 ? `, among ${component.join(", ")}` : "";
      return `${cycle.join(" -> ")}${more}`;
    });
}

/** Tarjan's strongly connected components. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    components.push(component.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components;
}

/** One cycle inside a strongly connected component, from its first member back to it (breadth first: shortest). */
function cycleThrough(edges: Map<string, Set<string>>, component: Set<string>): string[] {
  const start = [...component][0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of [...edges.get(v)!].sort()) {
      if (!component.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}
