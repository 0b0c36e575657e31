import { formatMoney } from "@common/money";
import { Download, Receipt } from "lucide-react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PaymentStatusBadge } from "@/features/payments/badges";
import { receiptUrl, usePaymentHistory } from "@/features/payments/queries";
import type { PaymentHistoryItem } from "@/features/payments/types";
import { formatDay, formatWhen } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH, pagePath } from "@/lib/pages";
import { TenantPageShell } from "@/shells/TenantPageShell";

/** /transaction-history: the tenant's payments, newest first, with receipts for completed ones. */
export default function TransactionHistoryPage() {
  usePageTitle(t("payments.historyTitle"));
  const history = usePaymentHistory();
  const items = history.data;
  const latest = items?.find((p) => p.status === "completed");

  return (
    <TenantPageShell
      title={t("payments.historyTitle")}
      subtitle={t("payments.historySubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      {history.isLoading ? (
        <ListSkeleton label={t("payments.historyLoading")} />
      ) : history.isError ? (
        <ErrorState
          title={t("payments.historyLoadFailed")}
          error={history.error}
          onRetry={() => history.refetch()}
          retrying={history.isFetching}
        />
      ) : !items || items.length === 0 ? (
        <EmptyState
          icon={<Receipt className="h-6 w-6" />}
          title={t("payments.historyEmptyTitle")}
          text={t("payments.historyEmptyText")}
          action={
            <Link href={pagePath("/rent-payment-methods")} className={buttonClass("primary")}>
              {t("payments.payRent")}
            </Link>
          }
        />
      ) : (
        <>
          <Card className="flex items-center justify-between gap-3 p-4">
            <span className="text-sm font-medium text-slate-600">{t("payments.latestPayment")}</span>
            <span className="font-semibold text-slate-900">
              {latest ? formatDay(latest.date) : t("payments.notAvailable")}
            </span>
          </Card>
          <ul className="space-y-3" aria-label={t("payments.historyListLabel")}>
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
          <dt className="text-slate-600">{t("payments.method")}</dt>
          <dd className="text-slate-900">{p.method}</dd>
          <dt className="text-slate-600">{t("payments.reference")}</dt>
          <dd className="min-w-0 font-mono text-xs leading-5 break-words text-slate-900">{p.reference}</dd>
        </dl>
        {p.note && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {t("payments.historyRejected", { reason: p.note })}
          </p>
        )}
        {p.status === "completed" && (
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2 text-sm">
            <span className="text-slate-600">
              {p.receiptNumber !== null
                ? t("payments.receiptNumbered", { number: p.receiptNumber })
                : t("payments.columnReceipt")}
            </span>
            <a
              href={receiptUrl(p.id)}
              download
              aria-label={t("payments.historyReceiptLabel", {
                amount: formatMoney(p.amount, p.currency),
                date: formatDay(p.date),
              })}
              className={buttonClass("outline", "min-h-11 px-3")}
            >
              <Download aria-hidden className="h-4 w-4" />
              {t("payments.columnReceipt")}
            </a>
          </div>
        )}
      </Card>
    </li>
  );
}
