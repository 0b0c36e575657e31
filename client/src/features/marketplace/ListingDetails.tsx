import { literal } from "@common/i18n/message";
import { REPORT_REASON_MAX } from "@common/schemas/marketplace";
import { Flag, MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { LikeButton } from "./LikeButton";
import { categoryLabel, conditionLabel, contactHref, priceOf, sellerLine } from "./labels";
import { useListing, useReportListing } from "./queries";

/** A listing's details in a dialog: every photo, the description, tags, seller, Like, Contact and Report. */
export function ListingDetails({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const listing = useListing(id);
  const title = listing.data ? literal(listing.data.title) : t("common.loading");
  return (
    <Dialog
      open={Boolean(id)}
      onClose={onClose}
      title={title}
      description={listing.data && literal(priceOf(listing.data))}
    >
      {listing.isPending ? (
        <CardSkeleton />
      ) : listing.isError ? (
        <CardError error={listing.error} onRetry={() => listing.refetch()} retrying={listing.isFetching} />
      ) : (
        <div className="space-y-3" data-testid="listing-details">
          {listing.data.photos.length > 0 && (
            <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
              {listing.data.photos.map((p, i) => (
                <li key={p.id} className="shrink-0 snap-start">
                  <img
                    src={p.url}
                    alt={t("marketplace.photoOf", { n: i + 1, title: listing.data.title })}
                    className="h-48 w-auto max-w-[75vw] rounded-md object-cover sm:h-56"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          )}
          <p className="whitespace-pre-line text-sm text-slate-800">{listing.data.description}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500">{t("marketplace.categoryLabel")}</dt>
              <dd className="text-slate-900">{categoryLabel(listing.data)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("marketplace.conditionLabel")}</dt>
              <dd className="text-slate-900">{conditionLabel(listing.data)}</dd>
            </div>
          </dl>
          {listing.data.tags.length > 0 && (
            <ul aria-label={t("marketplace.tagsShown")} className="flex flex-wrap gap-1.5">
              {listing.data.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-600">
            {sellerLine(listing.data)} ·{" "}
            {t("marketplace.listedOn", { date: formatDate(listing.data.createdAt) })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {listing.data.status === "approved" && !listing.data.isMine && (
              <>
                <LikeButton listing={listing.data} />
                <Link href={contactHref(listing.data)} className={buttonClass("primary")}>
                  <MessageCircle aria-hidden className="h-4 w-4" />
                  {t("marketplace.contact")}
                </Link>
              </>
            )}
          </div>
          {listing.data.status === "approved" && !listing.data.isMine && (
            <ReportForm id={listing.data.id} title={listing.data.title} onDone={onClose} />
          )}
        </div>
      )}
    </Dialog>
  );
}

/** 'Report': a reason (optional) and the report, once; the landlord reviews it. */
function ReportForm({ id, title, onDone }: { id: string; title: string; onDone: () => void }) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const report = useReportListing();
  if (!open)
    return (
      <Button
        variant="ghost"
        className="text-red-700"
        onClick={() => setOpen(true)}
        data-testid="listing-report"
      >
        <Flag aria-hidden className="h-4 w-4" />
        {t("marketplace.report")}
      </Button>
    );
  return (
    <form
      className="space-y-2 rounded-md border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate(
          { id, reason: reason.trim() },
          {
            onSuccess: () => {
              toast({ title: t("marketplace.reportedTitle"), description: t("marketplace.reportedText") });
              onDone();
            },
            onError: (err) =>
              toast({
                variant: "destructive",
                title: t("common.genericError"),
                description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
              }),
          },
        );
      }}
    >
      <p className="text-sm font-medium text-slate-900">{t("marketplace.reportTitle", { title })}</p>
      <p className="text-sm text-slate-600">{t("marketplace.reportBody")}</p>
      <Field label={t("marketplace.reportReason")} htmlFor={fieldId}>
        <textarea
          id={fieldId}
          rows={2}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={report.isPending}>
          {t("common.cancel")}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={report.isPending}
          data-testid="listing-report-confirm"
        >
          {t("marketplace.reportSubmit")}
        </Button>
      </div>
    </form>
  );
}
