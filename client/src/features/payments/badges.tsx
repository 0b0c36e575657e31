import type { MessageKey } from "@common/i18n/keys";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";

const STYLE: Record<string, string> = {
  completed: "bg-green-100 text-green-800",
  succeeded: "bg-green-100 text-green-800",
  pending: "bg-amber-100 text-amber-800",
  verifying: "bg-amber-100 text-amber-800",
  failed: "bg-red-100 text-red-800",
};

/** Every status a payment is shown with: the tenant's history says completed, the landlord's succeeded. */
export const PAYMENT_STATUS_LABELS: Record<string, MessageKey> = {
  completed: "payments.statusCompleted",
  succeeded: "payments.statusSucceeded",
  pending: "payments.statusPending",
  failed: "payments.statusFailed",
  expired: "payments.statusExpired",
  verifying: "payments.statusVerifying",
};

/** Payment display status (spec section 4): completed green, pending yellow, failed red, other grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const label = PAYMENT_STATUS_LABELS[status];
  return (
    <span className={`${pill} ${STYLE[status] ?? "bg-slate-100 text-slate-700"}`}>
      {label ? t(label) : status}
    </span>
  );
}
