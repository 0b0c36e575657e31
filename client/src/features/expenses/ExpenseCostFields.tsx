import type { Message } from "@common/i18n/message";
import { MAX_EXPENSE_NOTE, MAX_EXPENSE_PAYEE } from "@common/schemas/expenses";
import type { ReactNode } from "react";
import { Field, Input } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { t } from "@/lib/i18n";
import type { ExpenseCostValues } from "./form";

/**
 * The amount, date, payee, note and receipt of an expense, as 'Add Expense' and a repair's 'Record Cost' ask them.
 * `gridLead` goes before the amount in its two-column grid (the expense's unit and category).
 */
export function ExpenseCostFields({
  id,
  values,
  errors,
  onChange,
  onReceipt,
  receiptHint,
  gridLead,
}: {
  id: string;
  values: ExpenseCostValues;
  errors: Record<string, Message>;
  onChange: (name: keyof ExpenseCostValues) => (e: { target: { value: string } }) => void;
  onReceipt: (file: File | null) => void;
  receiptHint: Message;
  gridLead?: ReactNode;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {gridLead}
        <Field label={t("expenses.amount")} htmlFor={`${id}-amount`} error={errors.amount}>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            maxLength={17}
            value={values.amount}
            onChange={onChange("amount")}
          />
        </Field>
        <Field label={t("expenses.date")} htmlFor={`${id}-date`} error={errors.spentOn}>
          <Input
            id={`${id}-date`}
            type="date"
            {...dayBounds("expense")}
            value={values.spentOn}
            onChange={onChange("spentOn")}
          />
        </Field>
      </div>
      <Field label={t("expenses.payee")} htmlFor={`${id}-payee`} error={errors.payee}>
        <Input
          id={`${id}-payee`}
          maxLength={MAX_EXPENSE_PAYEE}
          value={values.payee}
          onChange={onChange("payee")}
        />
      </Field>
      <Field label={t("expenses.note")} htmlFor={`${id}-note`} error={errors.note}>
        <Input
          id={`${id}-note`}
          maxLength={MAX_EXPENSE_NOTE}
          value={values.note}
          onChange={onChange("note")}
        />
      </Field>
      <Field
        label={t("expenses.receipt")}
        htmlFor={`${id}-receipt`}
        error={errors.receipt}
        hint={receiptHint}
      >
        <Input
          id={`${id}-receipt`}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(e) => onReceipt(e.target.files?.[0] ?? null)}
        />
      </Field>
    </>
  );
}
