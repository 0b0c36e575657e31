import type { MessageKey } from "@common/i18n/keys";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { dayBounds } from "@/lib/date-bounds";
import { t } from "@/lib/i18n";
import type { PeriodChoice } from "./periods";

const CHOICES: { value: PeriodChoice; label: MessageKey }[] = [
  { value: "thisMonth", label: "tenancy-account.periodThisMonth" },
  { value: "last3Months", label: "tenancy-account.periodLast3Months" },
  { value: "thisYear", label: "tenancy-account.periodThisYear" },
  { value: "custom", label: "tenancy-account.periodCustom" },
];

/**
 * The statement's period: three presets at one tap, or two days of one's own (the server checks the range and
 * says what is wrong with it).
 */
export function PeriodPicker({
  choice,
  range,
  onPreset,
  onCustom,
}: {
  choice: PeriodChoice;
  range: { from: string; to: string };
  onPreset: (choice: PeriodChoice) => void;
  onCustom: (range: { from: string; to: string }) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const bounds = dayBounds("accountStatement");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCustom({ from, to });
  };
  return (
    <div className="space-y-3">
      <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4">
        <legend className="sr-only">{t("tenancy-account.statementPeriodLabel")}</legend>
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-pressed={choice === c.value}
            onClick={() => onPreset(c.value)}
            className={`min-h-11 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              choice === c.value ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:text-slate-900"
            }`}
          >
            {t(c.label)}
          </button>
        ))}
      </fieldset>
      {choice === "custom" && (
        <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field label={t("tenancy-account.statementFrom")} htmlFor={`${id}-from`}>
            <Input
              id={`${id}-from`}
              type="date"
              required
              min={bounds.min}
              max={bounds.max}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </Field>
          <Field label={t("tenancy-account.statementTo")} htmlFor={`${id}-to`}>
            <Input
              id={`${id}-to`}
              type="date"
              required
              min={from || bounds.min}
              max={bounds.max}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </Field>
          <Button type="submit">{t("tenancy-account.statementShow")}</Button>
        </form>
      )}
    </div>
  );
}
