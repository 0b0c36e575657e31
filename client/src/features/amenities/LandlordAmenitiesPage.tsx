import { AMENITY_KIND_LABEL_KEYS, type Amenity } from "@common/schemas/amenities";
import { CalendarClock, Plus } from "lucide-react";
import { useState } from "react";
import { CardError, CardSkeleton, EmptyState } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";
import { PageShell } from "@/shells/PageShell";
import { useSelectedProperty } from "@/shells/use-selected-property";
import { AmenityForm } from "./AmenityForm";
import { ClosedDates } from "./ClosedDates";
import { DayBookings } from "./DayBookings";
import { useAmenities } from "./queries";

/** /landlord-amenities: the selected property's amenities, a new one's setup, and each one's bookings of a day. */
export default function LandlordAmenitiesPage() {
  usePageTitle(t("amenities.landlordTitle"));
  const selected = useSelectedProperty();
  const property = selected.data?.property;
  const [adding, setAdding] = useState(false);
  return (
    <PageShell
      title={
        property ? t("amenities.landlordHeading", { property: property.name }) : t("amenities.landlordTitle")
      }
      subtitle={t("amenities.landlordSubheading")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
      width="wide"
      actions={
        property && !adding ? (
          <Button onClick={() => setAdding(true)} className="w-full sm:w-auto">
            <Plus aria-hidden className="h-4 w-4" />
            {t("amenities.addAmenity")}
          </Button>
        ) : null
      }
    >
      {selected.isPending ? (
        <CardSkeleton />
      ) : !property ? (
        <p className="text-slate-600">{t("amenities.noProperty")}</p>
      ) : (
        <div className="space-y-4">
          {adding && (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold text-slate-900">{t("amenities.addAmenity")}</h2>
              <AmenityForm propertyId={property.id} onDone={() => setAdding(false)} />
            </Card>
          )}
          <AmenityList propertyId={property.id} />
        </div>
      )}
    </PageShell>
  );
}

function AmenityList({ propertyId }: { propertyId: number }) {
  const amenities = useAmenities(propertyId);
  if (amenities.isPending) return <CardSkeleton />;
  if (amenities.isError)
    return (
      <CardError
        error={amenities.error}
        onRetry={() => amenities.refetch()}
        retrying={amenities.isFetching}
      />
    );
  if (!amenities.data.items.length)
    return (
      <EmptyState
        icon={<CalendarClock className="h-6 w-6" />}
        title={t("amenities.noAmenities")}
        text={t("amenities.landlordSubheading")}
      />
    );
  return (
    <ul className="space-y-4">
      {amenities.data.items.map((a) => (
        <li key={a.id}>
          <AmenityCard amenity={a} propertyId={propertyId} />
        </li>
      ))}
    </ul>
  );
}

/** One amenity: its rules (Edit opens the form), its closed dates and the bookings of a day. */
function AmenityCard({ amenity: a, propertyId }: { amenity: Amenity; propertyId: number }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-testid="landlord-amenity">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          {a.name}{" "}
          <span className="text-sm font-normal text-slate-500">· {t(AMENITY_KIND_LABEL_KEYS[a.kind])}</span>
        </h2>
        {!editing && (
          <Button
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={`${t("amenities.editAmenity")}: ${a.name}`}
          >
            {t("amenities.editAmenity")}
          </Button>
        )}
      </div>
      {editing && <AmenityForm propertyId={propertyId} amenity={a} onDone={() => setEditing(false)} />}
      <p className="text-sm text-slate-600">
        {t("amenities.capacity")}: {a.capacity} · {t("amenities.minutes", { minutes: a.slotMinutes })} ·{" "}
        {t("amenities.weeklyLimitLabel")}: {a.weeklyLimit}
      </p>
      <ClosedDates amenity={a} />
      <DayBookings amenity={a} />
    </Card>
  );
}
