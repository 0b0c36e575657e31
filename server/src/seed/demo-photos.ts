import sharp, { type OutputInfo } from "sharp";

/** Pictures drawn for the demo requests: nothing is downloaded, each is an SVG scene rendered to JPEG. */
export type DemoPhotoScene =
  | "leaking-tap"
  | "dead-socket"
  | "ceiling-stain"
  | "broken-lock"
  | "pet-dog"
  | "pet-cat"
  | "sofa"
  | "tv"
  | "cot"
  | "bike"
  | "books"
  | "cooker"
  | "chair"
  | "block-cream"
  | "block-terracotta"
  | "block-white"
  | "block-green"
  | "water-meter";

const WIDTH = 1200;
const HEIGHT = 900;

// A light grain over every scene so the JPEGs look like photos rather than flat drawings (made once; sharp's
// own noise is much faster than an SVG turbulence filter).
let grain: Promise<Buffer> | undefined;
const grainLayer = () =>
  (grain ??= sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer());

const tiles = (fill: string, line: string) =>
  `<rect width="400" height="300" fill="${fill}"/>` +
  Array.from(
    { length: 8 },
    (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="300" stroke="${line}"/>`,
  ).join("") +
  Array.from(
    { length: 6 },
    (_, i) => `<line x1="0" y1="${i * 50}" x2="400" y2="${i * 50}" stroke="${line}"/>`,
  ).join("");

/** A block of flats under a blue sky: the listed properties' front photo (`floors` rows of windows). */
const block = (wall: string, trim: string, floors: number) => {
  const top = 250 - floors * 36;
  const windows = Array.from({ length: floors }, (_, f) =>
    Array.from(
      { length: 5 },
      (_, w) =>
        `<rect x="${108 + w * 40}" y="${top + 12 + f * 36}" width="24" height="20" fill="#9cc3de" stroke="${trim}" stroke-width="2"/>`,
    ).join(""),
  ).join("");
  return `<rect width="400" height="300" fill="#bfe0f5"/><circle cx="340" cy="50" r="22" fill="#fbe7a1"/>
    <rect y="250" width="400" height="50" fill="#7aa35a"/><rect x="150" y="262" width="100" height="38" fill="#c9c2b4"/>
    <rect x="90" y="${top}" width="220" height="${250 - top}" fill="${wall}" stroke="${trim}" stroke-width="3"/>
    <rect x="84" y="${top - 10}" width="232" height="12" fill="${trim}"/>${windows}
    <rect x="185" y="218" width="30" height="32" fill="#6b4a2f"/>
    <circle cx="50" cy="230" r="26" fill="#4f8a3c"/><rect x="46" y="240" width="8" height="14" fill="#6b4a2f"/>
    <circle cx="355" cy="226" r="30" fill="#5b9a45"/><rect x="351" y="240" width="8" height="14" fill="#6b4a2f"/>`;
};

const SCENES: Record<DemoPhotoScene, string> = {
  "block-cream": block("#efe3c4", "#8a6d3b", 5),
  "block-terracotta": block("#d9896a", "#7a3b22", 6),
  "block-white": block("#f4f4f2", "#5b6770", 4),
  "block-green": block("#cfe3c6", "#4d6b3f", 3),
  "water-meter": `<rect width="400" height="300" fill="#b9b2a3"/><rect y="210" width="400" height="90" fill="#8d8474"/>
    <rect x="0" y="132" width="400" height="26" fill="#5f6b73"/><rect x="40" y="124" width="34" height="42" rx="4" fill="#4a555c"/>
    <rect x="326" y="124" width="34" height="42" rx="4" fill="#4a555c"/>
    <circle cx="200" cy="145" r="98" fill="#2d5d8a" stroke="#1d3f5e" stroke-width="8"/>
    <circle cx="200" cy="145" r="80" fill="#f5f3ea"/>
    <rect x="132" y="104" width="136" height="34" rx="4" fill="#1f2328"/>
    <text x="184" y="130" font-family="monospace" font-size="26" text-anchor="middle" fill="#f5f3ea">01216</text>
    <rect x="236" y="108" width="28" height="26" fill="#b3261e"/>
    <text x="250" y="130" font-family="monospace" font-size="22" text-anchor="middle" fill="#f5f3ea">4</text>
    <circle cx="200" cy="182" r="16" fill="none" stroke="#1f2328" stroke-width="3"/>
    <path d="M200 182 l10 -12" stroke="#b3261e" stroke-width="4"/>
    <text x="200" y="220" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#1f2328">m³</text>`,
  "leaking-tap": `${tiles("#dfe8ec", "#c3cfd5")}
    <rect x="60" y="200" width="280" height="100" rx="18" fill="#f4f6f7" stroke="#b8c2c8" stroke-width="4"/>
    <ellipse cx="200" cy="235" rx="110" ry="26" fill="#c9d6dc"/>
    <rect x="185" y="70" width="30" height="60" rx="6" fill="#9aa6ad"/>
    <path d="M200 80 h70 a14 14 0 0 1 14 14 v18 h-28 v-8 h-56z" fill="#b5c0c6" stroke="#7d8a91" stroke-width="3"/>
    <rect x="170" y="58" width="60" height="16" rx="8" fill="#7d8a91"/>
    <path d="M270 128 q6 12 0 18 q-6-6 0-18z" fill="#3d8fd1"/>
    <path d="M270 160 q7 14 0 21 q-7-7 0-21z" fill="#3d8fd1" opacity="0.85"/>
    <path d="M270 196 q8 16 0 24 q-8-8 0-24z" fill="#3d8fd1" opacity="0.7"/>
    <ellipse cx="268" cy="238" rx="22" ry="5" fill="#3d8fd1" opacity="0.4"/>`,
  "dead-socket": `<rect width="400" height="300" fill="#efe6d2"/>
    <rect x="130" y="90" width="140" height="120" rx="12" fill="#fbfaf6" stroke="#c9c2b0" stroke-width="4"/>
    <rect x="168" y="118" width="16" height="30" rx="3" fill="#3a3a3a"/>
    <rect x="216" y="118" width="16" height="30" rx="3" fill="#3a3a3a"/>
    <rect x="192" y="164" width="16" height="22" rx="3" fill="#3a3a3a"/>
    <radialGradient id="scorch"><stop offset="0" stop-color="#2b2118" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>
    <ellipse cx="232" cy="112" rx="46" ry="34" fill="url(#scorch)"/>
    <path d="M60 300 C80 240 110 260 130 200" stroke="#2f2f2f" stroke-width="6" fill="none"/>`,
  "ceiling-stain": `<rect width="400" height="300" fill="#f3f1ec"/>
    <rect y="0" width="400" height="36" fill="#e2ddd2"/>
    <radialGradient id="stain"><stop offset="0" stop-color="#9b7a4c" stop-opacity="0.8"/>
      <stop offset="0.7" stop-color="#b89667" stop-opacity="0.45"/><stop offset="1" stop-color="#c8ad84" stop-opacity="0"/></radialGradient>
    <ellipse cx="190" cy="120" rx="120" ry="80" fill="url(#stain)"/>
    <ellipse cx="250" cy="150" rx="70" ry="50" fill="url(#stain)"/>
    <path d="M150 90 l30 20 l-10 25 l35 15" stroke="#7c5f3a" stroke-width="3" fill="none"/>
    <path d="M230 180 q6 12 0 18 q-6-6 0-18z" fill="#8a6a40"/>
    <path d="M232 220 q7 14 0 21 q-7-7 0-21z" fill="#8a6a40" opacity="0.8"/>`,
  "broken-lock": `<rect width="400" height="300" fill="#6b4a2f"/>
    <rect x="0" y="0" width="400" height="300" fill="#7a5536" opacity="0.6"/>
    <rect x="40" y="30" width="320" height="240" rx="6" fill="none" stroke="#563a23" stroke-width="10"/>
    <rect x="250" y="110" width="60" height="100" rx="8" fill="#c9a44a" stroke="#8d7030" stroke-width="4"/>
    <circle cx="280" cy="140" r="12" fill="#3b2e16"/>
    <rect x="276" y="148" width="8" height="26" fill="#3b2e16"/>
    <path d="M246 100 l20 30 l-14 18 l24 30" stroke="#1d140b" stroke-width="4" fill="none"/>
    <rect x="180" y="150" width="60" height="14" rx="6" fill="#b9bfc4" transform="rotate(-18 210 157)"/>`,
  "pet-dog": `<rect width="400" height="300" fill="#9cc48a"/><rect y="210" width="400" height="90" fill="#6f9a5c"/>
    <ellipse cx="200" cy="200" rx="95" ry="55" fill="#b07a3f"/>
    <circle cx="140" cy="135" r="52" fill="#b07a3f"/>
    <ellipse cx="105" cy="120" rx="18" ry="38" fill="#7a4f24" transform="rotate(20 105 120)"/>
    <ellipse cx="176" cy="118" rx="18" ry="38" fill="#7a4f24" transform="rotate(-20 176 118)"/>
    <circle cx="125" cy="130" r="6" fill="#1d140b"/><circle cx="155" cy="130" r="6" fill="#1d140b"/>
    <ellipse cx="140" cy="155" rx="12" ry="8" fill="#1d140b"/>
    <rect x="130" y="230" width="22" height="45" rx="8" fill="#b07a3f"/><rect x="250" y="230" width="22" height="45" rx="8" fill="#b07a3f"/>
    <path d="M292 190 q40 -30 30 -70" stroke="#b07a3f" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  "pet-cat": `<rect width="400" height="300" fill="#e8dcc8"/><rect y="220" width="400" height="80" fill="#c9b08a"/>
    <ellipse cx="210" cy="200" rx="80" ry="60" fill="#6b6b6b"/>
    <circle cx="200" cy="120" r="48" fill="#6b6b6b"/>
    <path d="M160 95 l8 -45 l30 30z" fill="#6b6b6b"/><path d="M240 95 l-8 -45 l-30 30z" fill="#6b6b6b"/>
    <ellipse cx="183" cy="118" rx="8" ry="11" fill="#c8d86a"/><ellipse cx="217" cy="118" rx="8" ry="11" fill="#c8d86a"/>
    <path d="M193 140 l7 7 l7 -7z" fill="#e79aa0"/>
    <path d="M285 215 q50 0 45 -60" stroke="#6b6b6b" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  // Marketplace items, each on a floor and a wall, as a seller photographs them at home.
  sofa: `<rect width="400" height="300" fill="#efe6d8"/><rect y="230" width="400" height="70" fill="#a67c52"/>
    <rect x="70" y="110" width="260" height="70" rx="14" fill="#6d7680"/>
    <rect x="55" y="160" width="290" height="60" rx="12" fill="#7d8690"/>
    <rect x="40" y="140" width="36" height="85" rx="12" fill="#5f6770"/><rect x="324" y="140" width="36" height="85" rx="12" fill="#5f6770"/>
    <rect x="60" y="222" width="10" height="16" fill="#3b2e16"/><rect x="330" y="222" width="10" height="16" fill="#3b2e16"/>
    <rect x="150" y="150" width="100" height="12" rx="6" fill="#8a939c"/>`,
  tv: `<rect width="400" height="300" fill="#dfe7ee"/><rect y="235" width="400" height="65" fill="#8b6b4a"/>
    <rect x="80" y="50" width="240" height="145" rx="6" fill="#15181c"/>
    <rect x="90" y="60" width="220" height="125" fill="#2b5d8a"/>
    <path d="M90 150 l60 -40 l50 30 l40 -25 l70 45 v25 h-220z" fill="#4f8a4a"/>
    <rect x="185" y="195" width="30" height="20" fill="#2b2f33"/><rect x="140" y="212" width="120" height="10" rx="4" fill="#2b2f33"/>
    <rect x="60" y="222" width="280" height="16" fill="#5c4630"/>`,
  cot: `<rect width="400" height="300" fill="#f4ead9"/><rect y="240" width="400" height="60" fill="#b98d5f"/>
    <rect x="80" y="90" width="240" height="14" fill="#f2f2f2"/><rect x="80" y="200" width="240" height="14" fill="#f2f2f2"/>
    <rect x="70" y="80" width="16" height="170" fill="#e6e6e6"/><rect x="314" y="80" width="16" height="170" fill="#e6e6e6"/>
    ${Array.from({ length: 11 }, (_, i) => `<rect x="${100 + i * 20}" y="104" width="6" height="96" fill="#ececec"/>`).join("")}
    <rect x="86" y="180" width="228" height="20" fill="#9fc7e0"/>`,
  bike: `<rect width="400" height="300" fill="#cfe3f0"/><rect y="230" width="400" height="70" fill="#9a9a8f"/>
    <circle cx="110" cy="200" r="50" stroke="#1e1e1e" stroke-width="9" fill="none"/>
    <circle cx="290" cy="200" r="50" stroke="#1e1e1e" stroke-width="9" fill="none"/>
    <path d="M110 200 l60 -80 h90 l30 80 M170 120 l30 80 l60 -80 M200 200 l-90 0" stroke="#c0392b" stroke-width="8" fill="none" stroke-linejoin="round"/>
    <path d="M255 120 l-8 -25 h30" stroke="#1e1e1e" stroke-width="7" fill="none"/>
    <rect x="150" y="104" width="40" height="10" rx="5" fill="#1e1e1e"/>`,
  books: `<rect width="400" height="300" fill="#e9e2d0"/><rect y="225" width="400" height="75" fill="#7a5a3a"/>
    <rect x="90" y="180" width="220" height="45" fill="#2f6f8f"/><rect x="100" y="140" width="200" height="40" fill="#c0392b"/>
    <rect x="85" y="105" width="215" height="35" fill="#e1b12c"/><rect x="110" y="70" width="180" height="35" fill="#27ae60"/>
    <rect x="90" y="195" width="220" height="4" fill="#f2f2f2"/><rect x="100" y="155" width="200" height="4" fill="#f2f2f2"/>
    <rect x="85" y="118" width="215" height="4" fill="#f2f2f2"/><rect x="110" y="84" width="180" height="4" fill="#f2f2f2"/>`,
  cooker: `<rect width="400" height="300" fill="#e5e9ea"/><rect y="250" width="400" height="50" fill="#8e8e8e"/>
    <rect x="110" y="70" width="180" height="180" rx="6" fill="#d9d9d9" stroke="#9a9a9a" stroke-width="3"/>
    <circle cx="160" cy="105" r="20" fill="#333"/><circle cx="240" cy="105" r="20" fill="#333"/>
    <circle cx="160" cy="150" r="16" fill="#333"/><circle cx="240" cy="150" r="16" fill="#333"/>
    <rect x="125" y="180" width="150" height="60" rx="4" fill="#3d3d3d"/><rect x="140" y="190" width="120" height="40" fill="#1f1f1f"/>`,
  chair: `<rect width="400" height="300" fill="#e3e8ef"/><rect y="240" width="400" height="60" fill="#9a8c7a"/>
    <rect x="150" y="50" width="100" height="110" rx="16" fill="#222"/>
    <rect x="135" y="160" width="130" height="26" rx="10" fill="#2a2a2a"/>
    <rect x="195" y="186" width="10" height="40" fill="#555"/>
    <path d="M200 226 l-60 18 M200 226 l60 18 M200 226 l0 22" stroke="#555" stroke-width="8" stroke-linecap="round"/>
    <circle cx="140" cy="248" r="7" fill="#111"/><circle cx="260" cy="248" r="7" fill="#111"/><circle cx="200" cy="252" r="7" fill="#111"/>`,
};

/** A 1200×900 JPEG of the scene, the kind of photo a phone would upload. */
export async function renderDemoPhoto(scene: DemoPhotoScene): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">${SCENES[scene]}</svg>`;
  return sharp(Buffer.from(svg), { density: 216 })
    .composite([{ input: await grainLayer(), blend: "soft-light" }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** What a bank deposit slip says: the demo's proofs of rent paid at the bank. */
export interface DepositSlip {
  bank: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  /** Whole shillings. */
  amount: number;
  /** The lease's payment reference, written in the narration. */
  reference: string;
  depositor: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

/** Each bank's colour on its slips; others print in a dark teal. */
const BANK_COLOURS: Record<string, string> = {
  "Stanbic Bank Uganda": "#0a3d91",
  "Centenary Bank": "#1d5c2e",
  "dfcu Bank": "#7a1f2b",
  "Equity Bank": "#8a2f13",
};

const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"];
const TEENS = ["twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 0-999 in words ("five hundred and twenty"). */
function hundreds(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tail =
    rest < 12
      ? ONES[rest]!
      : rest < 20
        ? TEENS[rest - 12]!
        : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ""}`;
  if (!h) return tail;
  return `${ONES[h]} hundred${tail ? ` and ${tail}` : ""}`;
}

/** Whole shillings in words, as a slip's "amount in words" (below a billion). */
export function shillingsInWords(amount: number): string {
  const parts: string[] = [];
  for (const [size, name] of [
    [1_000_000, "million"],
    [1_000, "thousand"],
    [1, ""],
  ] as const) {
    const n = Math.floor(amount / size) % 1_000;
    if (n) parts.push(name ? `${hundreds(n)} ${name}` : hundreds(n));
  }
  const words = parts.join(" ") || "zero";
  return `${words[0]!.toUpperCase()}${words.slice(1)} shillings only`;
}

const MONTH_ABBR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const SLIP_SVG = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"
    font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"><g transform="rotate(-2.5 200 150)">${body}</g></svg>`;
/** Where the slip's fields are (x, y of the caption, width of the line). */
const SLIP_FIELDS = {
  branch: [40, 64, 150],
  date: [250, 64, 110],
  accountName: [40, 90, 320],
  words: [40, 144, 320],
  narration: [40, 170, 200],
  depositor: [40, 196, 200],
} as const;

/**
 * The printed slip on the table, with the photo's grain: the same for every slip of a bank, so drawn once per
 * bank and process (the grain blend is most of a photo's cost) as raw pixels the ink is laid on.
 */
const slipForms = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>();
function slipForm(bank: string) {
  let form = slipForms.get(bank);
  if (form) return form;
  const colour = BANK_COLOURS[bank] ?? "#1f5f6b";
  const label = (x: number, y: number, text: string) =>
    `<text x="${x}" y="${y}" font-size="5.6" fill="#5b6470" letter-spacing="0.3">${xml(text)}</text>`;
  const captions: Record<keyof typeof SLIP_FIELDS, string> = {
    branch: "BRANCH",
    date: "DATE",
    accountName: "ACCOUNT NAME",
    words: "AMOUNT IN WORDS",
    narration: "NARRATION / REFERENCE",
    depositor: "DEPOSITED BY",
  };
  const fields = Object.entries(SLIP_FIELDS)
    .map(
      ([name, [x, y, width]]) =>
        `${label(x, y, captions[name as keyof typeof SLIP_FIELDS])}
        <line x1="${x}" y1="${y + 15}" x2="${x + width}" y2="${y + 15}" stroke="#9aa3ad" stroke-width="0.6"/>`,
    )
    .join("");
  const table = `<rect x="-40" y="-40" width="480" height="380" fill="#8a5a35"/>
    ${Array.from({ length: 11 }, (_, i) => `<path d="M-40 ${i * 34 - 16} C100 ${i * 34 - 24} 260 ${i * 34 - 4} 440 ${i * 34 - 18}" stroke="#6f4526" stroke-width="${1 + (i % 3)}" fill="none" opacity="0.6"/>`).join("")}`;
  const svg = SLIP_SVG(`${table}
    <rect x="34" y="34" width="340" height="236" fill="#3b2414" opacity="0.35" transform="translate(4 5)"/>
    <rect x="30" y="28" width="340" height="236" fill="#fbfaf4"/>
    <rect x="30" y="28" width="340" height="30" fill="${colour}"/>
    <text x="40" y="48" font-size="12" font-weight="bold" fill="#ffffff">${xml(bank)}</text>
    <text x="362" y="48" font-size="9" font-weight="bold" fill="#ffffff" text-anchor="end">CASH DEPOSIT</text>
    ${fields}
    ${label(40, 117, "ACCOUNT NUMBER")}
    ${label(250, 117, "AMOUNT (UGX)")}
    <rect x="250" y="120" width="110" height="18" fill="#eef2f8" stroke="${colour}" stroke-width="0.8"/>
    ${label(40, 226, "DEPOSITOR'S SIGNATURE")}
    <line x1="40" y1="256" x2="150" y2="256" stroke="#9aa3ad" stroke-width="0.6"/>`);
  form = (async () =>
    sharp(Buffer.from(svg), { density: 216 })
      .composite([{ input: await grainLayer(), blend: "soft-light" }])
      .raw()
      .toBuffer({ resolveWithObject: true }))();
  slipForms.set(bank, form);
  // A failed drawing is drawn again next time.
  form.catch(() => slipForms.delete(bank));
  return form;
}

/**
 * A 1200×900 JPEG of a filled-in cash deposit slip lying on a table, stamped by the teller: the photo a tenant
 * sends as the proof of rent paid at the bank. Only the ink is drawn per slip, on the bank's printed form.
 */
export async function renderDepositSlip(slip: DepositSlip): Promise<Buffer> {
  const [y, m, d] = slip.date.split("-");
  const ink = "#1f3c88";
  const write = (field: keyof typeof SLIP_FIELDS, value: string, size = 10) => {
    const [x, yy] = SLIP_FIELDS[field];
    return `<text x="${x + 3}" y="${yy + 13}" font-size="${size}" font-style="italic" fill="${ink}">${xml(value)}</text>`;
  };
  const inked = SLIP_SVG(`
    ${write("branch", slip.branch)}
    ${write("date", `${d}/${m}/${y}`)}
    ${write("accountName", slip.accountName)}
    ${[...slip.accountNumber]
      .map(
        (c, i) =>
          `<rect x="${40 + i * 15}" y="120" width="13" height="15" fill="none" stroke="#9aa3ad" stroke-width="0.6"/>
      <text x="${43 + i * 15}" y="132" font-size="10" font-style="italic" fill="${ink}">${xml(c)}</text>`,
      )
      .join("")}
    <text x="256" y="134" font-size="11" font-weight="bold" font-style="italic" fill="${ink}">${slip.amount.toLocaleString("en-US")}/=</text>
    ${write("words", shillingsInWords(slip.amount), 8.5)}
    ${write("narration", `Rent ${slip.reference}`)}
    ${write("depositor", slip.depositor)}
    <path d="M48 252 c8 -14 14 -2 20 -8 s8 -10 14 0 s10 6 18 -6 s6 8 16 2" stroke="${ink}" stroke-width="1.2" fill="none"/>
    <g transform="rotate(-12 300 222)" opacity="0.78" fill="#6a2c91" stroke="#6a2c91">
      <rect x="250" y="196" width="100" height="52" rx="6" fill="none" stroke-width="1.6"/>
      <text x="300" y="211" font-size="7" font-weight="bold" text-anchor="middle" stroke="none">${xml(slip.bank.toUpperCase())}</text>
      <text x="300" y="226" font-size="10" font-weight="bold" text-anchor="middle" stroke="none">${d} ${MONTH_ABBR[Number(m) - 1]} ${y}</text>
      <text x="300" y="241" font-size="7" text-anchor="middle" stroke="none">${xml(slip.branch.toUpperCase())} - RECEIVED</text>
    </g>`);
  const form = await slipForm(slip.bank);
  return sharp(form.data, { raw: form.info })
    .composite([{ input: Buffer.from(inked), density: 216 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
