import type { Message } from "@common/i18n/message";
import type { ReadingView } from "@common/schemas/meters";
import { Gauge, WifiOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { useDisputeReading, useMyReadings } from "./queries";
import { ReadingCard } from "./ReadingCard";

/** /meter-readings for the tenant (decision 0063): their unit's readings with photos, and 'Dispute Reading'. */
export default function TenantMeterReadingsPage() {
  usePageTitle(t("meters.pageTitle"));
  return (
    <TenantPageShell
      title={t("meters.pageTitle")}
      subtitle={t("meters.tenantSubtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <MyReadings />
    </TenantPageShell>
  );
}

function MyReadings() {
  const online = useOnline();
  const readings = useMyReadings();
  if (readings.isLoading) return <ListSkeleton />;
  if (readings.isError || !readings.data)
    return (
      <ErrorState
        title={t("meters.pageTitle")}
        error={readings.error}
        onRetry={() => readings.refetch()}
        retrying={readings.isFetching}
      />
    );
  const all = readings.data.pages.flatMap((p) => p.readings);
  return (
    <div className="space-y-3">
      {!online && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WifiOff aria-hidden className="h-4 w-4" /> {t("meters.offline")}
        </p>
      )}
      {all.length === 0 ? (
        <EmptyState icon={<Gauge className="h-6 w-6" />} title={t("meters.noReadings")} />
      ) : (
        <ul className="space-y-3">
          {all.map((r) => (
            <li key={r.id}>
              <ReadingCard reading={r}>
                {r.supersededBy === null && r.dispute?.status !== "open" && <DisputeForm reading={r} />}
              </ReadingCard>
            </li>
          ))}
        </ul>
      )}
      {readings.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => readings.fetchNextPage()}
          disabled={readings.isFetchingNextPage}
        >
          {t("meters.loadMore")}
        </Button>
      )}
    </div>
  );
}

function DisputeForm({ reading }: { reading: ReadingView }) {
  const id = useId();
  const dispute = useDisputeReading();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<Message>();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError(t("meters.reasonRequired"));
    try {
      await dispute.mutateAsync({ id: reading.id, reason });
      toast({ title: t("meters.disputeSent") });
    } catch (err) {
      setError(apiErrorMessage(err, t("common.genericError"), t("common.networkError")));
    }
  }
  return (
    <details className="pt-1">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">
        {t("meters.disputeReading")}
      </summary>
      <form onSubmit={submit} noValidate className="space-y-2">
        <Field label={t("meters.disputeReason")} htmlFor={`${id}-reason`} error={error}>
          <Input
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            maxLength={1000}
          />
        </Field>
        <Button type="submit" disabled={dispute.isPending}>
          {t("meters.sendDispute")}
        </Button>
      </form>
    </details>
  );
}
