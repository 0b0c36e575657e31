import { eq } from "drizzle-orm";
import { addDays, addMonths, kampalaInstant, kampalaToday } from "../../../common/kampala-calendar";
import type { ExpenseCategory } from "../../../common/schemas/expenses";
import type { DbOrTx } from "../db/client";
import { expenseRevisions, expenses, properties } from "../db/schema";
import { snapshotOf } from "../modules/expenses/queries";

/** What each demo property costs to run, in UGX a month (wages and security are the caretaker's and guards'). */
interface RunningCosts {
  wages: number;
  security: number;
  cleaning: number;
  utilities: number;
  insurance: number;
  rates: number;
  caretaker: string;
}

const COSTS: Record<string, RunningCosts> = {
  "Kampala Heights": {
    wages: 600_000,
    security: 1_200_000,
    cleaning: 350_000,
    utilities: 420_000,
    insurance: 3_600_000,
    rates: 2_400_000,
    caretaker: "Joseph Mukasa",
  },
  "Nakasero Towers": {
    wages: 700_000,
    security: 1_500_000,
    cleaning: 400_000,
    utilities: 510_000,
    insurance: 4_800_000,
    rates: 3_100_000,
    caretaker: "Peter Ochieng",
  },
  "Kololo Residences": {
    wages: 450_000,
    security: 900_000,
    cleaning: 250_000,
    utilities: 300_000,
    insurance: 2_700_000,
    rates: 1_800_000,
    caretaker: "Agnes Nabirye",
  },
  "Bugolobi Gardens": {
    wages: 400_000,
    security: 800_000,
    cleaning: 200_000,
    utilities: 260_000,
    insurance: 2_100_000,
    rates: 1_500_000,
    caretaker: "Robert Kato",
  },
};

/** Repairs through the year: [months ago, day of month, amount, payee, note], the same every seed. */
const REPAIRS: [number, number, number, string, string][] = [
  [11, 9, 380_000, "Ssekandi Plumbing", "Burst pipe under the kitchen sink"],
  [9, 17, 1_250_000, "Kiwa Roofing Works", "Leaking roof over the top floor"],
  [7, 4, 210_000, "Okello Electricals", "Replaced the stair lights"],
  [5, 22, 640_000, "Ssekandi Plumbing", "New water heater element"],
  [3, 11, 95_000, "Mugisha Hardware", "Door locks and hinges"],
  [1, 6, 520_000, "Nile Paint Centre", "Repainted the entrance hall"],
];

type Row = typeof expenses.$inferInsert;

/**
 * A year of the demo landlord's expenses on each of their properties, counted back from today so the reports
 * always show twelve full months: the caretaker's wages, guards and cleaners monthly, common-area power and
 * water, insurance and property rates once a year, and repairs now and then. Deterministic; no receipts.
 */
export async function seedDemoExpenses(tx: DbOrTx, landlordId: string): Promise<void> {
  const owned = await tx
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.landlordId, landlordId));
  const today = kampalaToday();
  const monthStart = `${today.slice(0, 7)}-01`;
  const rows: Row[] = [];
  for (const [i, property] of owned.entries()) {
    const costs = COSTS[property.name];
    if (!costs) continue;
    const add = (
      monthsAgo: number,
      day: number,
      category: ExpenseCategory,
      amount: number,
      payee: string,
      note = "",
    ) => {
      const spentOn = addDays(addMonths(monthStart, -monthsAgo), day - 1);
      if (spentOn <= today)
        rows.push({
          landlordId,
          propertyId: property.id,
          category,
          amount,
          currency: "UGX",
          spentOn,
          payee,
          note,
        });
    };
    for (let m = 0; m < 12; m++) {
      add(m, 28, "wages", costs.wages, costs.caretaker, "Caretaker's wages");
      add(m, 1, "security", costs.security, "Guardian Security Services");
      add(m, 15, "cleaning", costs.cleaning, "Sparkle Cleaners Kampala");
      // Power and water of the common areas vary a little with the season.
      add(m, 10, "utilities", costs.utilities + ((m * 37_000 + i * 11_000) % 90_000), "Umeme and NWSC");
    }
    add(8, 3, "insurance", costs.insurance, "Jubilee Insurance", "Building cover for the year");
    add(6, 30, "taxes_fees", costs.rates, "Kampala Capital City Authority", "Property rates");
    for (const [monthsAgo, day, amount, payee, note] of REPAIRS.filter((_, r) => (r + i) % 2 === 0))
      add(monthsAgo, day, "repairs", amount + i * 15_000, payee, note);
  }
  if (!rows.length) return;
  const inserted = await tx.insert(expenses).values(rows).returning();
  await tx.insert(expenseRevisions).values(
    inserted.map((e) => ({
      expenseId: e.id,
      revision: 1,
      action: "created" as const,
      snapshot: snapshotOf(e),
      actorId: landlordId,
      createdAt: kampalaInstant(e.spentOn, "12:00:00"),
    })),
  );
}
