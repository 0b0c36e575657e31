import type { Announcement } from "@common/schemas/announcements";
import { CheckCheck, Eye, Pencil, Trash2, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { AnnouncementMeta, AnnouncementTags } from "./AnnouncementItem";
import { AnnouncementBadges, cardTone } from "./Badges";

/** One of the landlord's announcements: its audience, how many read and acknowledged it, edit and delete. */
export function LandlordAnnouncementItem({
  a,
  onEdit,
  onDelete,
}: {
  a: Announcement;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const stats = a.stats ?? { audienceSize: 0, readCount: 0, acknowledgedCount: 0 };
  const locked = stats.readCount > 0;
  const headingId = `announcement-${a.id}`;
  const hintId = `${headingId}-locked`;
  return (
    <article
      aria-labelledby={headingId}
      className={`space-y-3 rounded-xl border p-4 shadow-sm sm:p-5 ${cardTone(a)} ${a.expired ? "opacity-80" : ""}`}
      data-testid="landlord-announcement"
    >
      <AnnouncementBadges a={a} />
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {a.title}
        </h2>
        <AnnouncementMeta a={a} />
        <p className="text-sm text-slate-700">
          {a.audience === "all"
            ? t("announcements.toAll")
            : t("announcements.toProperties", { properties: a.properties.map((p) => p.name).join(", ") })}
        </p>
      </div>
      <p className="line-clamp-3 whitespace-pre-line break-words text-slate-800">{a.content}</p>
      <AnnouncementTags tags={a.tags} />
      <dl className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-3">
        <div className="flex items-center gap-2">
          <Users aria-hidden className="h-4 w-4 text-brand-600" />
          <dt className="sr-only">{t("announcements.fieldAudience")}</dt>
          <dd>{t("announcements.audienceSummary", { count: stats.audienceSize })}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Eye aria-hidden className="h-4 w-4 text-brand-600" />
          <dt className="sr-only">{t("announcements.readOn")}</dt>
          <dd data-testid="read-count">
            {t("announcements.readSummary", { read: stats.readCount, audience: stats.audienceSize })}
          </dd>
        </div>
        {a.requiresAck && (
          <div className="flex items-center gap-2">
            <CheckCheck aria-hidden className="h-4 w-4 text-brand-600" />
            <dt className="sr-only">{t("announcements.acknowledged")}</dt>
            <dd data-testid="ack-count">
              {t("announcements.ackSummary", { ack: stats.acknowledgedCount, audience: stats.audienceSize })}
            </dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200/80 pt-3">
        <Button
          variant="outline"
          onClick={onEdit}
          disabled={locked}
          aria-describedby={locked ? hintId : undefined}
        >
          <Pencil aria-hidden className="h-4 w-4" />
          {t("announcements.edit")}
        </Button>
        <Button variant="outline" onClick={onDelete} className="text-red-700">
          <Trash2 aria-hidden className="h-4 w-4" />
          {t("announcements.delete")}
        </Button>
        {locked && (
          <p id={hintId} className="text-xs text-slate-600">
            {t("announcements.editLocked")}
          </p>
        )}
      </div>
    </article>
  );
}
