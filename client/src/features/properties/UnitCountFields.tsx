import { useFormContext, useWatch } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { formMessage, t } from "@/lib/i18n";
import { availableUnits, type EditPropertyFormValues } from "./property-form";

const readOnlyClass = "bg-slate-100! text-slate-700 focus:ring-0";

/** Total Units (editable), Occupied Units (from leases, read-only), Available Units (total − occupied, live). */
export function UnitCountFields({ occupiedUnits }: { occupiedUnits: number }) {
  const { register, control, formState } = useFormContext<EditPropertyFormValues>();
  const total = useWatch({ control, name: "totalUnits" }) ?? "";
  const error = formMessage(formState.errors.totalUnits);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        label={t("properties.fieldTotalUnits")}
        htmlFor="property-total-units"
        error={error}
        hint={t("properties.totalUnitsHint")}
      >
        <Input
          id="property-total-units"
          type="text"
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          {...register("totalUnits")}
        />
      </Field>
      <Field
        label={t("properties.fieldOccupiedUnits")}
        htmlFor="property-occupied-units"
        hint={t("properties.occupiedUnitsHint")}
      >
        <Input id="property-occupied-units" readOnly value={occupiedUnits} className={readOnlyClass} />
      </Field>
      <Field
        label={t("properties.fieldAvailableUnits")}
        htmlFor="property-available-units"
        hint={t("properties.availableUnitsHint")}
      >
        <Input
          id="property-available-units"
          readOnly
          aria-live="polite"
          value={availableUnits(total, occupiedUnits)}
          className={readOnlyClass}
        />
      </Field>
    </div>
  );
}
