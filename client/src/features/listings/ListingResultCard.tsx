import { AMENITY_LABEL_KEYS, type Amenity, PROPERTY_TYPE_LABEL_KEYS } from "@common/constants";
import type { ListingSummary } from "@common/schemas/listings";
import { BedDouble, Car, MapPin } from "lucide-react";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { bathroomsLabel, bedroomsLabel, fromPrice } from "./labels";
import { PropertyPhoto } from "./PropertyPhoto";

const AMENITIES_SHOWN = 3;

/** One property of the results: photo, name (the link to its page), area, price from, rooms and amenities. */
export function ListingResultCard({ listing, layout }: { listing: ListingSummary; layout: "grid" | "list" }) {
  const list = layout === "list";
  const amenities = listing.amenities.slice(0, AMENITIES_SHOWN);
  return (
    <article
      className={`relative flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 ${
        list ? "flex-col sm:flex-row" : "flex-col"
      }`}
      data-testid="search-result"
      data-name={listing.name}
    >
      <PropertyPhoto
        photo={listing.photo}
        imageUrl={listing.imageUrl}
        alt={t("listings.photoAlt", { n: 1, total: 1, property: listing.name })}
        className={list ? "aspect-[4/3] w-full sm:w-56 sm:shrink-0" : "aspect-[4/3] w-full"}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t(PROPERTY_TYPE_LABEL_KEYS[listing.propertyType])}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            href={pagePath("/listing/:id", { params: { id: listing.id } })}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {listing.name}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">{listing.address}</span>
        </p>
        <p className="text-lg font-bold text-brand-700">{fromPrice(listing)}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <BedDouble aria-hidden className="h-4 w-4" />
            {bedroomsLabel(listing.bedrooms)}
          </span>
          <span>{bathroomsLabel(listing.bathrooms)}</span>
          {listing.parking && (
            <span className="inline-flex items-center gap-1">
              <Car aria-hidden className="h-4 w-4" />
              {t("listings.parking")}
            </span>
          )}
        </p>
        {amenities.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("listings.amenitiesTitle")}>
            {amenities.map((a) => (
              <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {a in AMENITY_LABEL_KEYS ? t(AMENITY_LABEL_KEYS[a as Amenity]) : a}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto pt-1 text-sm font-medium text-green-700">
          {t("listings.availableUnits", { count: listing.available })}
        </p>
      </div>
    </article>
  );
}
