import { PDFDocument } from "pdf-lib";
import type { Currency } from "../../../../../common/constants";
import { longDate } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import type { RentalTaxView } from "../../../../../common/schemas/rental-tax";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { toCsv } from "../../../platform/csv";
import type { Translator } from "../../../platform/i18n";
import { ACCENT, MUTED, PdfWriter } from "../../../platform/pdf/writer";
import { incomeByProperty, incomeByTenancy, propertiesOf } from "../queries";
import { chosenYear, instantsOf } from "./estimate";

/** The tax pack (issue 32, section 6): the estimate's summary as a PDF, and URA's two schedules as CSV. */

const percent = (bps: number) => `${bps / 100}%`;
const ugx = (n: number) => amountText(n, "UGX");
/** CSV amounts in the currency's units (USD in dollars, with cents). */
const major = (n: number, currency: string) => (currency === "USD" ? (n / 100).toFixed(2) : n);

export async function rentalTaxPdf(
  view: RentalTaxView,
  tr: Translator,
  now = new Date(),
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(tr.t("rental-tax.docTitle", { year: view.year.label }));
  doc.setAuthor(view.landlordName);
  doc.setCreator("Nyumba");
  doc.setProducer("Nyumba");
  doc.setCreationDate(now);
  const w = await PdfWriter.create(doc);
  w.text(tr.t("rental-tax.docHeading"), { size: 16, font: w.bold, color: ACCENT });
  w.y -= 26;
  w.row(tr.t("rental-tax.docLandlord"), view.landlordName, { bold: true });
  w.row(tr.t("rental-tax.tin"), view.tin ?? tr.t("rental-tax.noTin"));
  w.row(
    tr.t("rental-tax.docYear"),
    `${view.year.label}: ${longDate(view.year.start, tr.locale)} - ${longDate(view.year.end, tr.locale)}`,
  );
  w.row(
    tr.t("rental-tax.taxedAs"),
    tr.t(view.taxpayer === "individual" ? "rental-tax.individual" : "rental-tax.nonIndividual"),
  );
  w.y -= 10;
  const heading = (text: string) => {
    w.ensureSpace(60);
    w.text(text, { size: 12, font: w.bold, color: ACCENT });
    w.y -= 20;
  };
  heading(tr.t("rental-tax.propertiesTitle"));
  if (!view.properties.some((p) => p.received > 0)) w.row("", tr.t("rental-tax.noIncome"));
  for (const p of view.properties) {
    w.ensureSpace(24);
    w.row(p.name, ugx(p.received));
  }
  for (const o of view.otherCurrencies)
    w.row("", tr.t("rental-tax.otherCurrency", { amount: amountText(o.amount, o.currency as Currency) }));
  heading(tr.t("rental-tax.estimateTitle"));
  const e = view.estimate;
  w.row(tr.t("rental-tax.grossIncome"), ugx(e.grossIncome), { bold: true });
  if (view.taxpayer === "individual") w.row(tr.t("rental-tax.threshold"), ugx(e.threshold));
  else {
    w.row(tr.t("rental-tax.expenses"), ugx(e.expenses));
    w.row(tr.t("rental-tax.allowedExpenses"), ugx(e.allowedExpenses));
    w.row(tr.t("rental-tax.carriedForward"), ugx(e.carriedForward));
  }
  w.row(tr.t("rental-tax.chargeable"), ugx(e.chargeableIncome));
  w.row(tr.t("rental-tax.rate"), percent(e.rateBps));
  w.row(tr.t("rental-tax.taxDue"), ugx(e.taxDue), { bold: true });
  heading(tr.t("rental-tax.deadlinesTitle"));
  w.row(tr.t("rental-tax.provisional"), longDate(view.deadlines.provisional, tr.locale));
  w.row(tr.t("rental-tax.final"), longDate(view.deadlines.final, tr.locale));
  w.ensureSpace(80);
  w.y -= 6;
  w.rule();
  w.y -= 18;
  for (const note of [
    tr.t(view.taxpayer === "individual" ? "rental-tax.ruleIndividual" : "rental-tax.ruleNonIndividual", {
      rate: percent(e.rateBps),
      threshold: ugx(e.threshold),
    }),
    tr.t("rental-tax.depositsNote"),
    tr.t("rental-tax.disclaimer"),
    tr.t("rental-tax.generated", { date: longDate(now.toISOString().slice(0, 10), tr.locale) }),
  ])
    w.paragraph(note, { size: 9, color: MUTED });
  return doc.save({ useObjectStreams: false });
}

/** URA's property schedule: each property, its location, the currency and the rent received in the year. */
export async function propertiesCsv(
  db: DbOrTx,
  caller: SessionUser,
  year: number | undefined,
  tr: Translator,
) {
  const chosen = chosenYear(year);
  const owned = await propertiesOf(db, caller.id);
  const income = await incomeByProperty(
    db,
    caller.id,
    owned.map((p) => p.id),
    instantsOf(chosen),
  );
  const rows: (string | number | null)[][] = [
    [
      tr.t("rental-tax.csvProperty"),
      tr.t("rental-tax.csvLocation"),
      tr.t("rental-tax.csvCurrency"),
      tr.t("rental-tax.csvReceived"),
    ],
  ];
  for (const p of owned) {
    const own = income.filter((i) => i.propertyId === p.id);
    if (!own.length) rows.push([p.name, p.location, "UGX", 0]);
    for (const i of own) rows.push([p.name, p.location, i.currency, major(i.received, i.currency)]);
  }
  return { year: chosen, csv: toCsv(rows) };
}

/** URA's tenant schedule: each tenancy's tenant, TIN, property, unit, currency and the rent paid in the year. */
export async function tenantsCsv(db: DbOrTx, caller: SessionUser, year: number | undefined, tr: Translator) {
  const chosen = chosenYear(year);
  const owned = await propertiesOf(db, caller.id);
  const rows = await incomeByTenancy(
    db,
    caller.id,
    owned.map((p) => p.id),
    instantsOf(chosen),
  );
  const csv = toCsv([
    [
      tr.t("rental-tax.csvTenant"),
      tr.t("rental-tax.csvTin"),
      tr.t("rental-tax.csvProperty"),
      tr.t("rental-tax.csvUnit"),
      tr.t("rental-tax.csvCurrency"),
      tr.t("rental-tax.csvPaid"),
    ],
    ...rows.map((r) => [
      r.tenantName,
      r.tin,
      r.propertyName,
      r.unitNumber,
      r.currency,
      major(r.paid, r.currency),
    ]),
  ]);
  return { year: chosen, csv };
}
