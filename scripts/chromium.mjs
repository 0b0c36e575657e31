// The system Chromium (DESIGN.md section 8: no downloaded browser) and the flags every headless run uses:
// shared by the end-to-end journeys and the Lighthouse benchmark.
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
