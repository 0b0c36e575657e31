import { literal, type Message } from "@common/i18n/message";
import type { MaintenanceRequestDetail } from "@common/schemas/maintenance";
import { ArrowRight, CalendarCheck, Phone, UserRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDay, formatWhen } from "@/lib/format";
import { t } from "@/lib/i18n";
import { MaintenanceStatusBadge, PriorityBadge } from "./badges";
import { statusLabel } from "./labels";
import { photoUrl, useChangeMaintenanceStatus, useMaintenanceRequest } from "./queries";

/** The details of one request: description, photos, status history, plan, assignee; cancel while open. */
export function MaintenanceDetailsDialog({
  requestId,
  title,
  onClose,
}: {
  requestId: string | null;
  /** The request's title, shown until its details load. */
  title: Message;
  onClose: () => void;
}) {
  const detail = useMaintenanceRequest(requestId);
  const [photo, setPhoto] = useState<Photo | null>(null);
  // React passes the photo dialog's Escape (cancel) on to this dialog too: then only the photo closes.
  const close = () => (photo ? setPhoto(null) : onClose());
  return (
    <Dialog
      open={requestId !== null}
      onClose={close}
      title={detail.data ? literal(detail.data.title) : title}
      wide
    >
      {detail.isLoading ? (
        <div className="grid place-items-center py-8">
          <Spinner label={t("maintenance.detailsLoading")} />
        </div>
      ) : detail.isError || !detail.data ? (
        <div role="alert" className="space-y-3">
          <p className="text-sm text-slate-700">{apiErrorMessage(detail.error, t("common.genericError"))}</p>
          <Button variant="outline" onClick={() => detail.refetch()} disabled={detail.isFetching}>
            {t(detail.isFetching ? "common.retrying" : "common.retry")}
          </Button>
        </div>
      ) : (
        <DetailsBody r={detail.data} photo={photo} setPhoto={setPhoto} />
      )}
    </Dialog>
  );
}

type Photo = MaintenanceRequestDetail["photos"][number];

function DetailsBody({
  r,
  photo,
  setPhoto,
}: {
  r: MaintenanceRequestDetail;
  photo: Photo | null;
  setPhoto: (p: Photo | null) => void;
}) {
  const changeStatus = useChangeMaintenanceStatus();
  const cancel = () =>
    changeStatus.mutate(
      { id: r.id, status: "cancelled" },
      {
        onSuccess: () =>
          toast({ title: t("maintenance.toastCancelled"), description: t("maintenance.toastCancelledText") }),
        onError: (err) =>
          toast({
            title: t("common.error"),
            description: apiErrorMessage(err, t("maintenance.cancelFailed")),
            variant: "destructive",
          }),
      },
    );

  return (
    <div className="space-y-5 text-sm" data-testid="maintenance-details">
      <div className="flex flex-wrap items-center gap-2">
        <MaintenanceStatusBadge status={r.status} />
        <PriorityBadge priority={r.priority} withWord />
        <span className="text-slate-600">
          {t("maintenance.detailsRequested", { when: formatWhen(r.createdAt) })}
        </span>
      </div>

      <section aria-label={t("common.description")}>
        <h3 className="font-semibold text-slate-900">{t("common.description")}</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{r.description}</p>
        {r.contact && (
          <p className="mt-2 flex items-center gap-2 text-slate-700">
            <Phone aria-hidden className="h-4 w-4 text-brand-600" />
            {t("maintenance.detailsContact", { contact: r.contact })}
          </p>
        )}
      </section>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <CalendarCheck aria-hidden className="h-3.5 w-3.5" />
            {t("maintenance.detailsPlannedFix")}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">
            {r.plannedFixDate ? formatDay(r.plannedFixDate) : t("maintenance.detailsNotPlanned")}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <UserRound aria-hidden className="h-3.5 w-3.5" />
            {t("maintenance.detailsAssignedTo")}
          </dt>
          <dd className="mt-0.5 font-semibold break-words text-slate-900">
            {r.assigneeName ?? t("maintenance.detailsNotAssigned")}
            {r.assigneePhone && (
              <a
                href={`tel:${r.assigneePhone}`}
                className="mt-0.5 block font-normal text-brand-700 underline underline-offset-2"
              >
                {r.assigneePhone}
              </a>
            )}
          </dd>
        </div>
      </dl>

      {r.photos.length > 0 && (
        <section aria-label={t("photos.label")}>
          <h3 className="font-semibold text-slate-900">{t("photos.label")}</h3>
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {r.photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => setPhoto(p)}
                  aria-label={t("maintenance.detailsOpenPhoto", { index: i + 1 })}
                  className="block aspect-square w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <img
                    src={photoUrl(r.id, p.id, true)}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label={t("maintenance.detailsHistory")}>
        <h3 className="font-semibold text-slate-900">{t("maintenance.detailsHistory")}</h3>
        <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3" data-testid="maintenance-history">
          {r.history.map((h) => (
            <li key={`${h.createdAt}-${h.toStatus}`}>
              <p className="flex flex-wrap items-center gap-1 font-medium text-slate-800">
                {h.fromStatus ? (
                  <>
                    {statusLabel(h.fromStatus)}
                    <ArrowRight aria-label={t("maintenance.detailsHistoryTo")} className="h-3.5 w-3.5" />
                    {statusLabel(h.toStatus)}
                  </>
                ) : (
                  t("maintenance.detailsSubmitted", { status: statusLabel(h.toStatus) })
                )}
              </p>
              <p className="text-xs text-slate-600">
                {formatWhen(h.createdAt)}
                {h.actorName ? ` · ${h.actorName}` : ""}
              </p>
              {h.note && <p className="mt-0.5 break-words text-slate-700">{h.note}</p>}
            </li>
          ))}
        </ol>
      </section>

      {r.status === "open" && (
        <Button
          variant="destructive"
          className="w-full sm:w-auto"
          disabled={changeStatus.isPending}
          onClick={cancel}
        >
          {t(changeStatus.isPending ? "maintenance.detailsCancelling" : "maintenance.detailsCancel")}
        </Button>
      )}

      <Dialog open={photo !== null} onClose={() => setPhoto(null)} title={t("maintenance.photo")} wide>
        {photo && (
          <img
            src={photoUrl(r.id, photo.id)}
            alt={r.title}
            width={photo.width}
            height={photo.height}
            className="h-auto max-h-[70dvh] w-full rounded-lg object-contain"
          />
        )}
      </Dialog>
    </div>
  );
}
