import type { ListingPhoto } from "@common/schemas/listings";
import { useState } from "react";
import { t } from "@/lib/i18n";
import { PropertyPhoto } from "./PropertyPhoto";

/** The listing's photos: the one chosen large, and a row of thumbnails to choose from. */
export function PhotoGallery({
  photos,
  imageUrl,
  property,
}: {
  photos: ListingPhoto[];
  imageUrl: string | null;
  property: string;
}) {
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0] ?? null;
  const alt = (n: number) => t("listings.photoAlt", { n, total: Math.max(photos.length, 1), property });
  return (
    <div className="space-y-2">
      <PropertyPhoto
        photo={current}
        imageUrl={imageUrl}
        alt={alt(index + 1)}
        full
        eager
        className="aspect-[16/9] max-h-[28rem] w-full rounded-lg bg-slate-200"
      />
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={alt(i + 1)}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-md ${i === index ? "ring-2 ring-brand-600" : "ring-1 ring-slate-200"}`}
              >
                <img src={photo.thumbUrl} alt="" width={96} height={72} className="h-16 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
