import type { Announcement } from "@common/schemas/announcements";
import { CheckCircle2, Clock, Tag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatStampDay } from "@/lib/format";
import { t } from "@/lib/i18n";
import { AnnouncementBadges, cardTone } from "./Badges";
import { formatTime } from "./labels";
import { useMarkAnnouncement } from "./queries";

/** The author, date, time and read time of an announcement (the spec's demo fields). */
export function AnnouncementMeta({ a }: { a: Announcement }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span>{t("announcements.byAuthor", { author: a.author })}</span>
      <time dateTime={a.createdAt}>
        {t("announcements.postedAt", { date: formatStampDay(a.createdAt), time: formatTime(a.createdAt) })}
      </time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="h-3.5 w-3.5" />
        {t("announcements.readTime", { minutes: a.readMinutes })}
      </span>
    </p>
  );
}

export function AnnouncementTags({ tags }: { tags: string[] }) {
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("announcements.fieldTags")}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
        >
          <Tag aria-hidden className="h-3 w-3" />
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** One announcement on the resident's list, with 'Mark as read' and, when asked, 'I have read this notice'. */
export function AnnouncementItem({ a }: { a: Announcement }) {
  const mark = useMarkAnnouncement();
  const headingId = `announcement-${a.id}`;
  const run = (acknowledge: boolean) =>
    mark.mutate(
      { id: a.id, acknowledge },
      {
        onError: (e) =>
          toast({
            title: t("announcements.actionFailed"),
            description: apiErrorMessage(e, t("announcements.actionFailed")),
            variant: "destructive",
          }),
      },
    );
  const unread = a.readAt === null;
  return (
    <article
      aria-labelledby={headingId}
      className={`space-y-3 rounded-xl border p-4 shadow-sm sm:p-5 ${cardTone(a)}`}
      data-testid="announcement"
    >
      <AnnouncementBadges a={a} />
      <div className="space-y-1">
        <h2
          id={headingId}
          className="flex items-start gap-2 text-lg font-semibold break-words text-slate-900"
        >
          {unread && (
            <span className="mt-1 shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {t("announcements.unread")}
            </span>
          )}
          <span className="min-w-0">{a.title}</span>
        </h2>
        <AnnouncementMeta a={a} />
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{a.content}</p>
      <AnnouncementTags tags={a.tags} />
      {a.requiresAck && !a.acknowledgedAt && (
        <p className="text-sm font-medium text-slate-800">{t("announcements.ackRequested")}</p>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200/80 pt-3">
        {unread ? (
          <Button variant="outline" onClick={() => run(false)} disabled={mark.isPending}>
            {mark.isPending && !mark.variables?.acknowledge
              ? t("announcements.marking")
              : t("announcements.markRead")}
          </Button>
        ) : (
          <span className="inline-flex min-h-11 items-center gap-1.5 text-sm text-slate-700">
            <CheckCircle2 aria-hidden className="h-4 w-4 text-emerald-600" />
            {t("announcements.readOn")}
          </span>
        )}
        {a.requiresAck &&
          (a.acknowledgedAt ? (
            <span className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-emerald-800">
              <CheckCircle2 aria-hidden className="h-4 w-4 text-emerald-600" />
              {t("announcements.acknowledged")}
            </span>
          ) : (
            <Button onClick={() => run(true)} disabled={mark.isPending}>
              {mark.isPending && mark.variables?.acknowledge
                ? t("announcements.marking")
                : t("announcements.acknowledge")}
            </Button>
          ))}
      </div>
    </article>
  );
}
