import { joinMessages, literal } from "@common/i18n/message";
import type { Amenity, DayBooking } from "@common/schemas/amenities";
import { useId, useState } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { dayBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
import { whenLabel } from "./format";
import { BOOKING_STATUS } from "./MyBookings";
import { useDayBookings, useLandlordCancel } from "./queries";

/** An amenity's bookings and waitlist of one day, each active one with 'Cancel booking' and a reason. */
export function DayBookings({ amenity }: { amenity: Amenity }) {
  const id = useId();
  const [date, setDate] = useState(() => todayInKampala());
  const [cancelling, setCancelling] = useState<DayBooking | null>(null);
  const day = useDayBookings(amenity.id, date);
  return (
    <div className="space-y-2" data-testid="day-bookings">
      <Field label={t("amenities.date")} htmlFor={`${id}-date`}>
        <Input
          id={`${id}-date`}
          type="date"
          {...dayBounds("bookingDay")}
          value={date}
          className="w-44"
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
      </Field>
      <h3 className="text-sm font-semibold text-slate-800">{t("amenities.dayBookings", { date })}</h3>
      {day.isPending ? (
        <CardSkeleton />
      ) : day.isError ? (
        <CardError error={day.error} onRetry={() => day.refetch()} retrying={day.isFetching} />
      ) : day.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("amenities.noDayBookings")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {day.data.items.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="day-booking">
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-medium text-slate-900">{b.residentName}</span>
                {b.unitNumber && (
                  <span className="text-slate-600"> · {t("amenities.unit", { unit: b.unitNumber })}</span>
                )}
                <span className="block text-slate-600">
                  {whenLabel(b.startsAt)} · {t(BOOKING_STATUS[b.status])}
                </span>
              </span>
              {(b.status === "booked" || b.status === "waitlisted") && (
                <Button variant="outline" onClick={() => setCancelling(b)}>
                  {t("amenities.cancelBooking")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t("amenities.cancelBooking")}
        description={
          cancelling &&
          joinMessages([literal(cancelling.residentName), literal(whenLabel(cancelling.startsAt))])
        }
      >
        {cancelling && <CancelForm booking={cancelling} onDone={() => setCancelling(null)} />}
      </Dialog>
    </div>
  );
}

function CancelForm({ booking, onDone }: { booking: DayBooking; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const cancel = useLandlordCancel();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutateAsync({ id: booking.id, reason: reason.trim() }).then(
          () => {
            toast({ title: t("amenities.cancelledByYou") });
            onDone();
          },
          (err: unknown) =>
            toast({
              variant: "destructive",
              title: t("amenities.actionFailed"),
              description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
            }),
        );
      }}
    >
      <Field label={t("amenities.reason")} htmlFor={id}>
        <textarea
          id={id}
          rows={3}
          maxLength={500}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending || !reason.trim()}>
          {t("amenities.confirmCancel")}
        </Button>
      </div>
    </form>
  );
}
