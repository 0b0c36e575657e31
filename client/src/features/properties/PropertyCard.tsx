import { PROPERTY_TYPE_LABEL_KEYS } from "@common/constants";
import type { PropertySummary } from "@common/schemas/properties";
import { Building2, Loader2, MapPin } from "lucide-react";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";
import { PropertyImage } from "./PropertyImage";
import { PropertyMenu } from "./PropertyMenu";

/**
 * One property of the selection grid. The name is a button stretched over the whole card (clicking the card
 * selects the property); the options menu sits above it.
 */
export function PropertyCard({
  property: p,
  selecting,
  disabled,
  isCurrent,
  onSelect,
  onDelete,
}: {
  property: PropertySummary;
  selecting: boolean;
  disabled: boolean;
  isCurrent: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      className={`relative flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-colors hover:border-brand-600 has-[.select-card:focus-visible]:ring-2 has-[.select-card:focus-visible]:ring-brand-600/50 ${isCurrent ? "border-brand-600" : "border-slate-200"}`}
      data-testid="property-card"
    >
      <PropertyImage
        src={p.photos[0]?.thumbUrl ?? p.imageUrl ?? ""}
        alt=""
        className="h-40 w-full object-cover sm:h-44"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3 pr-12">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">
              <button
                type="button"
                onClick={onSelect}
                disabled={disabled}
                className="select-card text-left after:absolute after:inset-0 after:content-[''] focus:outline-none disabled:cursor-wait"
              >
                {p.name}
              </button>
            </h2>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{p.location}</span>
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <Building2 aria-hidden className="h-4 w-4 shrink-0" />
              {t(PROPERTY_TYPE_LABEL_KEYS[p.propertyType])}
            </p>
            {p.listed && (
              <p className={`${pill} mt-2 bg-green-50 text-green-800`} data-testid="listed-badge">
                {t("listings.listedBadge")}
              </p>
            )}
          </div>
        </div>
        <dl className="mt-auto grid grid-cols-3 gap-2 text-center">
          <Count
            label={t("properties.countTotal")}
            value={p.totalUnits}
            className="bg-slate-100 text-slate-900"
          />
          <Count
            label={t("properties.countOccupied")}
            value={p.occupiedUnits}
            className="bg-green-50 text-green-800"
          />
          <Count
            label={t("properties.countAvailable")}
            value={p.availableUnits}
            className="bg-brand-50 text-brand-700"
          />
        </dl>
        {(isCurrent || selecting) && (
          <p className="flex items-center gap-2 text-xs font-medium text-brand-700">
            {selecting ? (
              <>
                <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
                {t("properties.openingDashboard")}
              </>
            ) : (
              t("properties.currentlyManaging")
            )}
          </p>
        )}
      </div>
      <div className="absolute right-3 top-3 z-10">
        <PropertyMenu propertyId={p.id} propertyName={p.name} onDelete={onDelete} />
      </div>
    </article>
  );
}

function Count({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className={`rounded-lg px-2 py-2 ${className}`}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}
