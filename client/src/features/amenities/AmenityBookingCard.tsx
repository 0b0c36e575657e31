import { CalendarClock } from "lucide-react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useMayAsk } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { useAmenities } from "./queries";

/** The tenant dashboard's 'Amenity Booking': a button per amenity of the building (the spec's Gym, Clubhouse). */
export function AmenityBookingCard() {
  const mayAsk = useMayAsk("amenities.list");
  const amenities = useAmenities(undefined, { enabled: mayAsk });
  return (
    <Card className="p-4 sm:p-5" data-testid="amenity-booking-card">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock aria-hidden className="h-5 w-5 text-brand-600" />
        {t("amenities.cardTitle")}
      </h2>
      {!mayAsk ? (
        <p className="mt-3 text-sm text-slate-600">{t("amenities.noActiveLease")}</p>
      ) : amenities.isPending ? (
        <CardSkeleton />
      ) : amenities.isError ? (
        <CardError
          error={amenities.error}
          onRetry={() => amenities.refetch()}
          retrying={amenities.isFetching}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {amenities.data.items.length === 0 && (
            <p className="w-full text-sm text-slate-600">{t("amenities.noAmenities")}</p>
          )}
          {amenities.data.items.map((a) => (
            <Link
              key={a.id}
              href={pagePath("/amenities", { query: { amenity: a.id } })}
              className={buttonClass("outline")}
            >
              {t("amenities.cardOpen", { name: a.name })}
            </Link>
          ))}
          <Link href={pagePath("/amenities")} className={buttonClass("ghost")}>
            {t("amenities.openAmenities")}
          </Link>
        </div>
      )}
    </Card>
  );
}
