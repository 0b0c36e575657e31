import { literal } from "@common/i18n/message";
import type { MaintenanceRequestDto } from "@common/schemas/maintenance";
import { CalendarCheck, ChevronRight, Plus, Wrench } from "lucide-react";
import { useState } from "react";
import { SkeletonBlock } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiErrorMessage } from "@/lib/errors";
import { formatDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { MaintenanceStatusBadge } from "./badges";
import { priorityLabel } from "./labels";
import { MaintenanceDetailsDialog } from "./MaintenanceDetailsDialog";
import { useMaintenanceRequests } from "./queries";

/** Spec section 9: the dashboard lists the first 3 maintenance requests. */
const SHOWN = 3;

/** The tenant dashboard's maintenance card: the first 3 requests, 'New Request', a details dialog each. */
export function MaintenanceCard() {
  const list = useMaintenanceRequests();
  const [open, setOpen] = useState<MaintenanceRequestDto | null>(null);
  const items = list.data?.items.slice(0, SHOWN) ?? [];

  return (
    <Card className="p-5">
      <section aria-labelledby="maintenance-card-title" className="space-y-4" data-testid="maintenance-card">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden
              className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700"
            >
              <Wrench className="h-6 w-6" />
            </span>
            <h2 id="maintenance-card-title" className="text-lg font-semibold text-slate-900">
              {t("maintenance.cardTitle")}
            </h2>
          </div>
          <Link href={pagePath("/maintenance-request")} className={buttonClass("primary", "shrink-0 px-3")}>
            <Plus aria-hidden className="h-4 w-4" />
            {t("maintenance.cardNewRequest")}
          </Link>
        </div>

        {list.isLoading ? (
          <div role="status" aria-label={t("maintenance.cardLoading")} className="space-y-2">
            <SkeletonBlock className="h-16" />
            <SkeletonBlock className="h-16" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-sm text-slate-600">{apiErrorMessage(list.error, t("common.genericError"))}</p>
            <Button variant="outline" onClick={() => list.refetch()} disabled={list.isFetching}>
              {t(list.isFetching ? "common.retrying" : "common.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t("maintenance.cardEmpty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {items.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={() => setOpen(r)}
                  aria-haspopup="dialog"
                  data-testid="maintenance-item"
                  className="flex min-h-16 w-full items-center gap-3 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                >
                  {r.imageUrl && (
                    <img
                      src={r.imageUrl}
                      alt=""
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-md bg-slate-100 object-cover"
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-medium break-words text-slate-900">{r.title}</span>
                      <MaintenanceStatusBadge status={r.status} />
                    </span>
                    <span className="mt-1 block text-xs text-slate-600">
                      {t("maintenance.cardItemMeta", {
                        priority: priorityLabel(r.priority),
                        date: formatDay(r.createdAt),
                      })}
                    </span>
                    {r.plannedFixDate && (
                      <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-700">
                        <CalendarCheck aria-hidden className="h-3.5 w-3.5 text-brand-600" />
                        {t("maintenance.cardPlannedFix", { date: formatDay(r.plannedFixDate) })}
                      </span>
                    )}
                  </span>
                  <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MaintenanceDetailsDialog
        requestId={open?.id ?? null}
        title={literal(open?.title ?? "")}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
