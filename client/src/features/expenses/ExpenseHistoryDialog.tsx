import { formatMoney } from "@common/money";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { Dialog } from "@/components/ui/dialog";
import { formatDateTime, formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { CATEGORY_LABELS, REVISION_LABELS } from "./labels";
import { useExpenseHistory } from "./queries";

/** Every version of one expense, oldest first: what it said after each change, who made it and when. */
export function ExpenseHistoryDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const history = useExpenseHistory(id);
  return (
    <Dialog open onClose={onClose} title={t("expenses.historyTitle")}>
      {history.isLoading ? (
        <ListSkeleton rows={2} />
      ) : history.isError ? (
        <ErrorState
          title={t("expenses.historyTitle")}
          error={history.error}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : (
        <ol className="space-y-3" data-testid="expense-history">
          {(history.data?.items ?? []).map((r) => {
            const action = t(REVISION_LABELS[r.action]);
            const when = formatDateTime(r.at);
            return (
              <li key={r.revision} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {r.actorName
                    ? t("expenses.revisionBy", { action, name: r.actorName, when })
                    : t("expenses.revisionByUnknown", { action, when })}
                </p>
                <p className="text-slate-700">
                  {formatMoney(r.snapshot.amount, r.snapshot.currency)} ·{" "}
                  {t(CATEGORY_LABELS[r.snapshot.category])} · {r.snapshot.payee} ·{" "}
                  {formatDay(r.snapshot.spentOn)}
                </p>
                {r.snapshot.note && <p className="text-slate-600">{r.snapshot.note}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
