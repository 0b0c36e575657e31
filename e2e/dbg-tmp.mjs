import { chromium } from "playwright-core";
import { openLandlordDemo, manageProperty } from "./support/landlord.mjs";
const base = process.argv[2];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox"] });
const ctx = await b.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
const p = await ctx.newPage();
p.on("response", (r) => { if (r.url().includes("/api/")) console.log(Date.now() % 100000, r.status(), r.url().replace(base, ""), r.headers()["content-encoding"] ?? ""); });
await openLandlordDemo(p);
await manageProperty(p, "Kampala Heights");
const units = await (await p.request.get("/api/landlord/properties/1/units?status=all")).json();
console.log(JSON.stringify(units).slice(0, 300));
const u = (Array.isArray(units) ? units : units.units ?? units.items).find((x) => x.unitNumber === "4B");
console.log("unit", u?.id);
await p.goto(`/maintenance-overview?unit=${u.id}`);
for (let i = 0; i < 10; i++) {
  const sel = p.getByLabel("Filter by Unit", { exact: true });
  if (await sel.count()) console.log(Date.now() % 100000, "selected", await sel.evaluate((el) => [el.value, el.selectedOptions[0]?.textContent, el.options.length]));
  await p.waitForTimeout(300);
}
await b.close();
