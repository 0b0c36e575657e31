import type { MessageKey } from "@common/i18n/keys";
import type { RentSummary } from "@common/schemas/rent";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";

const STANDING: Record<RentSummary["status"], { label: MessageKey; style: string }> = {
  current: { label: "rent.standingCurrent", style: "bg-green-100 text-green-800" },
  overdue: { label: "rent.standingOverdue", style: "bg-red-100 text-red-800" },
  partial: { label: "rent.standingPartial", style: "bg-amber-100 text-amber-800" },
};

/** The lease's standing: current green, overdue red, partial yellow. */
export function StandingBadge({ status }: { status: RentSummary["status"] }) {
  const s = STANDING[status];
  return <span className={`${pill} ${s.style}`}>{t(s.label)}</span>;
}

/** A rent charge: pending shows 'Due', paid shows 'Paid' (spec section 4). */
export function ChargeBadge({ status }: { status: "pending" | "paid" }) {
  return status === "paid" ? (
    <span className={`${pill} bg-green-100 text-green-800`}>{t("rent.chargePaid")}</span>
  ) : (
    <span className={`${pill} bg-amber-100 text-amber-800`}>{t("rent.chargeDue")}</span>
  );
}
