import { ShoppingBag } from "lucide-react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { useMayAsk } from "@/lib/auth";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { ListingPhoto } from "./ListingPhoto";
import { priceOf } from "./labels";
import { useDashboardListings } from "./queries";

/** The live tenant dashboard's marketplace: the first 4 approved listings of the building (spec section 9). */
export function MarketplaceCard() {
  const mayAsk = useMayAsk("marketplace.list");
  const listings = useDashboardListings({ enabled: mayAsk });
  return (
    <Card className="p-4 sm:p-5" data-testid="marketplace-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShoppingBag aria-hidden className="h-5 w-5 text-brand-600" />
          {t("marketplace.dashboardTitle")}
        </h2>
        <Link href={pagePath("/marketplace")} className="text-sm font-medium text-brand-700 hover:underline">
          {t("marketplace.viewAll")}
        </Link>
      </div>
      {!mayAsk ? (
        <p className="mt-3 text-sm text-slate-600">{t("marketplace.noLease")}</p>
      ) : listings.isPending ? (
        <CardSkeleton />
      ) : listings.isError ? (
        <CardError error={listings.error} onRetry={() => listings.refetch()} retrying={listings.isFetching} />
      ) : listings.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("marketplace.dashboardEmpty")}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {listings.data.items.map((l) => (
            <li key={l.id}>
              <Link
                href={pagePath("/marketplace", { query: { listing: l.id } })}
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
                data-testid="dashboard-listing"
              >
                <ListingPhoto listing={l} className="aspect-square w-full rounded-lg" />
                <span className="mt-1 block truncate text-sm font-medium text-slate-900">{l.title}</span>
                <span className="block text-sm text-brand-700">{priceOf(l)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
