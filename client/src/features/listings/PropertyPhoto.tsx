import type { ListingPhoto } from "@common/schemas/listings";
import { Building2 } from "lucide-react";
import { t } from "@/lib/i18n";

/**
 * A property's photo (its thumbnail unless `full`), else the landlord's image link, else a quiet placeholder;
 * `className` sets the size. Width and height are given so the page does not jump when it arrives.
 */
export function PropertyPhoto({
  photo,
  imageUrl,
  alt,
  className,
  full = false,
  eager = false,
}: {
  photo: ListingPhoto | null | undefined;
  imageUrl?: string | null;
  alt: string;
  className: string;
  full?: boolean;
  eager?: boolean;
}) {
  const src = photo ? (full ? photo.url : photo.thumbUrl) : imageUrl;
  if (!src)
    return (
      <span
        role="img"
        aria-label={t("listings.noPhoto")}
        className={`${className} grid place-items-center bg-brand-50 text-brand-700`}
      >
        <Building2 aria-hidden className="h-10 w-10" />
      </span>
    );
  return (
    <img
      src={src}
      alt={alt}
      width={photo?.width ?? 400}
      height={photo?.height ?? 300}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`${className} object-cover`}
    />
  );
}
