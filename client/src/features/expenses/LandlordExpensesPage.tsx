import { monthLabel } from "@common/kampala-calendar";
import { formatMoney } from "@common/money";
import type { Expense } from "@common/schemas/expenses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Wallet } from "lucide-react";
import { useState } from "react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/features/chat/ConfirmDialog";
import { call } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import { currentLocale, t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { invalidateDomains } from "@/lib/query";
import { LandlordPageShell } from "@/shells/LandlordPageShell";
import { type ExpenseAction, ExpenseCard } from "./ExpenseCard";
import { ExpenseDialog } from "./ExpenseDialog";
import { ExpenseFilters } from "./ExpenseFilters";
import { ExpenseHistoryDialog } from "./ExpenseHistoryDialog";
import { CATEGORY_LABELS } from "./labels";
import { type ExpenseFilters as Filters, useExpenses } from "./queries";

type Open = { kind: "add" } | { kind: ExpenseAction; expense: Expense } | null;

/** /landlord-expenses: what the landlord spent on their properties, by property, category and month, with totals. */
export default function LandlordExpensesPage() {
  usePageTitle(t("expenses.title"));
  const [filters, setFilters] = useState<Filters>({ propertyId: undefined, category: "", month: "" });
  const [open, setOpen] = useState<Open>(null);
  const expenses = useExpenses(filters);
  const rows = expenses.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = expenses.data?.pages[0]?.totals;
  const filtered = filters.propertyId !== undefined || filters.category !== "" || filters.month !== "";
  const close = () => setOpen(null);

  return (
    <LandlordPageShell>
      <PageHeading
        title={t("expenses.title")}
        subtitle={t("expenses.subtitle")}
        actions={
          <Button onClick={() => setOpen({ kind: "add" })}>
            <Plus aria-hidden className="h-4 w-4" />
            {t("expenses.addExpense")}
          </Button>
        }
      />
      <ExpenseFilters value={filters} onChange={setFilters} />
      {totals && totals.count > 0 && (
        <section aria-label={t("expenses.byCategory")} className="mb-4 rounded-xl bg-white p-4 shadow-sm">
          <p className="text-lg font-semibold text-slate-900" data-testid="expense-total">
            {filters.month
              ? t("expenses.totalFor", {
                  month: monthLabel(filters.month, currentLocale()),
                  amount: formatMoney(totals.amount),
                })
              : t("expenses.totalAll", { amount: formatMoney(totals.amount) })}
          </p>
          <p className="text-sm text-slate-600">{t("expenses.countLabel", { count: totals.count })}</p>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {totals.byCategory.map((c) => (
              <li key={c.category} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {t(CATEGORY_LABELS[c.category])}: {formatMoney(c.amount)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {expenses.isLoading ? (
        <ListSkeleton label={t("common.loading")} />
      ) : expenses.isError && rows.length === 0 ? (
        <ErrorState
          title={t("expenses.title")}
          error={expenses.error}
          onRetry={() => expenses.refetch()}
          retrying={expenses.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Wallet className="h-6 w-6" />}
          title={t("expenses.title")}
          text={t(filtered ? "expenses.emptyFiltered" : "expenses.empty")}
        />
      ) : (
        <div className="space-y-3">
          {rows.map((e) => (
            <ExpenseCard key={e.id} e={e} onAction={(kind, expense) => setOpen({ kind, expense })} />
          ))}
          {expenses.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {apiErrorMessage(expenses.error, t("common.genericError"))}
            </p>
          )}
          {expenses.hasNextPage && (
            <button
              type="button"
              onClick={() => expenses.fetchNextPage()}
              disabled={expenses.isFetchingNextPage}
              className={buttonClass("outline", "w-full sm:w-auto")}
            >
              {expenses.isFetchingNextPage ? t("common.loading") : t("common.loadMore")}
            </button>
          )}
        </div>
      )}
      {open?.kind === "add" && (
        <ExpenseDialog expense={null} propertyId={filters.propertyId} onClose={close} />
      )}
      {open?.kind === "edit" && (
        <ExpenseDialog expense={open.expense} propertyId={undefined} onClose={close} />
      )}
      {open?.kind === "history" && <ExpenseHistoryDialog id={open.expense.id} onClose={close} />}
      {open?.kind === "delete" && <DeleteExpense expense={open.expense} onClose={close} />}
    </LandlordPageShell>
  );
}

function DeleteExpense({ expense, onClose }: { expense: Expense; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => call("expenses.delete", { params: { id: expense.id } }),
    onSuccess: () => {
      void invalidateDomains(queryClient, ["expenses", "maintenance"]);
      toast({ title: t("expenses.deleted") });
      onClose();
    },
    onError: (e) =>
      toast({
        variant: "destructive",
        title: t("expenses.delete"),
        description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
      }),
  });
  return (
    <ConfirmDialog
      open
      destructive
      title={t("expenses.deleteTitle")}
      text={t("expenses.deleteBody", {
        payee: expense.payee,
        amount: formatMoney(expense.amount, expense.currency),
        date: formatDay(expense.spentOn),
      })}
      confirmLabel={t("expenses.delete")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    />
  );
}
