import type { MessageKey } from "@common/i18n/keys";
import { formatMoney } from "@common/money";
import {
  CONFIRMABLE,
  LINE_STATUSES,
  type LineCounts,
  type LineStatus,
  MAX_CONFIRM_LINES,
  type StatementLineView,
  type StatementSummary,
  UNDECIDED,
} from "@common/schemas/reconciliation";
import { CheckCheck, FileSpreadsheet } from "lucide-react";
import { useId, useRef, useState } from "react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { pill } from "@/components/ui/pill";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate, formatDateTime } from "@/lib/format";
import { t } from "@/lib/i18n";
import { AssignDialog } from "./AssignDialog";
import { LoadMore } from "./LoadMore";
import { useConfirmLines, useIgnoreLine, useStatementLines } from "./queries";

const STATUS_LABEL: Record<LineStatus, MessageKey> = {
  matched: "reconcile.statusMatched",
  suggested: "reconcile.statusSuggested",
  unmatched: "reconcile.statusUnmatched",
  confirmed: "reconcile.statusConfirmed",
  ignored: "reconcile.statusIgnored",
};
const STATUS_HINT: Record<LineStatus, MessageKey> = {
  matched: "reconcile.hintMatched",
  suggested: "reconcile.hintSuggested",
  unmatched: "reconcile.hintUnmatched",
  confirmed: "reconcile.hintConfirmed",
  ignored: "reconcile.hintIgnored",
};
const STATUS_COLOUR: Record<LineStatus, string> = {
  matched: "bg-emerald-100 text-emerald-800",
  suggested: "bg-amber-100 text-amber-900",
  unmatched: "bg-slate-100 text-slate-700",
  confirmed: "bg-brand-50 text-brand-700",
  ignored: "bg-slate-100 text-slate-600",
};

/** The first status with lines, in the order the landlord works through them. */
export function firstStatusWithLines(counts: LineCounts): LineStatus {
  return LINE_STATUSES.find((s) => counts[s] > 0) ?? "matched";
}

/** A statement's lines: a filter by status with counts, and the lines of the chosen status. */
export function StatementLines({ statement }: { statement: StatementSummary }) {
  const id = useId();
  const [status, setStatus] = useState<LineStatus>(() => firstStatusWithLines(statement.counts));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold break-words text-slate-900">
          {t("reconcile.linesHeading", { file: statement.fileName })}
        </h2>
        <p className="text-sm text-slate-600">
          {t("reconcile.statementMeta", {
            bank: statement.bank,
            date: formatDateTime(statement.createdAt),
            count: statement.creditLines,
            fresh: statement.newLines,
          })}
        </p>
      </div>
      <fieldset className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <legend className="sr-only">{t("reconcile.filterLabel")}</legend>
        {LINE_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
            className={buttonClass(s === status ? "primary" : "outline", "min-w-0 px-2 sm:px-4")}
          >
            {t("reconcile.filterOption", { status: t(STATUS_LABEL[s]), count: statement.counts[s] })}
          </button>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{t(STATUS_HINT[status])}</p>
      <LinesOfStatus key={`${statement.id}-${status}`} statementId={statement.id} status={status} />
    </section>
  );
}

