import type { Amenity } from "@common/schemas/amenities";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { dayLabel } from "./format";
import { useAddClosedDate, useRemoveClosedDate } from "./queries";

/** The days an amenity does not open, from today on: add one with a note, remove one. */
export function ClosedDates({ amenity }: { amenity: Amenity }) {
  const id = useId();
  const [date, setDate] = useState("");
  const [note, setNote] = useState("");
  const add = useAddClosedDate();
  const remove = useRemoveClosedDate();
  const failed = (e: unknown) =>
    toast({
      variant: "destructive",
      title: t("amenities.actionFailed"),
      description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    add.mutateAsync({ id: amenity.id, date, note: note.trim() }).then(() => {
      setDate("");
      setNote("");
    }, failed);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2" data-testid="closed-dates">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
        {t("amenities.closedDates")}
      </h3>
      {amenity.closedDates.length === 0 ? (
        <p className="text-sm text-slate-600">{t("amenities.noClosedDates")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {amenity.closedDates.map((c) => (
            <li key={c.date} className="flex items-center gap-2 py-1 text-sm">
              <span className="min-w-0 flex-1">
                {dayLabel(c.date)}
                {c.note && <span className="text-slate-600"> · {c.note}</span>}
              </span>
              <Button
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutateAsync({ id: amenity.id, date: c.date }).catch(failed)}
              >
                {t("amenities.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field label={t("amenities.date")} htmlFor={`${id}-date`}>
          <Input
            id={`${id}-date`}
            type="date"
            {...dayBounds("amenityClosure")}
            value={date}
            className="w-44"
            onChange={(e) => setDate(e.target.value)}
          />
        </Field>
        <Field label={t("amenities.closedNote")} htmlFor={`${id}-note`}>
          <Input
            id={`${id}-note`}
            value={note}
            maxLength={200}
            className="w-56"
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={add.isPending || !date}>
          {t("amenities.addClosedDate")}
        </Button>
      </form>
    </section>
  );
}
