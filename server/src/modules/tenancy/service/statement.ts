import { msg } from "../../../../../common/i18n/message";
import { addDays, kampalaDay, kampalaDayStart } from "../../../../../common/kampala-calendar";
import { PAYMENT_METHOD_LABELS } from "../../../../../common/payment-methods";
import type {
  AccountStatementQuery,
  AccountStatementView,
  StatementLine,
} from "../../../../../common/schemas/account-statement";
import type { PaymentMethod } from "../../../../../common/schemas/rent";
import { ALLOCATION_RANK, chargeGroup } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import { notFound } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import { chargeDescription } from "../charge-description";
import { accountSeenBy, type StatementRange, type StatementRow, statementRows } from "../queries/statement";

/**
 * The statement of account of one tenancy (decision 0061). Access first: the lease's tenant or its property's
 * landlord; anyone else, and an unknown lease, gets the same 404.
 */

export type AccountHeader = NonNullable<Awaited<ReturnType<typeof accountSeenBy>>>;

/** The lease's account when `userId` may read it (its tenant, its property's landlord); 404 otherwise. */
export async function requireAccountAccess(
  db: DbOrTx,
  userId: string,
  leaseId: string,
): Promise<AccountHeader> {
  const account = await accountSeenBy(db, userId, leaseId);
  if (!account) throw notFound(msg("tenancy-account.statementNotFound"));
  return account;
}

const rangeOf = (from: string, to: string): StatementRange => ({
  from,
  to,
  start: kampalaDayStart(from),
  end: kampalaDayStart(addDays(to, 1)),
});

/** A line before the running balance: its place on the day (charges, corrections, payments) and its order there. */
type Entry = Omit<StatementLine, "balance"> & { order: number; tiebreak: number };

/** The day a voided charge is taken back: the day it was voided, but never before it fell due. */
const correctionDay = (row: StatementRow) => {
  // 'YYYY-MM-DD' days sort as text: the later of the two.
  return [kampalaDay(new Date(row.at!)), row.dueDate!].sort()[1]!;
};

function chargeEntry(row: StatementRow, tr: Translator, charged: number): Entry {
  return {
    id: row.id!,
    type: "charge",
    date: row.dueDate!,
    group: chargeGroup(row.kind!),
    description: chargeDescription(tr, {
      kind: row.kind!,
      period: row.period,
      description: row.description!,
    }),
    reference: null,
    paymentId: null,
    charged,
    paid: 0,
    order: ALLOCATION_RANK[row.kind!],
    tiebreak: row.createdAt ?? 0,
  };
}

/** The opening balance and the period's lines, in order, from the rows of statementRows. */
export function statementLines(
  rows: readonly StatementRow[],
  range: Pick<StatementRange, "from" | "to">,
  tr: Translator,
): { openingBalance: number; lines: StatementLine[] } {
  let openingBalance = 0;
  const entries: Entry[] = [];
  const within = (day: string) => day >= range.from && day <= range.to;
  for (const row of rows) {
    if (row.type === "opening") openingBalance += row.amount;
    else if (row.type === "charge") entries.push(chargeEntry(row, tr, row.amount));
    else if (row.type === "payment") {
      const method = tr.t(PAYMENT_METHOD_LABELS[row.method as PaymentMethod]);
      entries.push({
        id: row.id!,
        type: "payment",
        date: kampalaDay(new Date(row.at!)),
        group: null,
        description: tr.t("tenancy-account.statementPayment", { method }),
        reference:
          row.receiptNumber !== null
            ? tr.t("tenancy-account.statementReceipt", { number: row.receiptNumber })
            : row.text,
        paymentId: row.id,
        charged: 0,
        paid: row.amount,
        order: 100,
        tiebreak: row.at!,
      });
    } else {
      // A voided charge: on its due date as charged, and taken back on the day it was voided.
      const undone = correctionDay(row);
      if (row.dueDate! < range.from) openingBalance += row.amount;
      else entries.push(chargeEntry(row, tr, row.amount));
      if (undone < range.from) openingBalance -= row.amount;
      else if (within(undone))
        entries.push({
          ...chargeEntry(row, tr, -row.amount),
          id: `${row.id}:correction`,
          type: "correction",
          date: undone,
          description: tr.t("tenancy-account.statementCorrected", { reason: tr.text(row.text ?? "") }),
          order: 50,
          tiebreak: row.at!,
        });
    }
  }
  entries.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      a.order - b.order ||
      a.tiebreak - b.tiebreak ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  let balance = openingBalance;
  const lines = entries.map(({ order: _o, tiebreak: _t, ...line }) => {
    balance += line.charged - line.paid;
    return { ...line, balance };
  });
  return { openingBalance, lines };
}

/** The statement of account for the period, in the reader's language. */
export async function accountStatement(
  db: DbOrTx,
  userId: string,
  query: AccountStatementQuery,
  tr: Translator,
): Promise<AccountStatementView> {
  const account = await requireAccountAccess(db, userId, query.leaseId);
  const range = rangeOf(query.from, query.to);
  const { openingBalance, lines } = statementLines(
    await statementRows(db, account.leaseId, range),
    range,
    tr,
  );
  const totalCharged = lines.reduce((sum, l) => sum + l.charged, 0);
  const totalPaid = lines.reduce((sum, l) => sum + l.paid, 0);
  return {
    ...account,
    from: query.from,
    to: query.to,
    openingBalance,
    lines,
    totalCharged,
    totalPaid,
    closingBalance: openingBalance + totalCharged - totalPaid,
  };
}
