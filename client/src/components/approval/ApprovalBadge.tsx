import type { MessageKey } from "@common/i18n/keys";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";

const STYLES: Record<string, { style: string; label: MessageKey }> = {
  pending: { style: "bg-yellow-100 text-yellow-800", label: "approval.pendingReview" },
  approved: { style: "bg-green-100 text-green-800", label: "approval.approved" },
  rejected: { style: "bg-red-100 text-red-800", label: "approval.rejected" },
};

/**
 * The status of a resident's request (spec: approved, rejected, pending review). A domain's own later status (a
 * listing's 'Sold') passes its label and style.
 */
export function ApprovalBadge({ status, label, style }: { status: string; label?: string; style?: string }) {
  const known = STYLES[status];
  return (
    <span
      className={`${pill} ${style ?? known?.style ?? "bg-slate-100 text-slate-700"}`}
      data-testid="approval-status"
      data-status={status}
    >
      {label ?? (known ? t(known.label) : status)}
    </span>
  );
}
