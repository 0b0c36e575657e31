import { pill } from "@/features/rent/badges";

const STYLE: Record<string, string> = {
  completed: "bg-green-100 text-green-800",
  succeeded: "bg-green-100 text-green-800",
  pending: "bg-amber-100 text-amber-800",
  failed: "bg-red-100 text-red-800",
};
const LABEL: Record<string, string> = {
  completed: "Completed",
  succeeded: "Succeeded",
  pending: "Pending",
  failed: "Failed",
  expired: "Expired",
};

/** Payment display status (spec section 4): completed green, pending yellow, failed red, other grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={`${pill} ${STYLE[status] ?? "bg-slate-100 text-slate-700"}`}>
      {LABEL[status] ?? status}
    </span>
  );
}
