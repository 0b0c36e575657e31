import type { ListingView } from "@common/schemas/marketplace";
import { ShoppingBag } from "lucide-react";
import { t } from "@/lib/i18n";

/** A listing's first photo (its thumbnail), or a quiet placeholder; `className` sets the size. */
export function ListingPhoto({ listing, className }: { listing: ListingView; className: string }) {
  const photo = listing.photos[0];
  return photo ? (
    <img
      src={photo.thumbUrl}
      alt={t("marketplace.photoOf", { n: 1, title: listing.title })}
      className={`${className} object-cover`}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span
      role="img"
      aria-label={t("marketplace.noPhoto")}
      className={`${className} grid place-items-center bg-brand-50 text-brand-700`}
    >
      <ShoppingBag aria-hidden className="h-8 w-8" />
    </span>
  );
}
