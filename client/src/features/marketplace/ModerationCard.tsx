import type { ListingView } from "@common/schemas/marketplace";
import { ShieldCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { DecideWithToast } from "@/components/approval/DecideWithToast";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { FoldCard } from "@/components/ui/fold-card";
import { t } from "@/lib/i18n";
import { BlockedWordsDialog } from "./BlockedWordsDialog";
import { ListingSummary } from "./ListingSummary";
import { useDecideListing, usePendingListings } from "./queries";

/**
 * The landlord dashboard's 'Marketplace Moderation': the pending count and each listing to approve or reject
 * (reported and flagged ones first, with why), and the blocked words.
 */
export function ModerationCard({ propertyId }: { propertyId: number }) {
  const pending = usePendingListings(propertyId);
  const [editingWords, setEditingWords] = useState(false);
  return (
    <FoldCard
      id="dashboard.moderation"
      data-testid="marketplace-moderation"
      title={t("marketplace.moderationTitle")}
      icon={<ShieldCheck aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      count={pending.data?.total ?? 0}
      defaultOpen={pending.isSuccess ? pending.data.total > 0 : undefined}
      aside={
        <Button variant="outline" onClick={() => setEditingWords(true)} data-testid="blocked-words-open">
          {t("marketplace.blockedWordsButton")}
        </Button>
      }
    >
      {pending.isPending ? (
        <CardSkeleton />
      ) : pending.isError ? (
        <CardError error={pending.error} onRetry={() => pending.refetch()} retrying={pending.isFetching} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600" data-testid="moderation-count">
            {t("marketplace.moderationPending", { count: pending.data.total })}
          </p>
          <ul className="mt-2 divide-y divide-slate-100">
            {pending.data.items.map((l) => (
              <li key={l.id} className="space-y-2 py-3">
                <p className="text-sm text-slate-600">
                  {t("marketplace.moderationSeller", { name: l.sellerName, unit: l.unitNumber ?? "-" })}
                </p>
                <ListingSummary listing={l}>
                  <p className="line-clamp-3 text-sm text-slate-700">{l.description}</p>
                  <Warnings listing={l} />
                  <ListingDecision listing={l} />
                </ListingSummary>
              </li>
            ))}
          </ul>
        </>
      )}
      <BlockedWordsDialog open={editingWords} onClose={() => setEditingWords(false)} />
    </FoldCard>
  );
}

function Warnings({ listing }: { listing: ListingView }) {
  if (listing.flaggedWords.length === 0 && listing.reportCount === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-amber-900">
      {listing.reportCount > 0 && (
        <li className="flex items-start gap-1.5">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t("marketplace.reportedTimes", { count: listing.reportCount })}
        </li>
      )}
      {listing.flaggedWords.length > 0 && (
        <li className="flex items-start gap-1.5" data-testid="listing-flagged">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t("marketplace.flagged", { words: listing.flaggedWords.join(", ") })}
        </li>
      )}
    </ul>
  );
}

function ListingDecision({ listing }: { listing: ListingView }) {
  const decide = useDecideListing();
  return (
    <DecideWithToast
      name={listing.title}
      pending={decide.isPending}
      decide={(status, reason) => decide.mutateAsync({ id: listing.id, status, reason })}
      titles={{ approved: t("marketplace.approvedTitle"), rejected: t("marketplace.rejectedTitle") }}
    />
  );
}
