import { formatMoney } from "@common/money";
import type { Expense } from "@common/schemas/expenses";
import { History, Paperclip, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { href } from "@/lib/api";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { CATEGORY_LABELS } from "./labels";

export type ExpenseAction = "edit" | "history" | "delete";

/** One expense in the list: what, where, when and how much, with its receipt and actions. */
export function ExpenseCard({
  e,
  onAction,
}: {
  e: Expense;
  onAction: (a: ExpenseAction, e: Expense) => void;
}) {
  return (
    <Card className="p-4" data-testid="expense">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{e.payee}</p>
          <p className="text-sm text-slate-600">
            {t(CATEGORY_LABELS[e.category])} · {e.propertyName}
            {e.unitNumber ? ` · ${e.unitNumber}` : ""} · {formatDay(e.spentOn)}
          </p>
          {e.maintenanceRequestId && (
            <p className="text-xs text-slate-500">{t("expenses.fromMaintenance")}</p>
          )}
          {e.note && <p className="mt-1 text-sm text-slate-700">{e.note}</p>}
        </div>
        <p className="text-lg font-semibold tabular-nums text-slate-900">
          {formatMoney(e.amount, e.currency)}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {e.receipt && (
          <a
            href={href("expenses.receipt", { params: { id: e.id } })}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 underline"
          >
            <Paperclip aria-hidden className="h-4 w-4" />
            {t("expenses.viewReceipt")}
          </a>
        )}
        <Button variant="outline" onClick={() => onAction("edit", e)}>
          <Pencil aria-hidden className="h-4 w-4" />
          {t("expenses.edit")}
        </Button>
        <Button variant="outline" onClick={() => onAction("history", e)}>
          <History aria-hidden className="h-4 w-4" />
          {t("expenses.history")}
        </Button>
        <Button variant="outline" onClick={() => onAction("delete", e)}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t("expenses.delete")}
        </Button>
      </div>
    </Card>
  );
}
