import type { MessageKey } from "@common/i18n/keys";
import { formatMoney } from "@common/money";
import { PAYMENT_METHOD_LABELS } from "@common/payment-methods";
import { Download } from "lucide-react";
import { formatDateTime } from "@/lib/format";
import { t } from "@/lib/i18n";
import { MD_UP, useMediaQuery } from "@/lib/media-query";
import { FirstThenRest } from "@/lib/stages";
import { PaymentStatusBadge } from "./badges";
import { receiptUrl } from "./queries";
import type { LandlordPaymentRow } from "./types";

/** The table's columns; the money ones are right-aligned. */
const COLUMNS: { label: MessageKey; numeric?: boolean }[] = [
  { label: "common.tenant" },
  { label: "common.unit" },
  { label: "common.amount", numeric: true },
  { label: "payments.columnPlatformFee", numeric: true },
  { label: "payments.columnMethod" },
  { label: "common.status" },
  { label: "common.date" },
  { label: "payments.columnReceipt" },
];

function ReceiptLink({ r, compact = false }: { r: LandlordPaymentRow; compact?: boolean }) {
  if (r.status !== "succeeded") return <span className="text-slate-500">—</span>;
  const numbered = r.receiptNumber !== null;
  const receipt = numbered
    ? t("payments.receiptNumbered", { number: r.receiptNumber! })
    : t("payments.columnReceipt");
  return (
    <a
      href={receiptUrl(r.id)}
      download
      aria-label={t("payments.landlordReceiptLabel", {
        receipt,
        tenant: r.tenantName,
        amount: formatMoney(r.amount, r.currency),
      })}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-md font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${compact ? "-mr-2 px-2" : "-mx-2 px-2"}`}
    >
      <Download aria-hidden className="h-4 w-4" />
      {compact || !numbered ? receipt : t("payments.receiptNo", { number: r.receiptNumber! })}
    </a>
  );
}

/** How it was paid in the reader's words; the mobile money network, and who received a recorded payment. */
function Method({ r }: { r: LandlordPaymentRow }) {
  return (
    <>
      {t(PAYMENT_METHOD_LABELS[r.paymentMethod])}
      {r.paymentMethod === "mobile_money" && r.method && (
        <span className="text-slate-500"> · {r.method}</span>
      )}
      {r.receivedBy && (
        <span className="text-slate-500"> · {t("payments.receivedByName", { name: r.receivedBy })}</span>
      )}
    </>
  );
}

/**
 * The landlord's payments: a compact card per payment on phones, a table from md up (only the one that shows is
 * rendered). The first rows render with the page; the rest of a page of 50 in the next task (Later), below them.
 */
export function LandlordPaymentsTable({ rows }: { rows: LandlordPaymentRow[] }) {
  return useMediaQuery(MD_UP) ? <PaymentsWide rows={rows} /> : <PaymentsCards rows={rows} />;
}

/** About a screen of rows, on a phone (cards) and on a laptop (table rows). */
const FIRST_ROWS = 12;

function PaymentsCards({ rows }: { rows: LandlordPaymentRow[] }) {
  return (
    <ul className="space-y-2" aria-label={t("payments.tenantPayments")}>
      <FirstThenRest items={rows} first={FIRST_ROWS}>
        {(r) => <PaymentCard key={r.id} r={r} />}
      </FirstThenRest>
    </ul>
  );
}

function PaymentsWide({ rows }: { rows: LandlordPaymentRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("payments.tenantPayments")}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${c.numeric ? "text-right" : "text-left"}`}
              >
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <FirstThenRest items={rows} first={FIRST_ROWS}>
            {(r) => <PaymentRow key={r.id} r={r} />}
          </FirstThenRest>
        </tbody>
      </table>
    </div>
  );
}

function PaymentCard({ r }: { r: LandlordPaymentRow }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{r.tenantName}</p>
          <p className="text-sm text-slate-600">
            {t("payments.unitLabel", { unit: r.unitNumber })} · <Method r={r} />
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-semibold whitespace-nowrap text-slate-900">
            {formatMoney(r.amount, r.currency)}
          </p>
          <p className="text-xs whitespace-nowrap text-slate-600">
            {t("payments.feeLine", { amount: formatMoney(r.platformFee, r.currency) })}
          </p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-2">
          <PaymentStatusBadge status={r.status} />
          <span className="text-slate-600">{formatDateTime(r.date)}</span>
        </span>
        {r.status === "succeeded" && <ReceiptLink r={r} compact />}
      </div>
    </li>
  );
}

function PaymentRow({ r }: { r: LandlordPaymentRow }) {
  return (
    <tr className="border-t border-slate-200">
      <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900">
        {r.tenantName}
      </th>
      <td className="px-4 py-3">{r.unitNumber}</td>
      <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">
        {formatMoney(r.amount, r.currency)}
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-700">
        {formatMoney(r.platformFee, r.currency)}
      </td>
      <td className="px-4 py-3">
        <Method r={r} />
      </td>
      <td className="px-4 py-3">
        <PaymentStatusBadge status={r.status} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(r.date)}</td>
      <td className="px-4 py-1">
        <ReceiptLink r={r} />
      </td>
    </tr>
  );
}
