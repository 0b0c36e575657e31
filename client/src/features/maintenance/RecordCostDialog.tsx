import type { Message } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import { MAX_EXPENSE_NOTE, MAX_EXPENSE_PAYEE, maintenanceCostFields } from "@common/schemas/expenses";
import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { formatDay, todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { invalidateDomains } from "@/lib/query";
import { upload } from "@/lib/upload";
import { useMaintenanceRequest } from "./queries";

type Cost = { amount: string; spentOn: string; payee: string; note: string };

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
  const [v, setV] = useState<Cost>(
    cost
      ? { amount: String(cost.amount), spentOn: cost.spentOn, payee: cost.payee, note: cost.note }
      : { amount: "", spentOn: todayInKampala(), payee: "", note: "" },
  );
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const queryClient = useQueryClient();
  const set = (name: keyof Cost) => (e: { target: { value: string } }) => {
    setErrors(({ [name]: _, ...rest }) => rest);
    setV((old) => ({ ...old, [name]: e.target.value }));
  };
  const fields = { ...v, amount: v.amount.replace(/[\s,]/g, "") };
  const save = useMutation({
    mutationFn: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (receipt) form.append("receipt", receipt);
      return upload("maintenance.recordCost", form, { params: { id: requestId } });
    },
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
    const parsed = maintenanceCostFields.safeParse(fields);
    const found: Record<string, Message> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message as Message;
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
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <Field label={t("expenses.amount")} htmlFor={`${id}-amount`} error={errors.amount}>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            maxLength={17}
            value={v.amount}
            onChange={set("amount")}
          />
        </Field>
        <Field label={t("expenses.date")} htmlFor={`${id}-date`} error={errors.spentOn}>
          <Input
            id={`${id}-date`}
            type="date"
            {...dayBounds("expense")}
            value={v.spentOn}
            onChange={set("spentOn")}
          />
        </Field>
      </div>
      <Field label={t("expenses.payee")} htmlFor={`${id}-payee`} error={errors.payee}>
        <Input id={`${id}-payee`} maxLength={MAX_EXPENSE_PAYEE} value={v.payee} onChange={set("payee")} />
      </Field>
      <Field label={t("expenses.note")} htmlFor={`${id}-note`} error={errors.note}>
        <Input id={`${id}-note`} maxLength={MAX_EXPENSE_NOTE} value={v.note} onChange={set("note")} />
      </Field>
      <Field label={t("expenses.receipt")} htmlFor={`${id}-receipt`} hint={t("expenses.receiptHint")}>
        <Input
          id={`${id}-receipt`}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
        />
      </Field>
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
