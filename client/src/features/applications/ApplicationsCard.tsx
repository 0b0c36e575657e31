import type { Application } from "@common/schemas/applications";
import { CalendarDays, Check, ClipboardList, Home, X } from "lucide-react";
import { useState } from "react";
import { loadOnOpen } from "@/components/load-on-open";
import { SkeletonBlock } from "@/components/page-states";
import { Button } from "@/components/ui/button";
import { FoldCard } from "@/components/ui/fold-card";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { DeclineApplicationDialog } from "./DeclineApplicationDialog";
import { useApplications } from "./queries";
import { unitTypeLabel } from "./unit-type";

const AcceptApplicationDialog = loadOnOpen(
  () => import("./AcceptApplicationDialog").then((m) => m.AcceptApplicationDialog),
  (p) => p.application !== null,
);

/** Pending rental applications for the property, each with Accept and Decline; folds when none wait. */
export function ApplicationsCard({ propertyId }: { propertyId: number }) {
  const applications = useApplications(propertyId);
  const [accepting, setAccepting] = useState<Application | null>(null);
  const [declining, setDeclining] = useState<Application | null>(null);
  const pending = applications.data?.filter((a) => a.status === "pending") ?? [];

  return (
    <FoldCard
      id="dashboard.applications"
      title={t("applications.title")}
      icon={<ClipboardList aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      count={pending.length}
      defaultOpen={applications.isSuccess ? pending.length > 0 : undefined}
    >
      {applications.isLoading ? (
        <div className="mt-3 space-y-2" role="status" aria-label={t("applications.loading")}>
          <SkeletonBlock className="h-16" />
          <SkeletonBlock className="h-16" />
        </div>
      ) : applications.isError ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-red-700">
          {t("applications.loadFailed")}
          <Button variant="outline" onClick={() => applications.refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : pending.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("applications.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {pending.map((a) => (
            <li key={a.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{a.tenantName}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Home aria-hidden className="h-4 w-4" />
                    {a.unitNumber
                      ? `${t("listings.unitTitle", { unit: a.unitNumber })} · ${unitTypeLabel(a.unitType)}`
                      : unitTypeLabel(a.unitType)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays aria-hidden className="h-4 w-4" />
                    {t("applications.moveIn", { date: formatDate(a.moveInDate) })}
                  </span>
                </p>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:flex">
                <Button onClick={() => setAccepting(a)} aria-haspopup="dialog">
                  <Check aria-hidden className="h-4 w-4" />
                  {t("applications.accept")}
                </Button>
                <Button variant="outline" onClick={() => setDeclining(a)} aria-haspopup="dialog">
                  <X aria-hidden className="h-4 w-4" />
                  {t("applications.decline")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AcceptApplicationDialog
        application={accepting}
        propertyId={propertyId}
        onClose={() => setAccepting(null)}
      />
      <DeclineApplicationDialog application={declining} onClose={() => setDeclining(null)} />
    </FoldCard>
  );
}
