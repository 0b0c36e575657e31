import type { RecurringCharge } from "../../../../../common/schemas/charges";
import type { DbOrTx } from "../../../db/client";
import { periodOf } from "../../tenancy";
import { type ChargeRow, unitsOfCharges } from "../queries/charges";
import { amountsOf } from "../queries/posting";
import { amountOf, changeBoundary, nextDueDate, postedDueDates } from "../schedule";

/** Charges as answered, with their units, amounts and next due date: two queries for any number of them. */
export async function toDtos(db: DbOrTx, rows: ChargeRow[], today: string): Promise<RecurringCharge[]> {
  const ids = rows.map((r) => r.id);
  const [unitRows, amounts] = await Promise.all([unitsOfCharges(db, ids), amountsOf(db, ids)]);
  return rows.map((r) => {
    const next = nextDueDate(r, today);
    const ofCharge = amounts.get(r.id) ?? [];
    const shownDue = next ?? postedDueDates(r, today).at(-1) ?? r.firstDueDate;
    return {
      id: r.id,
      propertyId: r.propertyId,
      propertyName: r.propertyName,
      name: r.name,
      amount: amountOf(ofCharge, periodOf(shownDue)),
      amounts: ofCharge,
      frequency: r.frequency,
      appliesTo: r.appliesTo,
      units: unitRows
        .filter((u) => u.chargeId === r.id)
        .map(({ id, unitNumber }) => ({ id, unitNumber }))
        .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, "en", { numeric: true })),
      firstDueDate: r.firstDueDate,
      endDate: r.endDate,
      nextDueDate: next,
      changesFrom: r.endDate !== null && r.endDate < today ? null : changeBoundary(r, today).from,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
