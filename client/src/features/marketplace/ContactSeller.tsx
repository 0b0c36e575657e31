import { ShoppingBag } from "lucide-react";
import { useEffect } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { priceOf } from "./labels";
import { useContactSeller, useListing } from "./queries";

/**
 * /neighbors-chat?seller=&item= (the spec's Contact): opens the direct conversation with the seller about the
 * item, then hands its id to `onOpened`. The seller's phone number is never shown.
 */
export function ContactSeller({
  item,
  seller,
  onOpened,
}: {
  item: string;
  seller: string;
  onOpened: (conversationId: string) => void;
}) {
  const contact = useContactSeller();
  const { mutate } = contact;
  useEffect(() => {
    mutate({ id: item, sellerId: seller }, { onSuccess: (r) => onOpened(r.conversationId) });
  }, [item, seller, mutate, onOpened]);
  if (contact.isError)
    return (
      <CardError
        error={contact.error}
        onRetry={() =>
          contact.mutate({ id: item, sellerId: seller }, { onSuccess: (r) => onOpened(r.conversationId) })
        }
        retrying={contact.isPending}
      />
    );
  return <CardSkeleton label={t("marketplace.opening")} />;
}

/** The item a direct conversation was opened about: its photo, title and price, linking back to it. */
export function ItemBanner({ item }: { item: string }) {
  const listing = useListing(item);
  if (!listing.data) return null;
  const l = listing.data;
  return (
    <Link
      href={pagePath("/marketplace", { query: { listing: l.id } })}
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 hover:bg-slate-50"
      data-testid="chat-item-banner"
    >
      {l.photos[0] ? (
        <img src={l.photos[0].thumbUrl} alt="" className="h-12 w-12 rounded-md object-cover" />
      ) : (
        <ShoppingBag aria-hidden className="h-6 w-6 text-brand-600" />
      )}
      <span className="min-w-0 text-sm">
        <span className="block truncate font-medium text-slate-900">
          {t("marketplace.aboutItem", { title: l.title })}
        </span>
        <span className="text-brand-700">{priceOf(l)}</span>
      </span>
    </Link>
  );
}

/** The buyer's first question about the item, for the message box (undefined until the listing loads). */
export function useItemDraft(item: string | undefined): string | undefined {
  const listing = useListing(item);
  return listing.data ? t("marketplace.askAvailable", { title: listing.data.title }) : undefined;
}
