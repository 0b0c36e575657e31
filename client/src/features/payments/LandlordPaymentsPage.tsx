import type { MessageKey } from "@common/i18n/keys";
import type { PropertySummary } from "@common/schemas/properties";
import { Download, Plus, Receipt } from "lucide-react";
import { useId, useState } from "react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { LandlordPaymentsTable } from "@/features/payments/LandlordPaymentsTable";
import {
  type LandlordPaymentFilters,
  landlordPaymentsCsvUrl,
  useLandlordPayments,
} from "@/features/payments/queries";
import type { LandlordPaymentStatus } from "@/features/payments/types";
import { ReconcileLink } from "@/features/reconciliation/ReconcileLink";
import { monthBounds } from "@/lib/date-bounds";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { LandlordPageShell, WithSelectedProperty } from "@/shells/LandlordPageShell";
import { ProofQueue } from "./ProofQueue";
import { RecordPaymentDialog } from "./RecordPaymentDialog";

const STATUS_OPTIONS: { value: LandlordPaymentStatus | ""; label: MessageKey }[] = [
  { value: "", label: "payments.allStatuses" },
  { value: "succeeded", label: "payments.statusSucceeded" },
  { value: "pending", label: "payments.statusPending" },
  { value: "failed", label: "payments.statusFailed" },
  { value: "expired", label: "payments.statusExpired" },
  { value: "verifying", label: "payments.statusVerifying" },
];

/** /landlord-payments: the selected property's tenant payments, filtered by month and status, with CSV export. */
export default function LandlordPaymentsPage() {
  usePageTitle(t("payments.landlordTitle"));
  return (
    <WithSelectedProperty>{(property) => <LandlordPayments property={property} />}</WithSelectedProperty>
  );
}

function LandlordPayments({ property }: { property: PropertySummary }) {
  const id = useId();
  const [month, setMonth] = useState("");
  const [status, setStatus] = useState<LandlordPaymentStatus | "">("");
  const [recording, setRecording] = useState(false);
  const filters: LandlordPaymentFilters = { propertyId: property.id, month, status };
  const payments = useLandlordPayments(filters);
  const rows = payments.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = month !== "" || status !== "";

  return (
    <LandlordPageShell propertyName={property.name}>
      <PageHeading
        title={t("payments.landlordTitle")}
        subtitle={t("payments.landlordSubtitle", { property: property.name })}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setRecording(true)}>
              <Plus aria-hidden className="h-4 w-4" />
              {t("payments.recordButton")}
            </Button>
            <a href={landlordPaymentsCsvUrl(filters)} download className={buttonClass("outline")}>
              <Download aria-hidden className="h-4 w-4" />
              {t("payments.exportCsv")}
            </a>
            <ReconcileLink />
          </div>
        }
      />
      {recording && <RecordPaymentDialog propertyId={property.id} onClose={() => setRecording(false)} />}
      <ProofQueue propertyId={property.id} />

      <form
        className="mb-5 grid grid-cols-2 gap-3 sm:flex sm:items-end"
        aria-label={t("payments.filterLabel")}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="sm:w-48">
          <Field label={t("payments.filterMonth")} htmlFor={`${id}-month`}>
            <Input
              id={`${id}-month`}
              type="month"
              value={month}
              {...monthBounds("reportMonth")}
              onChange={(e) => setMonth(e.target.value)}
            />
          </Field>
        </div>
        <div className="sm:w-48">
          <Field label={t("common.status")} htmlFor={`${id}-status`}>
            <Select
              id={`${id}-status`}
              value={status}
              onChange={(e) => setStatus(e.target.value as LandlordPaymentStatus | "")}
            >
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {filtered && (
          <button
            type="button"
            onClick={() => {
              setMonth("");
              setStatus("");
            }}
            className={buttonClass("ghost", "col-span-2 sm:col-span-1")}
          >
            {t("payments.clearFilters")}
          </button>
        )}
      </form>

      {payments.isLoading ? (
        <ListSkeleton label={t("payments.landlordLoading")} />
      ) : payments.isError && rows.length === 0 ? (
        <ErrorState
          title={t("payments.landlordLoadFailed")}
          error={payments.error}
          onRetry={() => payments.refetch()}
          retrying={payments.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Receipt className="h-6 w-6" />}
          title={t("payments.landlordEmptyTitle")}
          text={t(filtered ? "payments.landlordEmptyFiltered" : "payments.landlordEmptyText")}
        />
      ) : (
        <div className="space-y-4">
          <LandlordPaymentsTable rows={rows} />
          {payments.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {apiErrorMessage(payments.error, t("payments.loadMoreFailed"))}
            </p>
          )}
          {payments.hasNextPage && (
            <div className="flex justify-center">
              <button
                type="button"
                onClick={() => payments.fetchNextPage()}
                disabled={payments.isFetchingNextPage}
                className={buttonClass("outline", "w-full sm:w-auto")}
              >
                {payments.isFetchingNextPage ? t("common.loading") : t("common.loadMore")}
              </button>
            </div>
          )}
        </div>
      )}
    </LandlordPageShell>
  );
}
