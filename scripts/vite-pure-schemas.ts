import { sep } from "node:path";
import { type Plugin, parseSync } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && "type" in v;
const isCall = (n: Node) => n.type === "CallExpression" || n.type === "NewExpression";
const FUNCTIONS = new Set(["ArrowFunctionExpression", "FunctionExpression", "ClassExpression"]);

/** The callee chain's inner call of `a.b().c()`: the call `a.b()`, or null. */
function innerCall(call: Node): Node | null {
  let callee = call.callee as Node;
  while (callee.type === "MemberExpression" || callee.type === "ChainExpression") {
    callee = (callee.type === "ChainExpression" ? callee.expression : callee.object) as Node;
    if (isCall(callee)) return callee;
  }
  return null;
}

/**
 * Marks every call in the initialiser of a top-level `const` as pure, so that a schema nobody uses is dropped
 * with the calls that build it. Function bodies inside are left alone (their calls run when called). A chained
 * call `z.string().max(5)` is annotated at each link: `/*#__PURE__*\/(/*#__PURE__*\/z.string()).max(5)`.
 */
export function markSchemaCallsPure(code: string, filename: string): string | null {
  const { program } = parseSync(filename, code);
  const inserts: { at: number; text: string; seq: number }[] = [];
  let seq = 0;
  const insert = (at: number, text: string) => inserts.push({ at, text, seq: seq++ });
  const visitChildren = (node: Node, skip?: Node) => {
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const v of value) isNode(v) && visit(v);
      else if (isNode(value) && value !== skip) visit(value);
    }
  };
  const visit = (node: Node): void => {
    if (FUNCTIONS.has(node.type)) return;
    if (
      node.type === "ObjectExpression" &&
      (node.properties as Node[]).some((p) => p.type === "SpreadElement")
    ) {
      // A spread may run getters, so bundlers keep it: `{ ...a }` becomes a pure call that makes the object.
      insert(node.start, "/*#__PURE__*/(() => (");
      insert(node.end, "))()");
    }
    if (!isCall(node)) {
      visitChildren(node);
      return;
    }
    insert(node.start, "/*#__PURE__*/");
    const chain = [node];
    for (let inner = innerCall(node); inner; inner = innerCall(inner)) {
      insert(inner.start, "(/*#__PURE__*/");
      insert(inner.end, ")");
      chain.push(inner);
    }
    // The links' arguments; the callee of the innermost link (`z.string`) holds no call.
    for (const call of chain) for (const arg of call.arguments as Node[]) visit(arg);
  };
  for (const statement of program.body as unknown as Node[]) {
    const declaration = (statement.type === "ExportNamedDeclaration" ? statement.declaration : statement) as
      | Node
      | undefined;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const d of declaration.declarations as Node[]) if (isNode(d.init)) visit(d.init);
  }
  if (inserts.length === 0) return null;
  const closes = (i: { text: string }) => (i.text.startsWith(")") ? -1 : 0);
  // From the end; at one offset, closing parens first and openings in the order they were made (outer first).
  inserts.sort((a, b) => b.at - a.at || closes(a) - closes(b) || b.seq - a.seq);
  let out = code;
  for (const { at, text } of inserts) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/**
 * The client takes constants from `common/schemas/` (limits, choices, label keys) beside the zod schemas the
 * server and the forms use. Left as they are, importing one constant runs every schema of its file and pulls all
 * of zod (24 KB gzipped) into the page. With their calls marked pure, and each schema module (with `./zod`, which sets zod's messages) free of side
 * effects, a page loads zod only if it validates with a schema.
 */
export function pureSchemas(commonRoot: string): Plugin {
  const schemas = `${commonRoot}${sep}schemas${sep}`;
  return {
    name: "nyumba-pure-schemas",
    enforce: "post",
    transform(code, id) {
      if (!id.startsWith(schemas) || !/\.ts$/.test(id)) return null;
      // Free of side effects but for the catalogue messages it names, which matter only where it is used.
      return { code: markSchemaCallsPure(code, id) ?? code, map: null, moduleSideEffects: false };
    },
  };
}
