import type { Message } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import { maintenanceCostFields } from "@common/schemas/expenses";
import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ExpenseCostFields } from "@/features/expenses/ExpenseCostFields";
import {
  amountDigits,
  type ExpenseCostValues,
  expenseFormData,
  fieldErrorsOf,
} from "@/features/expenses/form";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { withoutErrors } from "@/lib/field-errors";
import { formatDay, todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { invalidateDomains } from "@/lib/query";
import { upload } from "@/lib/upload";
import { useMaintenanceRequest } from "./queries";

/**
 * 'Record Cost' of a request: what the repair cost, whom it was paid to, and the receipt. It becomes the property's
 * expense (category repairs); recording it again edits that expense, whose history keeps what it said before.
 */
export function RecordCostDialog({
  request,
  onClose,
}: {
  request: MaintenanceRequestDto;
  onClose: () => void;
}) {
  const detail = useMaintenanceRequest(request.id);
  return (
    <Dialog open onClose={onClose} title={t("expenses.recordCostTitle")}>
      {detail.isLoading ? (
        <div className="grid place-items-center py-6">
          <Spinner label={t("common.loading")} />
        </div>
      ) : (
        <CostForm requestId={request.id} cost={detail.data?.cost ?? null} onClose={onClose} />
      )}
    </Dialog>
  );
}

function CostForm({
  requestId,
  cost,
  onClose,
}: {
  requestId: string;
  cost: { amount: number; spentOn: string; payee: string; note: string } | null;
  onClose: () => void;
}) {
  const id = useId();
  const [v, setV] = useState<ExpenseCostValues>(
    cost
      ? { amount: String(cost.amount), spentOn: cost.spentOn, payee: cost.payee, note: cost.note }
      : { amount: "", spentOn: todayInKampala(), payee: "", note: "" },
  );
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const queryClient = useQueryClient();
  const set = (name: keyof ExpenseCostValues) => (e: { target: { value: string } }) => {
    setErrors(withoutErrors(name));
    setV((old) => ({ ...old, [name]: e.target.value }));
  };
  const save = useMutation({
    mutationFn: () =>
      upload("maintenance.recordCost", expenseFormData(v, receipt), { params: { id: requestId } }),
    onSuccess: () => {
      void invalidateDomains(queryClient, ["maintenance", "expenses"]);
      toast({ title: t("expenses.costRecorded") });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast({
        variant: "destructive",
        title: t("expenses.recordCost"),
        description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
      });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = maintenanceCostFields.safeParse({ ...v, amount: amountDigits(v.amount) });
    const found: Record<string, Message> = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="record-cost">
      {cost && (
        <p className="text-sm text-slate-700">
          {t("expenses.costSummary", {
            amount: formatMoney(cost.amount),
            payee: cost.payee,
            date: formatDay(cost.spentOn),
          })}
        </p>
      )}
      <ExpenseCostFields
        id={id}
        values={v}
        errors={errors}
        onChange={set}
        onReceipt={setReceipt}
        receiptHint={t("expenses.receiptHint")}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("common.saving") : t(cost ? "expenses.editCost" : "expenses.recordCost")}
        </Button>
      </div>
    </form>
  );
}
