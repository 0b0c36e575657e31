// Draws the app's icons (the house on brand blue) as PNG files for the web app manifest. Run once when the logo
// changes: `node scripts/make-icons.mjs`; the files are committed (the build does not draw them).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { ROOT } from "./build-if-stale.mjs";

const house = (inset) => {
  const s = 32 - inset * 2;
  const k = s / 32;
  const p = (x, y) => `${inset + x * k} ${inset + y * k}`;
  return `<path d="M${p(6, 16)} L${p(16, 7)} L${p(26, 16)} L${p(26, 25)} L${p(19, 25)} L${p(19, 19)} L${p(13, 19)} L${p(13, 25)} L${p(6, 25)}z" fill="#fff"/>`;
};
// "any": rounded square; "maskable": full bleed, the house inside the 80% safe zone.
const svg = (maskable) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${
    maskable
      ? '<rect width="32" height="32" fill="#1d4ed8"/>'
      : '<rect width="32" height="32" rx="6" fill="#1d4ed8"/>'
  }${house(maskable ? 5 : 0)}</svg>`;

const out = join(ROOT, "client", "public", "icons");
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, name));
  console.log(name);
}
