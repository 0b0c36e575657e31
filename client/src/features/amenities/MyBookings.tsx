import type { MessageKey } from "@common/i18n/keys";
import type { Booking } from "@common/schemas/amenities";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { whenLabel } from "./format";
import { useCancelMine, useMyBookings } from "./queries";

export const BOOKING_STATUS: Record<Booking["status"], MessageKey> = {
  booked: "amenities.statusBooked",
  waitlisted: "amenities.statusWaitlisted",
  cancelled: "amenities.statusCancelled",
  cancelled_by_landlord: "amenities.statusCancelledByLandlord",
};

/** The resident's bookings and waitlist places that have not ended, with Cancel while allowed. */
export function MyBookings() {
  const mine = useMyBookings();
  const cancel = useCancelMine();
  return (
    <Card className="p-4 sm:p-5" data-testid="my-bookings">
      <h2 className="text-lg font-semibold text-slate-900">{t("amenities.myBookings")}</h2>
      {mine.isPending ? (
        <CardSkeleton />
      ) : mine.isError ? (
        <CardError error={mine.error} onRetry={() => mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("amenities.noBookings")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {mine.data.items.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center gap-2 py-3"
              data-testid="my-booking"
              data-status={b.status}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{b.amenityName}</span>
                <span className="block text-sm text-slate-600">
                  {whenLabel(b.startsAt)} · {t(BOOKING_STATUS[b.status])}
                  {b.position !== null && ` · ${t("amenities.positionShort", { position: b.position })}`}
                </span>
                {b.reason && <span className="block text-sm text-red-700">{b.reason}</span>}
              </span>
              {b.cancellable && (b.status === "booked" || b.status === "waitlisted") && (
                <Button
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutateAsync(b.id).then(
                      () => toast({ title: t("amenities.cancelled") }),
                      (e: unknown) =>
                        toast({
                          variant: "destructive",
                          title: t("amenities.actionFailed"),
                          description: apiErrorMessage(e, t("common.genericError")),
                        }),
                    )
                  }
                >
                  {t("amenities.cancel")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
