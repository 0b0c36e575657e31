import type { Slot } from "@common/schemas/amenities";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/** One slot: its time and free places, and what the resident can do (book, wait, cancel, leave). */
export function SlotRow({
  slot,
  busy,
  onBook,
  onWait,
  onCancel,
}: {
  slot: Slot;
  busy: boolean;
  onBook: () => void;
  onWait: () => void;
  onCancel: (bookingId: string) => void;
}) {
  const full = slot.free === 0;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="slot" data-time={slot.time}>
      <span className="w-14 font-semibold text-slate-900 tabular-nums">{slot.time}</span>
      <span className={`min-w-0 flex-1 text-sm ${full ? "text-red-700" : "text-slate-600"}`}>
        {full ? t("amenities.full") : t("amenities.freeOf", { free: slot.free, capacity: slot.capacity })}
        {slot.waitlist > 0 && ` · ${t("amenities.waitlistCount", { count: slot.waitlist })}`}
      </span>
      {slot.mine === "booked" ? (
        <span className="flex items-center gap-2">
          <span className="text-sm font-medium text-green-700">{t("amenities.youBooked")}</span>
          <Button variant="outline" disabled={busy} onClick={() => onCancel(slot.myBookingId!)}>
            {t("amenities.cancel")}
          </Button>
        </span>
      ) : slot.mine === "waitlisted" ? (
        <span className="flex items-center gap-2">
          <span className="text-sm font-medium text-amber-800">
            {t("amenities.onWaitlist", { position: slot.myPosition ?? 1 })}
          </span>
          <Button variant="outline" disabled={busy} onClick={() => onCancel(slot.myBookingId!)}>
            {t("amenities.leaveWaitlist")}
          </Button>
        </span>
      ) : !slot.bookable ? (
        <span className="text-sm text-slate-500">{t("amenities.tooLate")}</span>
      ) : full ? (
        <Button variant="outline" disabled={busy} onClick={onWait}>
          {t("amenities.joinWaitlist")}
        </Button>
      ) : (
        <Button disabled={busy} onClick={onBook}>
          {t("amenities.book")}
        </Button>
      )}
    </li>
  );
}
