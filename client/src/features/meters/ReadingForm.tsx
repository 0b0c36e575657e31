import type { Message } from "@common/i18n/message";
import { parseReading } from "@common/meters/kinds";
import { formatMoney } from "@common/money";
import type { MeterView } from "@common/schemas/meters";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { withoutErrors } from "@/lib/field-errors";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { measureName } from "./labels";
import { useRecordReading } from "./queries";

/**
 * 'Record Reading' for one meter on a phone: the value, the date (today unless changed) and a photo from the
 * camera, sent as one multipart request with an Idempotency-Key made once per filled-in form (a retry after a
 * dropped answer records it once). `onSaved` moves the walk to the next unit.
 */
export function ReadingForm({ meter, onSaved }: { meter: MeterView; onSaved?: () => void }) {
  const id = useId();
  const [value, setValue] = useState("");
  const [readOn, setReadOn] = useState(todayInKampala);
  const [photo, setPhoto] = useState<File | null>(null);
  // The file input shows the chosen file's name until it is emptied: after a save, the next reading has none.
  const photoInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const record = useRecordReading();
  const measure = measureName(meter.measure);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, Message> = {};
    if (parseReading(value) === null) found.value = t("meters.valueInvalid");
    if (!photo) found.photo = t("meters.photoRequired");
    setErrors(found);
    if (Object.keys(found).length || !photo) return;
    const form = new FormData();
    form.append("value", value.trim());
    form.append("readOn", readOn);
    form.append("photo", photo);
    try {
      const saved = await record.mutateAsync({ meterId: meter.id, form, key });
      toast({
        title: saved.charged
          ? t("meters.readingSavedCharged", { amount: formatMoney(saved.amount, "UGX") })
          : t("meters.readingSaved"),
      });
      setValue("");
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = "";
      setKey(crypto.randomUUID());
      onSaved?.();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields as Record<string, Message>);
      else setErrors({ form: apiErrorMessage(err, t("common.genericError"), t("common.networkError")) });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("meters.recordReading")}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("meters.readingValue", { measure })} htmlFor={`${id}-value`} error={errors.value}>
          <Input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setErrors(withoutErrors("value", "form"));
              setKey(crypto.randomUUID());
            }}
            aria-invalid={Boolean(errors.value)}
          />
        </Field>
        <Field label={t("meters.readOn")} htmlFor={`${id}-date`} error={errors.readOn}>
          <Input
            id={`${id}-date`}
            type="date"
            max={todayInKampala()}
            value={readOn}
            onChange={(e) => {
              setReadOn(e.target.value);
              setErrors(withoutErrors("readOn", "form"));
              setKey(crypto.randomUUID());
            }}
          />
        </Field>
      </div>
      <Field label={t("meters.meterPhoto")} htmlFor={`${id}-photo`} error={errors.photo}>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          capture="environment"
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-brand-700"
          ref={photoInput}
          onChange={(e) => {
            setPhoto(e.target.files?.[0] ?? null);
            setErrors(withoutErrors("photo", "form"));
            setKey(crypto.randomUUID());
          }}
          aria-invalid={Boolean(errors.photo)}
        />
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={record.isPending} className="w-full sm:w-auto">
        {record.isPending ? t("meters.saving") : t("meters.saveReading")}
      </Button>
    </form>
  );
}
