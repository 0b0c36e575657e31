import { literal } from "@common/i18n/message";
import type { ListingView } from "@common/schemas/marketplace";
import { ShoppingBag } from "lucide-react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { ListingSummary } from "./ListingSummary";
import { useMoveListing, useMyListings } from "./queries";

/** 'My listings': the resident's own in every state, with Mark as sold and Withdraw where they apply. */
export function MyListings() {
  const mine = useMyListings();
  if (mine.isPending) return <ListSkeleton rows={3} />;
  if (mine.isError)
    return (
      <ErrorState
        title={t("marketplace.tabMine")}
        error={mine.error}
        onRetry={() => mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  if (mine.data.items.length === 0)
    return (
      <EmptyState
        icon={<ShoppingBag className="h-6 w-6" />}
        title={t("marketplace.tabMine")}
        text={t("marketplace.mineEmpty")}
      />
    );
  return (
    <Card className="p-4 sm:p-5">
      <ul className="divide-y divide-slate-100" data-testid="my-listings">
        {mine.data.items.map((l) => (
          <li key={l.id} className="py-3">
            <ListingSummary listing={l}>
              <SellerActions listing={l} />
            </ListingSummary>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SellerActions({ listing }: { listing: ListingView }) {
  const move = useMoveListing();
  const run = (to: "sold" | "withdrawn") =>
    move.mutate(
      { id: listing.id, to },
      {
        onSuccess: () =>
          toast({
            title: t(to === "sold" ? "marketplace.soldToast" : "marketplace.withdrawnToast"),
            description: literal(listing.title),
          }),
        onError: (e) =>
          toast({
            variant: "destructive",
            title: t("common.genericError"),
            description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
          }),
      },
    );
  const canSell = listing.status === "approved";
  const canWithdraw = listing.status === "approved" || listing.status === "pending";
  if (!canSell && !canWithdraw) return null;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {canSell && (
        <Button
          variant="outline"
          disabled={move.isPending}
          onClick={() => run("sold")}
          data-testid="listing-sold"
        >
          {t("marketplace.markSold")}
        </Button>
      )}
      {canWithdraw && (
        <Button variant="ghost" disabled={move.isPending} onClick={() => run("withdrawn")}>
          {t("marketplace.withdraw")}
        </Button>
      )}
    </div>
  );
}
