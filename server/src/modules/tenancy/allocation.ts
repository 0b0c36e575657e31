import { daysBetween } from "../../../../common/kampala-calendar";
import { MAX_ADVANCE_MONTHS } from "../../../../common/schemas/rent";
import {
  ALLOCATION_RANK,
  CHARGE_GROUPS,
  type ChargeGroup,
  type ChargeKind,
  chargeGroup,
} from "../../../../common/tenancy";
import { nextScheduledDueDate } from "./dates";

/** Pure rules of the rent ledger: where money goes and what a lease's standing is. No database here. */

export interface OpenCharge {
  id: string;
  dueDate: string;
  kind: ChargeKind;
  /** Orders charges due the same day (epoch ms). */
  createdAt: number;
  /** What is still unpaid on the charge. */
  open: number;
}

export interface Allocation {
  chargeId: string;
  amount: number;
}

/**
 * Oldest first: due date; on one day, by kind (rent first, the deposit last: ALLOCATION_RANK); then creation,
 * then id (a total order, so the result never depends on input order).
 */
export function byAge(a: OpenCharge, b: OpenCharge): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.kind !== b.kind) return ALLOCATION_RANK[a.kind] - ALLOCATION_RANK[b.kind];
  if (a.createdAt !== b.createdAt) return a.createdAt - b.createdAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Spreads `amount` over the open charges, oldest first, never more than a charge's open amount. What is left
 * over is the remainder: credit that later charges take.
 */
export function allocate(
  openCharges: readonly OpenCharge[],
  amount: number,
): { allocations: Allocation[]; remainder: number } {
  let left = Math.max(0, Math.floor(amount));
  const allocations: Allocation[] = [];
  for (const charge of [...openCharges].sort(byAge)) {
    if (left === 0) break;
    if (charge.open <= 0) continue;
    const take = Math.min(left, charge.open);
    allocations.push({ chargeId: charge.id, amount: take });
    left -= take;
  }
  return { allocations, remainder: left };
}

export type StandingStatus = "current" | "overdue" | "partial";

export interface LeaseStanding {
  /** Due charges minus succeeded payments: what is owed now; negative = credit. */
  balance: number;
  nextDueDate: string | null;
  daysOverdue: number;
  status: StandingStatus;
  monthlyRent: number;
  currency: "UGX" | "USD";
  /** Open amounts of the charges due by today. */
  dueOutstanding: number;
  /** The most the tenant may pay now: what is due plus at most three months in advance (Act 2022). */
  maxPayable: number;
  /** dueOutstanding by charge group (common/tenancy.ts chargeGroup), only the groups with something open. */
  openByGroup: { group: ChargeGroup; amount: number }[];
  /** Paid beyond what is due (credit, or charges not due yet already paid): -balance when negative. */
  paidInAdvance: number;
}

export interface LedgerLease {
  startDate: string;
  endDate: string | null;
  monthlyRent: number;
  currency: "UGX" | "USD";
}

export interface LedgerCharge {
  id: string;
  kind: ChargeKind;
  dueDate: string;
  amount: number;
  /** The sum allocated to it so far. */
  allocated: number;
}

/**
 * A lease's standing on `today` from its charges and the total of its succeeded payments.
 * - balance: charges due by today minus payments.
 * - overdue: a charge past its due date is open and nothing of it is paid; partial: past-due charges are open
 *   but each is partly paid; current otherwise (a charge due today is not late yet).
 * - nextDueDate: the due date of the oldest open charge; when everything is paid, the next scheduled one.
 * - maxPayable: what is due, plus three months' rent, minus what is already paid in advance.
 * - openByGroup: what is open of the charges due by today, by group (rent, deposit, pets, ...).
 * The landlord dashboard computes dueOutstanding and the overdue status in SQL (dashboard/queries.ts, its
 * fixture test pins them): a change of these rules changes both.
 */
export function computeStanding(
  lease: LedgerLease,
  charges: readonly LedgerCharge[],
  paidTotal: number,
  today: string,
): LeaseStanding {
  const sorted = [...charges].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const open = (c: LedgerCharge) => Math.max(0, c.amount - c.allocated);
  let dueTotal = 0;
  let dueOutstanding = 0;
  const openOf = new Map<ChargeGroup, number>();
  for (const c of sorted) {
    if (c.dueDate > today) continue;
    dueTotal += c.amount;
    dueOutstanding += open(c);
    const group = chargeGroup(c.kind);
    openOf.set(group, (openOf.get(group) ?? 0) + open(c));
  }
  const balance = dueTotal - paidTotal;
  const pastDueOpen = sorted.filter((c) => c.dueDate < today && open(c) > 0);
  const status: StandingStatus = pastDueOpen.some((c) => c.allocated <= 0)
    ? "overdue"
    : pastDueOpen.length
      ? "partial"
      : "current";
  const oldestOpen = sorted.find((c) => open(c) > 0);
  // The rent schedule goes on from the last rent charge: a yearly charge posted ahead is not a month of rent.
  const lastDue = sorted.findLast((c) => c.kind === "rent")?.dueDate ?? null;
  const nextDueDate = oldestOpen
    ? oldestOpen.dueDate
    : nextScheduledDueDate(lease.startDate, lease.endDate, lastDue);
  const paidInAdvance = Math.max(0, -balance);
  return {
    balance,
    nextDueDate,
    daysOverdue: pastDueOpen[0] ? daysBetween(pastDueOpen[0].dueDate, today) : 0,
    status,
    monthlyRent: lease.monthlyRent,
    currency: lease.currency,
    dueOutstanding,
    maxPayable: Math.max(0, dueOutstanding + MAX_ADVANCE_MONTHS * lease.monthlyRent - paidInAdvance),
    openByGroup: CHARGE_GROUPS.flatMap((group) => {
      const amount = openOf.get(group) ?? 0;
      return amount > 0 ? [{ group, amount }] : [];
    }),
    paidInAdvance,
  };
}
