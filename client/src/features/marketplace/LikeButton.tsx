import type { ListingView } from "@common/schemas/marketplace";
import { Heart } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useLikeToggle } from "./queries";

/** The like toggle (spec section 4): a pressed button with the count; the change shows at once. */
export function LikeButton({ listing }: { listing: ListingView }) {
  const toggle = useLikeToggle();
  const label = t(listing.isLiked ? "marketplace.unlike" : "marketplace.like", { title: listing.title });
  return (
    <button
      type="button"
      aria-pressed={listing.isLiked}
      title={label}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { id: listing.id, like: !listing.isLiked, likes: listing.likes },
          {
            onError: (e) =>
              toast({
                variant: "destructive",
                title: t("common.genericError"),
                description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
              }),
          },
        )
      }
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="listing-like"
    >
      <Heart
        aria-hidden
        className={`h-5 w-5 ${listing.isLiked ? "fill-red-500 text-red-500" : "text-slate-500"}`}
      />
      <span className="sr-only">{label}</span>
      <span data-testid="listing-like-count">{listing.likes}</span>
    </button>
  );
}
