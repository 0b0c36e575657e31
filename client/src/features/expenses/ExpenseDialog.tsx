import type { Message } from "@common/i18n/message";
import type { Expense } from "@common/schemas/expenses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useUnits } from "@/features/units/queries";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { withoutErrors } from "@/lib/field-errors";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { invalidateDomains } from "@/lib/query";
import { upload } from "@/lib/upload";
import { ExpenseCostFields } from "./ExpenseCostFields";
import { type ExpenseFormValues, expenseFormData, expenseFormErrors, formValuesOf } from "./form";
import { CategoryOptions, PropertyOptions } from "./options";

/**
 * 'Add Expense' and 'Edit Expense': the property (and a unit, or the whole property), category, amount, date,
 * payee, note and a photo or PDF of the receipt. One Idempotency-Key per opening: a double tap records it once.
 */
export function ExpenseDialog({
  expense,
  propertyId,
  onClose,
}: {
  expense: Expense | null;
  propertyId: number | undefined;
  onClose: () => void;
}) {
  const id = useId();
  const [v, setV] = useState<ExpenseFormValues>(() => formValuesOf(expense, propertyId, todayInKampala()));
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const units = useUnits(v.propertyId ? Number(v.propertyId) : undefined, "all");
  const key = useRef(crypto.randomUUID());
  const queryClient = useQueryClient();
  const set = (name: keyof ExpenseFormValues) => (e: { target: { value: string } }) => {
    setErrors(withoutErrors(name));
    setV((old) => ({ ...old, [name]: e.target.value, ...(name === "propertyId" ? { unitId: "" } : {}) }));
  };

  const save = useMutation({
    mutationFn: () => {
      const form = expenseFormData(v, receipt);
      return expense
        ? upload("expenses.update", form, { params: { id: expense.id } })
        : upload("expenses.create", form, { idempotencyKey: `expense-${key.current}` });
    },
    onSuccess: () => {
      void invalidateDomains(queryClient, ["expenses", "maintenance"]);
      toast({ title: t("expenses.saved") });
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast({
        variant: "destructive",
        title: t("expenses.saveExpense"),
        description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
      });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = expenseFormErrors(v, receipt);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const linked = expense?.maintenanceRequestId != null;

  return (
    <Dialog open onClose={onClose} title={t(expense ? "expenses.editExpense" : "expenses.addExpense")}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="expense-form">
        <Field label={t("expenses.property")} htmlFor={`${id}-property`} error={errors.propertyId}>
          <Select id={`${id}-property`} value={v.propertyId} onChange={set("propertyId")} disabled={linked}>
            <PropertyOptions none={t("expenses.property")} />
          </Select>
        </Field>
        <ExpenseCostFields
          id={id}
          values={v}
          errors={errors}
          onChange={set}
          onReceipt={setReceipt}
          receiptHint={t(expense?.receipt ? "expenses.receiptKept" : "expenses.receiptHint")}
          gridLead={
            <>
              <Field label={t("expenses.unit")} htmlFor={`${id}-unit`} error={errors.unitId}>
                <Select id={`${id}-unit`} value={v.unitId} onChange={set("unitId")} disabled={linked}>
                  <option value="">{t("expenses.wholeProperty")}</option>
                  {(units.data ?? []).map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.unitNumber}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t("expenses.category")} htmlFor={`${id}-category`} error={errors.category}>
                <Select id={`${id}-category`} value={v.category} onChange={set("category")}>
                  <CategoryOptions none={t("expenses.category")} />
                </Select>
              </Field>
            </>
          }
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("common.saving") : t("expenses.saveExpense")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
