import type { ListingView } from "@common/schemas/marketplace";
import { Eye, MessageCircle } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { LikeButton } from "./LikeButton";
import { ListingPhoto } from "./ListingPhoto";
import { conditionLabel, contactHref, priceOf, sellerLine } from "./labels";

/**
 * A neighbour's listing in the grid: photo, title (opens the details), price, condition, seller and unit, views,
 * the like toggle and Contact. The seller's own listing has no Contact.
 */
export function ListingCard({ listing, onOpen }: { listing: ListingView; onOpen: (id: string) => void }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      data-testid="listing-card"
      data-title={listing.title}
    >
      <button
        type="button"
        onClick={() => onOpen(listing.id)}
        className="block text-left focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t("marketplace.details", { title: listing.title })}
      >
        <ListingPhoto listing={listing} className="aspect-[4/3] w-full" />
      </button>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold text-slate-900">
          <button
            type="button"
            onClick={() => onOpen(listing.id)}
            className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {listing.title}
          </button>
        </h3>
        <p className="text-lg font-bold text-brand-700">{priceOf(listing)}</p>
        <p className="text-sm text-slate-600">
          {conditionLabel(listing)} · {sellerLine(listing)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <div className="flex items-center gap-1 text-sm text-slate-600">
            <LikeButton listing={listing} />
            <span
              className="inline-flex items-center gap-1"
              title={t("marketplace.views", { count: listing.views })}
            >
              <Eye aria-hidden className="h-4 w-4" />
              <span className="sr-only">{t("marketplace.views", { count: listing.views })}</span>
              <span aria-hidden>{listing.views}</span>
            </span>
          </div>
          {!listing.isMine && (
            <Link
              href={contactHref(listing)}
              className={buttonClass("outline", "px-3")}
              aria-label={t("marketplace.contactLabel", { name: listing.sellerName, title: listing.title })}
              data-testid="listing-contact"
            >
              <MessageCircle aria-hidden className="h-4 w-4" />
              {t("marketplace.contact")}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
