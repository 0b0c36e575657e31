// The npm registry this project's machines reach serves only some platform builds of a few packages
// (Biome, Tailwind's oxide). npm records the missing ones as optional dependencies without lock entries,
// and `npm ci` then refuses the lockfile. Run this after `npm install` to drop those dangling optional edges.
import { readFileSync, writeFileSync } from "node:fs";

const path = "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
let removed = 0;
for (const [key, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const dep of Object.keys(optional)) {
    if (!packages[`${key}/node_modules/${dep}`] && !packages[`node_modules/${dep}`]) {
      delete optional[dep];
      removed++;
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`removed ${removed} optional dependencies that have no lock entry`);
