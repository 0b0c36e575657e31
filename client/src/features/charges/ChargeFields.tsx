import type { DateRangeName } from "@common/date-ranges";
import type { Message } from "@common/i18n/message";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { t } from "@/lib/i18n";

/** A charge's amount in UGX, as typed. */
export function ChargeAmountField({
  inputId,
  value,
  error,
  onChange,
}: {
  inputId: string;
  value: string;
  error: Message | undefined;
  onChange: (text: string) => void;
}) {
  return (
    <Field label={t("charges.amount")} htmlFor={inputId} error={error}>
      <Input id={inputId} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A day of a charge (first due, end, due), within the range the server accepts for it. */
export function ChargeDayField({
  inputId,
  label,
  range,
  value,
  error,
  onChange,
}: {
  inputId: string;
  label: Message;
  range: DateRangeName;
  value: string;
  error: Message | undefined;
  onChange: (day: string) => void;
}) {
  return (
    <Field label={label} htmlFor={inputId} error={error}>
      <Input
        id={inputId}
        type="date"
        {...dayBounds(range)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** A charge form's submit and 'Cancel', full width on a phone. */
export function ChargeFormButtons({
  submitLabel,
  disabled,
  onCancel,
}: {
  submitLabel: Message;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={disabled} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} className="w-full sm:w-auto">
        {t("charges.cancel")}
      </Button>
    </div>
  );
}
