import type { ExpenseCategory } from "@common/schemas/expenses";
import { useId } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import { monthBounds } from "@/lib/date-bounds";
import { t } from "@/lib/i18n";
import { CategoryOptions, PropertyOptions } from "./options";
import type { ExpenseFilters as Filters } from "./queries";

/** Property, category and month: the list and its totals follow them. */
export function ExpenseFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const id = useId();
  return (
    <form
      className="mb-4 grid grid-cols-1 gap-3 min-[400px]:grid-cols-3"
      aria-label={t("expenses.filters")}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={t("expenses.property")} htmlFor={`${id}-property`}>
        <Select
          id={`${id}-property`}
          value={value.propertyId ?? ""}
          onChange={(e) =>
            onChange({ ...value, propertyId: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <PropertyOptions none={t("expenses.allProperties")} />
        </Select>
      </Field>
      <Field label={t("expenses.category")} htmlFor={`${id}-category`}>
        <Select
          id={`${id}-category`}
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as ExpenseCategory | "" })}
        >
          <CategoryOptions none={t("expenses.allCategories")} />
        </Select>
      </Field>
      <Field label={t("expenses.month")} htmlFor={`${id}-month`}>
        <Input
          id={`${id}-month`}
          type="month"
          {...monthBounds("expense")}
          value={value.month}
          onChange={(e) => onChange({ ...value, month: e.target.value })}
        />
      </Field>
    </form>
  );
}
