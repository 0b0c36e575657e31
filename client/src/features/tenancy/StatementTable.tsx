import { formatMoney } from "@common/money";
import type { AccountStatementView, StatementLine } from "@common/schemas/account-statement";
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from "@/components/ui/responsive-table";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";

/**
 * The statement's lines with the balance after each: a table on wide screens, one card per line on phones
 * (ResponsiveTable), between the opening and the closing balance.
 */
export function StatementTable({ s }: { s: AccountStatementView }) {
  const money = (n: number) => formatMoney(n, s.currency);
  const columns = [
    t("tenancy-account.statementDate"),
    t("tenancy-account.statementDescription"),
    t("tenancy-account.statementCharged"),
    t("tenancy-account.statementPaid"),
    t("tenancy-account.statementBalance"),
  ] as const;
  return (
    <div className="space-y-3">
      <BalanceLine
        label={t("tenancy-account.statementOpening")}
        date={s.from}
        value={money(s.openingBalance)}
      />
      {s.lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-600">
          {t("tenancy-account.statementEmpty")}
        </p>
      ) : (
        <ResponsiveTable
          caption={t("tenancy-account.statementPeriod", { from: formatDay(s.from), to: formatDay(s.to) })}
          columns={columns}
        >
          {s.lines.map((line) => (
            <Row key={line.id} line={line} columns={columns} money={money} />
          ))}
        </ResponsiveTable>
      )}
      <BalanceLine
        label={t("tenancy-account.statementClosing")}
        date={s.to}
        value={money(s.closingBalance)}
        strong
      />
    </div>
  );
}

function Row({
  line,
  columns,
  money,
}: {
  line: StatementLine;
  columns: readonly string[];
  money: (n: number) => string;
}) {
  const figure = (n: number) => (n ? money(n) : "");
  return (
    <ResponsiveRow>
      <ResponsiveCell label={columns[0]!} head className="md:whitespace-nowrap">
        <span className="text-sm font-medium text-slate-700">{formatDay(line.date)}</span>
      </ResponsiveCell>
      <ResponsiveCell label={columns[1]!} stack>
        <span className={line.type === "correction" ? "text-amber-800" : "text-slate-900"}>
          {line.description}
        </span>
        {line.reference && <span className="block text-xs text-slate-600">{line.reference}</span>}
      </ResponsiveCell>
      {line.charged !== 0 && (
        <ResponsiveCell label={columns[2]!} className="md:text-right md:whitespace-nowrap">
          <span className="block tabular-nums md:text-right">{figure(line.charged)}</span>
        </ResponsiveCell>
      )}
      {line.charged === 0 && <td className="hidden md:table-cell" />}
      {line.paid !== 0 && (
        <ResponsiveCell label={columns[3]!} className="md:text-right md:whitespace-nowrap">
          <span className="block tabular-nums text-green-800 md:text-right">{figure(line.paid)}</span>
        </ResponsiveCell>
      )}
      {line.paid === 0 && <td className="hidden md:table-cell" />}
      <ResponsiveCell label={columns[4]!} className="md:text-right md:whitespace-nowrap">
        <span className="block font-medium tabular-nums md:text-right">{money(line.balance)}</span>
      </ResponsiveCell>
    </ResponsiveRow>
  );
}

function BalanceLine({
  label,
  date,
  value,
  strong = false,
}: {
  label: string;
  date: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 rounded-xl border px-4 py-3 ${
        strong ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white"
      }`}
    >
      <span className="min-w-0">
        <span className={`block text-sm ${strong ? "font-semibold text-slate-900" : "text-slate-700"}`}>
          {label}
        </span>
        <span className="block text-xs text-slate-600">{formatDay(date)}</span>
      </span>
      <span
        data-testid={strong ? "statement-closing" : "statement-opening"}
        className={`shrink-0 tabular-nums ${strong ? "text-lg font-bold text-slate-900" : "font-semibold"}`}
      >
        {value}
      </span>
    </div>
  );
}
