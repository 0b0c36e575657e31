import type { Message } from "@common/i18n/message";
import { literal } from "@common/i18n/message";
import { MEASURE_OF, PRICINGS, type Pricing, UTILITIES, type Utility } from "@common/meters/kinds";
import type { MeterView, PropertyMeters } from "@common/schemas/meters";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { withoutErrors } from "@/lib/field-errors";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { measureName, utilityName } from "./labels";
import { useAddMeter, useReplaceMeter, useUpdateTariff } from "./queries";

/** Meter setup (decision 0063): add a meter to a unit (or a shared one), replace a meter, change its tariff. */

type Errors = Record<string, Message>;
const errorsOf = (err: unknown): Errors =>
  err instanceof ApiError && err.fields
    ? (err.fields as Errors)
    : { form: apiErrorMessage(err, t("common.genericError"), t("common.networkError")) };

/** The fields whose messages show under them; any other message shows at the form's end. */
const FIELDS_SHOWN = ["serial", "installedOn", "tariff"];

function FormError({ errors }: { errors: Errors }) {
  const shown = errors.form ?? Object.entries(errors).find(([name]) => !FIELDS_SHOWN.includes(name))?.[1];
  return shown ? (
    <p role="alert" className="text-sm text-red-700">
      {shown}
    </p>
  ) : null;
}

/** A form's messages, and setters that also drop the message of the field they change (and the form's). */
function useFormErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const clearing =
    <T,>(set: (value: T) => void, name: string) =>
    (value: T) => {
      set(value);
      setErrors(withoutErrors(name, "form"));
    };
  return { errors, setErrors, clearing };
}

