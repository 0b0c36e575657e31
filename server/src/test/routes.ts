/** Every method and path the app serves, read from Fastify's route tree (HEAD twins of GET left out). */
export function registeredRoutes(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split("\n")) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? "") + m[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (m[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, path });
    }
  }
  return routes;
}
