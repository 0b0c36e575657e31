import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, CURRENCIES, RENT_HINTS } from "@common/constants";
import { formatMoney } from "@common/money";
import { Plus, Trash2 } from "lucide-react";
import { type FieldError, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import {
  type AddPropertyFormValues,
  emptyUnitType,
  toMinorUnits,
  type UnitTypeFormValues,
} from "./property-form";

type RowField = keyof UnitTypeFormValues;

/** Unit types of a new property: add and remove rows; each row becomes `quantity` units. */
export function UnitTypeBuilder() {
  const { control, formState } = useFormContext<AddPropertyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "unitTypes" });
  const arrayError = formState.errors.unitTypes as (FieldError & { root?: FieldError }) | undefined;
  const listError = arrayError?.root?.message ?? arrayError?.message;
  return (
    <div className="space-y-4">
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          No unit types yet. Add the kinds of units this property has, with their rent.
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((f, index) => (
          <UnitTypeRow key={f.id} index={index} onRemove={() => remove(index)} />
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => append(emptyUnitType())}>
        <Plus aria-hidden className="h-4 w-4" />
        Add Unit Type
      </Button>
    </div>
  );
}

function UnitTypeRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register, control, formState } = useFormContext<AddPropertyFormValues>();
  const row = useWatch({ control, name: `unitTypes.${index}` });
  const errors = formState.errors.unitTypes?.[index] as Partial<Record<RowField, FieldError>> | undefined;
  const id = (name: RowField) => `unit-type-${index}-${name}`;
  const input = (name: RowField) => ({
    id: id(name),
    "aria-invalid": errors?.[name] ? true : undefined,
    ...register(`unitTypes.${index}.${name}`),
  });
  const currency = row?.rentCurrency ?? "UGX";
  const rentMinor = toMinorUnits(row?.rentPrice ?? "", currency);
  const heading = row?.name?.trim() || `Unit type ${index + 1}`;

  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="min-w-0 truncate text-sm font-semibold text-slate-900">{heading}</h3>
        <Button
          variant="ghost"
          className="-mr-2 shrink-0 text-red-700 hover:bg-red-50"
          aria-label={`Remove unit type ${index + 1}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-4">
          <Field label="Unit Type Name" htmlFor={id("name")} error={errors?.name?.message}>
            <Input placeholder="e.g. 2 Bedroom Apartment" {...input("name")} />
          </Field>
        </div>
        <Field label="Bedrooms" htmlFor={id("bedrooms")} error={errors?.bedrooms?.message}>
          <Select {...input("bedrooms")}>
            {BEDROOM_OPTIONS.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Bathrooms" htmlFor={id("bathrooms")} error={errors?.bathrooms?.message}>
          <Select {...input("bathrooms")}>
            {BATHROOM_OPTIONS.map((b, i) => (
              <option key={b} value={String(b)}>
                {i === BATHROOM_OPTIONS.length - 1 ? `${b}+` : b}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Square Feet" htmlFor={id("sqft")} error={errors?.sqft?.message}>
          <Input type="text" inputMode="numeric" {...input("sqft")} />
        </Field>
        <Field label="Quantity" htmlFor={id("quantity")} error={errors?.quantity?.message}>
          <Input type="text" inputMode="numeric" {...input("quantity")} />
        </Field>
        <div className="sm:col-span-3">
          <Field
            label="Rent Price"
            htmlFor={id("rentPrice")}
            error={errors?.rentPrice?.message}
            hint={`${formatMoney(rentMinor, currency)} per month${currency === "USD" ? " (in dollars)" : ""}`}
          >
            <Input
              type="text"
              inputMode="decimal"
              placeholder={String(RENT_HINTS[currency])}
              {...input("rentPrice")}
            />
          </Field>
        </div>
        <Field label="Currency" htmlFor={id("rentCurrency")} error={errors?.rentCurrency?.message}>
          <Select {...input("rentCurrency")}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </li>
  );
}
