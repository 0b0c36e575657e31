// The formats a signed-in page's first render makes (client/src/lib/intl-warmup.ts): money, and dates in
// Africa/Kampala in English and Swahili (Luganda's dates are en-UG's with the catalogue's month names).
new Intl.NumberFormat("en-UG", { style: "currency", currency: "UGX", maximumFractionDigits: 0 }).format(0);
const day = { day: "numeric", month: "short", year: "numeric", timeZone: "Africa/Kampala" } as const;
for (const locale of ["en-UG", "sw-UG"]) {
  new Intl.DateTimeFormat(locale, day).format(0);
  new Intl.DateTimeFormat(locale, { ...day, hour: "2-digit", minute: "2-digit" }).format(0);
}
// The catalogue's plurals and numbers ("{count, plural, ...}"), in its own locale tags.
for (const locale of ["en", "sw"]) {
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1);
}
self.close();
