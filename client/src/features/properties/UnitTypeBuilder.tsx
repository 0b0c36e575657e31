import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, CURRENCIES, RENT_HINTS } from "@common/constants";
import { formatMoney } from "@common/money";
import { Plus, Trash2 } from "lucide-react";
import { type FieldError, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { formMessage, t, translateMessage } from "@/lib/i18n";
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
  const listError = formMessage(arrayError?.root) ?? formMessage(arrayError);
  return (
    <div className="space-y-4">
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
          {t("properties.noUnitTypes")}
        </p>
      )}
      <ol className="space-y-4">
        {fields.map((f, index) => (
          <UnitTypeRow key={f.id} index={index} onRemove={() => remove(index)} />
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {translateMessage(listError, { field: t("properties.cardUnitTypes") })}
        </p>
      )}
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => append(emptyUnitType())}>
        <Plus aria-hidden className="h-4 w-4" />
        {t("properties.addUnitType")}
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
  const heading = row?.name?.trim() || t("properties.unitTypeN", { n: index + 1 });

  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="min-w-0 truncate text-sm font-semibold text-slate-900">{heading}</h3>
        <Button
          variant="ghost"
          className="-mr-2 shrink-0 text-red-700 hover:bg-red-50"
          aria-label={t("properties.removeUnitTypeN", { n: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          <span className="hidden sm:inline">{t("common.remove")}</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-4">
          <Field
            label={t("properties.fieldUnitTypeName")}
            htmlFor={id("name")}
            error={formMessage(errors?.name)}
          >
            <Input placeholder={t("properties.unitTypeNamePlaceholder")} {...input("name")} />
          </Field>
        </div>
        <Field
          label={t("properties.fieldBedrooms")}
          htmlFor={id("bedrooms")}
          error={formMessage(errors?.bedrooms)}
        >
          <Select {...input("bedrooms")}>
            {BEDROOM_OPTIONS.map((b, i) => (
              <option key={b} value={String(b)}>
                {i === BEDROOM_OPTIONS.length - 1
                  ? t("properties.orMore", { n: b })
                  : t("properties.bedroomOption", { count: b })}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t("properties.fieldBathrooms")}
          htmlFor={id("bathrooms")}
          error={formMessage(errors?.bathrooms)}
        >
          <Select {...input("bathrooms")}>
            {BATHROOM_OPTIONS.map((b, i) => (
              <option key={b} value={String(b)}>
                {i === BATHROOM_OPTIONS.length - 1 ? t("properties.orMore", { n: b }) : b}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t("properties.fieldSqft")} htmlFor={id("sqft")} error={formMessage(errors?.sqft)}>
          <Input type="text" inputMode="numeric" {...input("sqft")} />
        </Field>
        <Field
          label={t("properties.fieldQuantity")}
          htmlFor={id("quantity")}
          error={formMessage(errors?.quantity)}
        >
          <Input type="text" inputMode="numeric" {...input("quantity")} />
        </Field>
        <div className="sm:col-span-3">
          <Field
            label={t("properties.fieldRentPrice")}
            htmlFor={id("rentPrice")}
            error={formMessage(errors?.rentPrice)}
            hint={t(currency === "USD" ? "properties.rentHintUsd" : "properties.rentHint", {
              amount: formatMoney(rentMinor, currency),
            })}
          >
            <Input
              type="text"
              inputMode="decimal"
              placeholder={String(RENT_HINTS[currency])}
              {...input("rentPrice")}
            />
          </Field>
        </div>
        <Field
          label={t("properties.fieldCurrency")}
          htmlFor={id("rentCurrency")}
          error={formMessage(errors?.rentCurrency)}
        >
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
