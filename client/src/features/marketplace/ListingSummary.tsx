import type { ListingView } from "@common/schemas/marketplace";
import type { ReactNode } from "react";
import { ApprovalBadge } from "@/components/approval/ApprovalBadge";
import { t } from "@/lib/i18n";
import { ListingPhoto } from "./ListingPhoto";
import { categoryLabel, priceOf } from "./labels";

const OWN_STATUSES = {
  pending: { label: "marketplace.statusPending", style: "bg-yellow-100 text-yellow-800" },
  sold: { label: "marketplace.statusSold", style: "bg-slate-800 text-white" },
  withdrawn: { label: "marketplace.statusWithdrawn", style: "bg-slate-100 text-slate-700" },
} as const;

/**
 * A listing as a row, for its seller and the landlord: photo, title, price, category, status and the landlord's
 * reason; `children` below (the seller's or the landlord's buttons).
 */
export function ListingSummary({ listing, children }: { listing: ListingView; children?: ReactNode }) {
  const own = OWN_STATUSES[listing.status as keyof typeof OWN_STATUSES];
  return (
    <div className="flex gap-3" data-testid="listing-row" data-title={listing.title}>
      <ListingPhoto listing={listing} className="h-16 w-16 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-slate-900">
          {listing.title}{" "}
          <span className="font-normal text-slate-600">
            · {priceOf(listing)} · {categoryLabel(listing)}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <ApprovalBadge status={listing.status} label={own && t(own.label)} style={own?.style} />
        </div>
        {listing.hiddenByReports && (
          <p className="text-sm text-amber-800">{t("marketplace.hiddenByReports")}</p>
        )}
        {listing.status === "rejected" && listing.decisionReason && (
          <p className="text-sm text-red-700">
            {t("approval.reasonShown", { reason: listing.decisionReason })}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