function LinesOfStatus({ statementId, status }: { statementId: string; status: LineStatus }) {
  const lines = useStatementLines(statementId, status);
  const rows = lines.data?.pages.flatMap((p) => p.lines) ?? [];
  const selectable = CONFIRMABLE.includes(status);
  // Matched lines start selected, suggested ones not: `toggled` holds the lines the landlord changed.
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const [assigning, setAssigning] = useState<StatementLineView | null>(null);
  const confirm = useConfirmLines();
  const ignore = useIgnoreLine();
  const isSelected = (lineId: string) => (status === "matched") !== toggled.has(lineId);
  const selected = selectable ? rows.filter((r) => isSelected(r.id)).map((r) => r.id) : [];
  const toggle = (lineId: string) =>
    setToggled((prev) => {
      const next = new Set(prev);
      if (!next.delete(lineId)) next.add(lineId);
      return next;
    });
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const selectAll = () =>
    setToggled(new Set(allSelected === (status === "matched") ? rows.map((r) => r.id) : []));

  // A double click is one request: the button is disabled only once the first one is under way.
  const confirming = useRef(false);
  const confirmSelected = () => {
    if (confirming.current) return;
    confirming.current = true;
    confirm.mutate(selected.slice(0, MAX_CONFIRM_LINES), {
      onSettled: () => {
        confirming.current = false;
      },
      onSuccess: (r) => {
        setToggled(new Set());
        toast({
          title: t("reconcile.confirmedTitle"),
          description: t("reconcile.confirmedSummary", {
            count: r.confirmed,
            credited: r.credited,
            linked: r.linked,
          }),
        });
      },
      onError: (err) =>
        toast({
          variant: "destructive",
          title: t("reconcile.confirmFailedTitle"),
          description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
        }),
    });
  };

  const ignoreLine = (line: StatementLineView) =>
    ignore.mutate(line.id, {
      onSuccess: () => toast({ title: t("reconcile.ignoredTitle") }),
      onError: (err) =>
        toast({
          variant: "destructive",
          title: t("reconcile.ignoreFailedTitle"),
          description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
        }),
    });

  if (lines.isLoading) return <ListSkeleton rows={3} label={t("reconcile.linesLoading")} />;
  if (lines.isError && rows.length === 0)
    return (
      <ErrorState
        title={t("reconcile.linesLoadFailed")}
        error={lines.error}
        onRetry={() => lines.refetch()}
        retrying={lines.isFetching}
      />
    );
  if (rows.length === 0)
    return (
      <EmptyState
        icon={<FileSpreadsheet className="h-6 w-6" />}
        title={t("reconcile.noLinesTitle", { status: t(STATUS_LABEL[status]) })}
        text={t("reconcile.noLinesText")}
      />
    );

  return (
    <div className="space-y-3">
      {selectable && (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
          <label className="inline-flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-600"
              checked={allSelected}
              onChange={selectAll}
            />
            {t("reconcile.selectAll", { count: rows.length })}
          </label>
          <Button onClick={confirmSelected} disabled={selected.length === 0 || confirm.isPending}>
            <CheckCheck aria-hidden className="h-4 w-4" />
            {confirm.isPending
              ? t("reconcile.confirming")
              : t("reconcile.confirmSelected", { count: selected.length })}
          </Button>
        </div>
      )}
      <ul className="space-y-2" aria-label={t("reconcile.linesLabel", { status: t(STATUS_LABEL[status]) })}>
        {rows.map((line) => (
          <LineItem
            key={line.id}
            line={line}
            selectable={selectable}
            selected={selectable && isSelected(line.id)}
            onToggle={() => toggle(line.id)}
            onAssign={() => setAssigning(line)}
            onIgnore={() => ignoreLine(line)}
            busy={ignore.isPending && ignore.variables === line.id}
          />
        ))}
      </ul>
      <LoadMore query={lines} failed={t("reconcile.linesLoadFailed")} />
      {assigning && <AssignDialog line={assigning} onClose={() => setAssigning(null)} />}
    </div>
  );
}

/** One line: a card on phones, a row of columns from md up. */
function LineItem({
  line,
  selectable,
  selected,
  onToggle,
  onAssign,
  onIgnore,
  busy,
}: {
  line: StatementLineView;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  onAssign: () => void;
  onIgnore: () => void;
  busy: boolean;
}) {
  const amount = formatMoney(line.amount, "UGX");
  const date = formatDate(line.valueDate);
  const undecided = UNDECIDED.includes(line.status);
  return (
    <li
      className="grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:grid-cols-[auto_7rem_9rem_minmax(0,1fr)_minmax(0,14rem)_auto] md:items-center"
      data-testid="statement-line"
    >
      <div className="flex items-center justify-between gap-3 md:contents">
        {selectable ? (
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            checked={selected}
            onChange={onToggle}
            aria-label={t("reconcile.selectLine", { amount, date })}
          />
        ) : (
          <span className="hidden md:block md:w-5" />
        )}
        <span className="text-sm text-slate-600 md:order-none">{date}</span>
        <span className="font-semibold whitespace-nowrap text-slate-900 md:text-right">{amount}</span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="break-words text-slate-800">{line.description || "—"}</p>
        {line.reference && (
          <p className="break-words text-xs text-slate-500">
            {t("reconcile.refLabel", { reference: line.reference })}
          </p>
        )}
      </div>
      <div className="min-w-0 text-sm">
        {line.lease ? (
          <p className="break-words">
            <span className="font-medium text-slate-900">{line.lease.tenantName}</span>
            <span className="text-slate-600">
              {" "}
              · {t("reconcile.unitAt", { unit: line.lease.unitNumber, property: line.lease.propertyName })}
            </span>
          </p>
        ) : (
          <p className="text-slate-500">{t("reconcile.noLease")}</p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className={`${pill} ${STATUS_COLOUR[line.status]}`}>{t(STATUS_LABEL[line.status])}</span>
          {line.receiptNumber !== null && (
            <span className="text-xs text-slate-600">
              {t("reconcile.receiptNo", { number: line.receiptNumber })}
            </span>
          )}
        </p>
      </div>
      {line.status !== "confirmed" ? (
        <div className="grid grid-flow-col auto-cols-fr gap-2 md:flex md:justify-end">
          <Button
            variant="outline"
            onClick={onAssign}
            aria-label={t("reconcile.assignLine", { amount, date })}
          >
            {t("reconcile.assign")}
          </Button>
          {undecided && (
            <Button
              variant="ghost"
              onClick={onIgnore}
              disabled={busy}
              aria-label={t("reconcile.ignoreLine", { amount, date })}
            >
              {t("reconcile.ignore")}
            </Button>
          )}
        </div>
      ) : (
        <span className="hidden md:block" />
      )}
    </li>
  );
}
