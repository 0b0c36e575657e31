import type { ListingDetails } from "@common/schemas/listings";
import { ClipboardCheck } from "lucide-react";
import { formatStampDay } from "@/lib/format";
import { t } from "@/lib/i18n";

const STATUS = {
  pending: "listings.applicationPending",
  accepted: "listings.applicationAccepted",
  declined: "listings.applicationDeclined",
} as const;

/** The signed-in tenant's application to this property and where it stands. */
export function MyApplication({
  application,
}: {
  application: NonNullable<ListingDetails["myApplication"]>;
}) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
      data-testid="my-application"
    >
      <ClipboardCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <div>
        <p className="font-semibold">
          {t("listings.myApplication", {
            unit: application.unitNumber ?? "none",
            date: formatStampDay(application.createdAt),
          })}
        </p>
        <p className="text-sm text-green-800">{t(STATUS[application.status])}</p>
      </div>
    </div>
  );
}
