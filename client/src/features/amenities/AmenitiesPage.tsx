import { AMENITY_KIND_LABEL_KEYS, type Amenity } from "@common/schemas/amenities";
import { CalendarClock } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearch } from "wouter";
import { CardError, CardSkeleton, EmptyState } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { dayLabel, whenLabel } from "./format";
import { MyBookings } from "./MyBookings";
import {
  useAmenities,
  useAvailability,
  useBook,
  useCancelMine,
  useJoinWaitlist,
  useMyBookings,
} from "./queries";
import { SlotRow } from "./SlotRow";

/** ?amenity= names an amenity by id or by kind (the dashboard's Gym and Clubhouse buttons). */
function preselected(items: Amenity[], wanted: string | null): Amenity | undefined {
  return items.find((a) => a.id === wanted) ?? items.find((a) => a.kind === wanted) ?? items[0];
}

/** /amenities: the building's amenities, free places per slot for the coming week, booking and the waitlist. */
export default function AmenitiesPage() {
  usePageTitle(t("amenities.pageTitle"));
  return (
    <TenantLeaseGate
      needs="amenities.list"
      title={t("amenities.heading")}
      refusal={t("amenities.noActiveLease")}
    >
      <AmenitiesScreen />
    </TenantLeaseGate>
  );
}

function AmenitiesScreen() {
  const wanted = new URLSearchParams(useSearch()).get("amenity");
  const amenities = useAmenities();
  const [chosen, setChosen] = useState<string>();
  const items = amenities.data?.items ?? [];
  const current = items.find((a) => a.id === chosen) ?? preselected(items, wanted);
  // My bookings is asked for with the page but shown once what is above it has its height: the slots card grows
  // from its placeholder when the availability arrives and would push the list down under the reader. Once
  // shown it stays (choosing another amenity does not hide it).
  useMyBookings();
  const availability = useAvailability(current?.id);
  const settled = !amenities.isPending && (!current || !availability.isPending);
  const [bookingsShown, setBookingsShown] = useState(false);
  useEffect(() => {
    if (settled) setBookingsShown(true);
  }, [settled]);
  return (
    <TenantPageShell
      title={t("amenities.heading")}
      subtitle={t("amenities.subheading")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <div className="space-y-4">
        {amenities.isPending ? (
          <CardSkeleton />
        ) : amenities.isError ? (
          <CardError
            error={amenities.error}
            onRetry={() => amenities.refetch()}
            retrying={amenities.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<CalendarClock className="h-6 w-6" />}
            title={t("amenities.noAmenities")}
            text={t("amenities.subheading")}
          />
        ) : (
          <>
            <fieldset className="flex min-w-0 flex-wrap gap-2">
              <legend className="sr-only">{t("amenities.pickAmenity")}</legend>
              {items.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  aria-pressed={a.id === current?.id}
                  onClick={() => setChosen(a.id)}
                  className={`min-h-11 rounded-full border px-4 text-sm font-medium ${
                    a.id === current?.id
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                  }`}
                >
                  {a.name}
                  <span className="sr-only"> ({t(AMENITY_KIND_LABEL_KEYS[a.kind])})</span>
                </button>
              ))}
            </fieldset>
            {current && <AmenitySlots amenity={current} />}
          </>
        )}
        {(bookingsShown || settled) && <MyBookings />}
      </div>
    </TenantPageShell>
  );
}

function AmenitySlots({ amenity }: { amenity: Amenity }) {
  const availability = useAvailability(amenity.id);
  const [dayIndex, setDayIndex] = useState(0);
  const [length, setLength] = useState(1);
  const lengthId = useId();
  const book = useBook();
  const wait = useJoinWaitlist();
  const cancel = useCancelMine();
  const busy = book.isPending || wait.isPending || cancel.isPending;
  const failed = (e: unknown) =>
    toast({
      variant: "destructive",
      title: t("amenities.actionFailed"),
      description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
    });
  if (availability.isPending) return <CardSkeleton />;
  if (availability.isError)
    return (
      <CardError
        error={availability.error}
        onRetry={() => availability.refetch()}
        retrying={availability.isFetching}
      />
    );
  const days = availability.data.days;
  const day = days[Math.min(dayIndex, days.length - 1)];
  return (
    <Card className="p-4 sm:p-5" data-testid="amenity-slots">
      <h2 className="text-lg font-semibold text-slate-900">{amenity.name}</h2>
      <fieldset className="-mx-1 mt-3 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t("amenities.days")}</legend>
        {days.map((d, i) => (
          <button
            key={d.date}
            type="button"
            aria-pressed={i === dayIndex}
            onClick={() => setDayIndex(i)}
            className={`min-h-11 shrink-0 rounded-lg border px-3 text-sm ${
              i === dayIndex
                ? "border-brand-600 bg-brand-50 font-semibold text-brand-800"
                : "border-slate-200"
            }`}
          >
            {dayLabel(d.date)}
          </button>
        ))}
      </fieldset>
      {amenity.maxSlotsPerBooking > 1 && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label htmlFor={lengthId} className="text-sm font-medium text-slate-700">
            {t("amenities.bookingLength")}
          </label>
          <Select
            id={lengthId}
            value={length}
            onChange={(e) => setLength(Number(e.target.value))}
            className="w-auto"
            data-testid="booking-length"
          >
            {Array.from({ length: amenity.maxSlotsPerBooking }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t("amenities.minutes", { minutes: n * amenity.slotMinutes })}
              </option>
            ))}
          </Select>
        </div>
      )}
      {!day || day.closed ? (
        <p className="mt-4 text-sm text-slate-600">{t("amenities.closedDay")}</p>
      ) : day.slots.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t("amenities.noSlots")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label={t("amenities.slots")}>
          {day.slots.map((slot) => (
            <SlotRow
              key={slot.startsAt}
              slot={slot}
              busy={busy}
              onBook={() =>
                book.mutateAsync({ id: amenity.id, startsAt: slot.startsAt, slots: length }).then(
                  () =>
                    toast({
                      title: t("amenities.booked"),
                      description: t("amenities.bookedMessage", {
                        name: amenity.name,
                        when: whenLabel(slot.startsAt),
                      }),
                    }),
                  failed,
                )
              }
              onWait={() =>
                wait.mutateAsync({ id: amenity.id, startsAt: slot.startsAt }).then(
                  () =>
                    toast({
                      title: t("amenities.waitlisted"),
                      description: t("amenities.waitlistedMessage"),
                    }),
                  failed,
                )
              }
              onCancel={(id) =>
                cancel.mutateAsync(id).then(
                  () =>
                    toast({
                      title: t(slot.mine === "waitlisted" ? "amenities.leftWaitlist" : "amenities.cancelled"),
                    }),
                  failed,
                )
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