function PricingFields({
  id,
  measure,
  pricing,
  tariff,
  onPricing,
  onTariff,
  errors,
}: {
  id: string;
  /** What a per-unit tariff is per: m³ for water, kWh for electricity. */
  measure: Message;
  pricing: Pricing;
  tariff: string;
  onPricing: (p: Pricing) => void;
  onTariff: (v: string) => void;
  errors: Errors;
}) {
  return (
    <>
      <Field label={t("meters.pricing")} htmlFor={`${id}-pricing`}>
        <Select id={`${id}-pricing`} value={pricing} onChange={(e) => onPricing(e.target.value as Pricing)}>
          {PRICINGS.map((p) => (
            <option key={p} value={p}>
              {p === "flat" ? t("meters.pricingFlat") : t("meters.pricingPerUnit", { measure })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("meters.tariff")} htmlFor={`${id}-tariff`} error={errors.tariff}>
        <Input
          id={`${id}-tariff`}
          inputMode="numeric"
          value={tariff}
          onChange={(e) => onTariff(e.target.value)}
        />
      </Field>
    </>
  );
}

function Disclosure({ summary, children }: { summary: Message; children: ReactNode }) {
  return (
    <details className="rounded-md border border-slate-200 bg-white px-3 py-1">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-brand-700">{summary}</summary>
      <div className="mt-2 space-y-3 pb-2">{children}</div>
    </details>
  );
}

export function AddMeterForm({ propertyId, units }: { propertyId: number; units: PropertyMeters["units"] }) {
  const id = useId();
  const add = useAddMeter(propertyId);
  const [unitId, setUnitId] = useState(units[0] ? String(units[0].id) : "");
  const [utility, setUtility] = useState<Utility>("water");
  const [serial, setSerial] = useState("");
  const [pricing, setPricing] = useState<Pricing>("per_unit");
  const [tariff, setTariff] = useState("");
  const [installedOn, setInstalledOn] = useState(todayInKampala);
  const { errors, setErrors, clearing } = useFormErrors();
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await add.mutateAsync({
        unitId: unitId ? Number(unitId) : null,
        utility,
        serial,
        pricing,
        tariff: tariff.trim() === "" ? 0 : Number(tariff),
        installedOn,
      });
      setErrors({});
      setSerial("");
      toast({ title: t("meters.meterAdded") });
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }
  return (
    <Card className="p-4">
      <Disclosure summary={t("meters.addMeter")}>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="add-meter-form">
          <Field label={t("meters.meterUnit")} htmlFor={`${id}-unit`}>
            <Select
              id={`${id}-unit`}
              value={unitId}
              onChange={(e) => clearing(setUnitId, "unitId")(e.target.value)}
            >
              {units.map((u) => (
                <option key={u.id} value={u.id}>
                  {literal(u.unitNumber)}
                </option>
              ))}
              <option value="">{t("meters.sharedMeter")}</option>
            </Select>
          </Field>
          <Field label={t("meters.utility")} htmlFor={`${id}-utility`}>
            <Select
              id={`${id}-utility`}
              value={utility}
              onChange={(e) => clearing(setUtility, "utility")(e.target.value as Utility)}
            >
              {UTILITIES.map((u) => (
                <option key={u} value={u}>
                  {utilityName(u)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("meters.serial")} htmlFor={`${id}-serial`} error={errors.serial}>
            <Input
              id={`${id}-serial`}
              value={serial}
              onChange={(e) => clearing(setSerial, "serial")(e.target.value)}
            />
          </Field>
          <Field label={t("meters.installedOn")} htmlFor={`${id}-installed`} error={errors.installedOn}>
            <Input
              id={`${id}-installed`}
              type="date"
              value={installedOn}
              onChange={(e) => clearing(setInstalledOn, "installedOn")(e.target.value)}
            />
          </Field>
          <PricingFields
            id={id}
            pricing={pricing}
            tariff={tariff}
            measure={measureName(MEASURE_OF[utility])}
            onPricing={clearing(setPricing, "pricing")}
            onTariff={clearing(setTariff, "tariff")}
            errors={errors}
          />
          <div className="sm:col-span-2 space-y-2">
            <FormError errors={errors} />
            <Button type="submit" disabled={add.isPending}>
              {t("meters.addMeter")}
            </Button>
          </div>
        </form>
      </Disclosure>
    </Card>
  );
}

/** A meter's tariff and its replacement, folded away under the reading form. */
export function MeterSettings({ meter }: { meter: MeterView }) {
  const id = useId();
  const update = useUpdateTariff();
  const replace = useReplaceMeter();
  const [pricing, setPricing] = useState<Pricing>(meter.pricing);
  const [tariff, setTariff] = useState(String(meter.tariff));
  const [serial, setSerial] = useState("");
  const [installedOn, setInstalledOn] = useState(todayInKampala);
  const { errors, setErrors, clearing } = useFormErrors();
  async function saveTariff(e: FormEvent) {
    e.preventDefault();
    try {
      await update.mutateAsync({ id: meter.id, pricing, tariff: Number(tariff) });
      setErrors({});
      toast({ title: t("meters.tariffSaved") });
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }
  async function saveReplacement(e: FormEvent) {
    e.preventDefault();
    try {
      await replace.mutateAsync({ id: meter.id, serial, installedOn });
      setErrors({});
      toast({ title: t("meters.meterReplaced") });
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }
  return (
    <Disclosure summary={t("meters.editTariff")}>
      <form onSubmit={saveTariff} noValidate className="grid gap-3 sm:grid-cols-2">
        <PricingFields
          id={id}
          pricing={pricing}
          tariff={tariff}
          measure={measureName(meter.measure)}
          onPricing={clearing(setPricing, "pricing")}
          onTariff={clearing(setTariff, "tariff")}
          errors={errors}
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {t("meters.save")}
        </Button>
      </form>
      <form
        onSubmit={saveReplacement}
        noValidate
        className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2"
      >
        <Field label={t("meters.serial")} htmlFor={`${id}-new-serial`} error={errors.serial}>
          <Input
            id={`${id}-new-serial`}
            value={serial}
            onChange={(e) => clearing(setSerial, "serial")(e.target.value)}
          />
        </Field>
        <Field label={t("meters.installedOn")} htmlFor={`${id}-new-installed`} error={errors.installedOn}>
          <Input
            id={`${id}-new-installed`}
            type="date"
            value={installedOn}
            onChange={(e) => clearing(setInstalledOn, "installedOn")(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={replace.isPending}>
          {t("meters.replaceMeter")}
        </Button>
      </form>
      <FormError errors={errors} />
    </Disclosure>
  );
}
