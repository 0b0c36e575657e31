import type { Message } from "@common/i18n/message";
import { monthLabel } from "@common/kampala-calendar";
import { CHARGE_FREQUENCIES, CHARGE_NAME_MAX, type RecurringCharge } from "@common/schemas/charges";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { withoutErrors } from "@/lib/field-errors";
import { currentLocale, t } from "@/lib/i18n";
import { parseAmountInput } from "@/lib/money-input";
import { newIdempotencyKey } from "../payments/idempotency";
import { ChargeAmountField, ChargeDayField, ChargeFormButtons } from "./ChargeFields";
import { type ChargeFormValues, checkChargeForm, newCharge } from "./charge-form";
import { showRefusal, useChargeFormState } from "./form-state";
import { useCreateCharge, useUpdateCharge } from "./queries";

const FREQUENCY_LABEL = {
  monthly: "charges.frequencyLabel_monthly",
  quarterly: "charges.frequencyLabel_quarterly",
  yearly: "charges.frequencyLabel_yearly",
} as const;

/** 'Add Charge': name, amount, frequency, the whole property or chosen units, first due date, optional end. */
export function AddChargeForm({
  propertyId,
  units,
  today,
  onDone,
}: {
  propertyId: number;
  units: { id: number; unitNumber: string }[];
  today: string;
  onDone: () => void;
}) {
  const id = useId();
  const { values: v, errors, change, send } = useChargeFormState<ChargeFormValues>(() => newCharge(today));
  // One key per charge being added: a retry after a lost answer adds it once.
  const key = useRef(newIdempotencyKey());
  const create = useCreateCharge();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(
      checkChargeForm(v, propertyId),
      (body) => create.mutateAsync({ body, key: key.current }),
      t("charges.created"),
      onDone,
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="add-charge-form">
      <fieldset disabled={create.isPending} className="min-w-0 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("charges.name")} htmlFor={`${id}-name`} error={errors.name}>
            <Input
              id={`${id}-name`}
              value={v.name}
              maxLength={CHARGE_NAME_MAX}
              placeholder={t("charges.namePlaceholder")}
              onChange={(e) => change({ name: e.target.value })}
            />
          </Field>
          <ChargeAmountField
            inputId={`${id}-amount`}
            value={v.amount}
            error={errors.amount}
            onChange={(amount) => change({ amount })}
          />
          <Field label={t("charges.frequency")} htmlFor={`${id}-frequency`} error={errors.frequency}>
            <Select
              id={`${id}-frequency`}
              value={v.frequency}
              onChange={(e) => change({ frequency: e.target.value as ChargeFormValues["frequency"] })}
            >
              {CHARGE_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(FREQUENCY_LABEL[f])}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("charges.appliesTo")} htmlFor={`${id}-scope`} error={errors.appliesTo}>
            <Select
              id={`${id}-scope`}
              value={v.appliesTo}
              onChange={(e) => change({ appliesTo: e.target.value as ChargeFormValues["appliesTo"] })}
            >
              <option value="property">{t("charges.wholeProperty")}</option>
              <option value="units">{t("charges.chosenUnits")}</option>
            </Select>
          </Field>
        </div>
        {v.appliesTo === "units" && (
          <UnitChoice
            units={units}
            chosen={v.unitIds}
            missing={Boolean(errors.unitIds)}
            onChange={(unitIds) => change({ unitIds })}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <ChargeDayField
            inputId={`${id}-first`}
            label={t("charges.firstDueDate")}
            range="chargeStart"
            value={v.firstDueDate}
            error={errors.firstDueDate}
            onChange={(firstDueDate) => change({ firstDueDate })}
          />
          <ChargeDayField
            inputId={`${id}-end`}
            label={t("charges.endDate")}
            range="chargeEnd"
            value={v.endDate}
            error={errors.endDate}
            onChange={(endDate) => change({ endDate })}
          />
        </div>
        <ChargeFormButtons submitLabel={t("charges.addCharge")} onCancel={onDone} />
      </fieldset>
    </form>
  );
}

/** The units a charge applies to, when not the whole property. */
function UnitChoice({
  units,
  chosen,
  missing,
  onChange,
}: {
  units: { id: number; unitNumber: string }[];
  chosen: number[];
  missing: boolean;
  onChange: (unitIds: number[]) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">{t("charges.units")}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {units.map((u) => (
          <label
            key={u.id}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              checked={chosen.includes(u.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, u.id] : chosen.filter((x) => x !== u.id))
              }
            />
            {t("charges.unitLabel", { unit: u.unitNumber })}
          </label>
        ))}
      </div>
      {missing && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {t("charges.unitsRequired")}
        </p>
      )}
    </fieldset>
  );
}

/** Edit: the name at once; a new amount from the period the charge names (`changesFrom`). */
export function EditChargeForm({ charge, onDone }: { charge: RecurringCharge; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(charge.name);
  const [amount, setAmount] = useState(String(charge.amount));
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const update = useUpdateCharge();
  const failed = showRefusal(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAmountInput(amount, "UGX");
    const body = {
      ...(name !== charge.name ? { name } : {}),
      ...(parsed !== charge.amount && parsed !== null ? { amount: parsed } : {}),
    };
    if (!Object.keys(body).length) return onDone();
    update.mutateAsync({ id: charge.id, body }).then(() => {
      toast({ title: t("charges.updated") });
      onDone();
    }, failed);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="edit-charge-form">
      <fieldset disabled={update.isPending} className="grid min-w-0 gap-3 sm:grid-cols-2">
        <Field label={t("charges.name")} htmlFor={`${id}-name`} error={errors.name}>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={CHARGE_NAME_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setErrors(withoutErrors("name"));
            }}
          />
        </Field>
        <ChargeAmountField
          inputId={`${id}-amount`}
          value={amount}
          error={errors.amount}
          onChange={(text) => {
            setAmount(text);
            setErrors(withoutErrors("amount"));
          }}
        />
      </fieldset>
      {charge.changesFrom && (
        <p className="text-sm text-slate-600">
          {t("charges.changesFrom", { month: monthLabel(charge.changesFrom, currentLocale()) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {t("charges.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("charges.cancel")}
        </Button>
      </div>
    </form>
  );
}
