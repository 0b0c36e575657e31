import { formatMoney } from "@common/money";
import { Download, Receipt } from "lucide-react";
import { Link } from "wouter";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PaymentStatusBadge } from "@/features/payments/badges";
import { receiptUrl, usePaymentHistory } from "@/features/payments/queries";
import type { PaymentHistoryItem } from "@/features/payments/types";
import { formatDay, formatWhen } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { TenantPageShell } from "@/shells/TenantPageShell";

/** /transaction-history: the tenant's payments, newest first, with receipts for completed ones. */
export default function TransactionHistoryPage() {
  usePageTitle("Transaction History");
  const history = usePaymentHistory();
  const items = history.data;
  const latest = items?.find((p) => p.status === "completed");

  return (
    <TenantPageShell
      title="Transaction History"
      subtitle="Your rent payments and receipts"
      back={{ href: "/tenant-demo-simple", label: "Back to Dashboard" }}
    >
      {history.isLoading ? (
        <ListSkeleton label="Loading your payments" />
      ) : history.isError ? (
        <ErrorState
          title="Could not load your payments"
          error={history.error}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : !items || items.length === 0 ? (
        <EmptyState
          icon={<Receipt className="h-6 w-6" />}
          title="No Payments Yet"
          text="Your rent payments and their receipts show here once you pay."
          action={
            <Link href="/rent-payment-methods" className={buttonClass("primary")}>
              Pay Rent
            </Link>
          }
        />
      ) : (
        <>
          <Card className="flex items-center justify-between gap-3 p-4">
            <span className="text-sm font-medium text-slate-600">Latest Payment</span>
            <span className="font-semibold text-slate-900">{latest ? formatDay(latest.date) : "N/A"}</span>
          </Card>
          <ul className="space-y-3" aria-label="Payments">
            {items.map((p) => (
              <PaymentRow key={p.id} p={p} />
            ))}
          </ul>
        </>
      )}
    </TenantPageShell>
  );
}

function PaymentRow({ p }: { p: PaymentHistoryItem }) {
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{p.description || p.type}</p>
            <p className="text-sm text-slate-600">{formatWhen(p.date)}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span className="font-semibold whitespace-nowrap text-slate-900">
              {formatMoney(p.amount, p.currency)}
            </span>
            <PaymentStatusBadge status={p.status} />
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Method</dt>
          <dd className="text-slate-900">{p.method}</dd>
          <dt className="text-slate-600">Reference</dt>
          <dd className="min-w-0 font-mono text-xs leading-5 break-words text-slate-900">{p.reference}</dd>
        </dl>
        {p.status === "completed" && (
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2 text-sm">
            <span className="text-slate-600">
              {p.receiptNumber !== null ? `Receipt No. ${p.receiptNumber}` : "Receipt"}
            </span>
            <a
              href={receiptUrl(p.id)}
              download
              aria-label={`Receipt for ${formatMoney(p.amount, p.currency)} paid ${formatDay(p.date)}`}
              className={buttonClass("outline", "min-h-11 px-3")}
            >
              <Download aria-hidden className="h-4 w-4" />
              Receipt
            </a>
          </div>
        )}
      </Card>
    </li>
  );
}
