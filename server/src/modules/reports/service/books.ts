import { EXPENSE_CATEGORIES } from "../../../../../common/schemas/expenses";
import {
  type CollectionFigures,
  type CollectionReport,
  INCOME_LINES,
  type IncomeFigures,
  type IncomeLine,
  type IncomeReport,
} from "../../../../../common/schemas/reports";
import { chargeGroup } from "../../../../../common/tenancy";
import type { SessionUser } from "../../../platform/auth/session";
import type { BooksScope } from "../access";
import {
  allocatedByMonthAndKind,
  depositsPaidByMonth,
  dueByMonth,
  receivedByMonth,
  spentByMonthAndCategory,
} from "../queries/money";
import { type Period, periodKeyOf, type ReportRange } from "../range";
import { basisPoints, type RangeQuery, type ReportDeps, scopeAndRange, scopeView, zeroes } from "./common";

/**
 * Money collected per period, by what it paid (decision 0065): each payment settled in the period, less what of it
 * went to a deposit (held for the tenant); what it paid of each income kind, and what is not yet applied to any
 * charge. The same "collected" as the rental tax's gross income, and the collection rate's numerator.
 */
async function collectedByPeriod(deps: ReportDeps, scope: BooksScope, range: ReportRange) {
  const [received, allocated] = await Promise.all([
    receivedByMonth(deps.db, scope, range),
    allocatedByMonthAndKind(deps.db, scope, range),
  ]);
  const lines = new Map<string, Record<IncomeLine, number>>();
  const of = (month: string) => {
    const key = periodKeyOf(range.period, month);
    if (!lines.has(key)) lines.set(key, zeroes(INCOME_LINES));
    return lines.get(key)!;
  };
  for (const r of received) of(r.month).unapplied += r.amount;
  for (const a of allocated) {
    const l = of(a.month);
    l.unapplied -= a.amount;
    const group = chargeGroup(a.kind);
    if (group !== "deposit") l[group] += a.amount;
  }
  return (key: string) => lines.get(key) ?? zeroes(INCOME_LINES);
}

const sum = (figures: Record<string, number>) => Object.values(figures).reduce((s, n) => s + n, 0);

function incomeFigures(
  p: Pick<Period, "key" | "from" | "to">,
  income: Record<IncomeLine, number>,
  expenses: IncomeFigures["expenses"],
): IncomeFigures {
  const collected = sum(income);
  const spent = sum(expenses);
  return { ...p, income, collected, expenses, spent, net: collected - spent };
}

function addUp<K extends string>(keys: readonly K[], rows: Record<K, number>[]) {
  const total = zeroes(keys);
  for (const r of rows) for (const k of keys) total[k] += r[k];
  return total;
}

/** The income statement: collected by line, expenses by category, net; per period and over the range. */
export async function readIncome(
  deps: ReportDeps,
  caller: SessionUser,
  query: RangeQuery,
  today?: string,
): Promise<IncomeReport> {
  const { scope, range } = await scopeAndRange(deps, caller, query, today);
  const [collected, spentRows] = await Promise.all([
    collectedByPeriod(deps, scope, range),
    spentByMonthAndCategory(deps.db, scope, range),
  ]);
  const spent = new Map<string, IncomeFigures["expenses"]>();
  for (const r of spentRows) {
    const key = periodKeyOf(range.period, r.month);
    if (!spent.has(key)) spent.set(key, zeroes(EXPENSE_CATEGORIES));
    spent.get(key)![r.category] += r.amount;
  }
  const periods = range.periods.map((p) =>
    incomeFigures(p, collected(p.key), spent.get(p.key) ?? zeroes(EXPENSE_CATEGORIES)),
  );
  const total = incomeFigures(
    { key: "total", from: range.from, to: range.to },
    addUp(
      INCOME_LINES,
      periods.map((p) => p.income),
    ),
    addUp(
      EXPENSE_CATEGORIES,
      periods.map((p) => p.expenses),
    ),
  );
  return { scope: scopeView(scope, range), periods, total };
}

const collectionFigures = (p: Pick<Period, "key" | "from" | "to">, due: number, collected: number) => ({
  ...p,
  due,
  collected,
  rateBps: basisPoints(collected, due),
});

/** The collection rate: income charges due, money collected (as the income statement counts it), their ratio. */
export async function readCollection(
  deps: ReportDeps,
  caller: SessionUser,
  query: RangeQuery,
  today?: string,
): Promise<CollectionReport> {
  const { scope, range } = await scopeAndRange(deps, caller, query, today);
  // Collected is what was received less what went to deposits: the collection needs no split by kind.
  const [received, deposits, dueRows] = await Promise.all([
    receivedByMonth(deps.db, scope, range),
    depositsPaidByMonth(deps.db, scope, range),
    dueByMonth(deps.db, scope, range),
  ]);
  const collected = new Map<string, number>();
  for (const r of received) {
    const key = periodKeyOf(range.period, r.month);
    collected.set(key, (collected.get(key) ?? 0) + r.amount);
  }
  for (const d of deposits) {
    const key = periodKeyOf(range.period, d.month);
    collected.set(key, (collected.get(key) ?? 0) - d.amount);
  }
  const due = new Map<string, number>();
  for (const r of dueRows) {
    const key = periodKeyOf(range.period, r.month);
    due.set(key, (due.get(key) ?? 0) + r.amount);
  }
  const periods: CollectionFigures[] = range.periods.map((p) =>
    collectionFigures(p, due.get(p.key) ?? 0, collected.get(p.key) ?? 0),
  );
  const total = collectionFigures(
    { key: "total", from: range.from, to: range.to },
    periods.reduce((s, p) => s + p.due, 0),
    periods.reduce((s, p) => s + p.collected, 0),
  );
  return { scope: scopeView(scope, range), periods, total };
}
