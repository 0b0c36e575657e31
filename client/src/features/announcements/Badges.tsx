import type { Announcement } from "@common/schemas/announcements";
import { AlertTriangle, Pin } from "lucide-react";
import { formatDateTime } from "@/lib/format";
import { t } from "@/lib/i18n";
import { priorityLabel, typeLabel } from "./labels";

const PRIORITY_STYLE = {
  high: "bg-red-50 text-red-800 ring-red-200",
  medium: "bg-amber-50 text-amber-900 ring-amber-200",
  low: "bg-slate-100 text-slate-700 ring-slate-200",
} as const;

const pill = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

/** Pinned, emergency (with its end), expired, category and priority of an announcement. */
export function AnnouncementBadges({ a }: { a: Announcement }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {a.emergency && (
        <span className={`${pill} bg-red-600 text-white ring-red-600`}>
          <AlertTriangle aria-hidden className="h-3.5 w-3.5" />
          {t("announcements.emergency")}
        </span>
      )}
      {a.pinned && (
        <span className={`${pill} bg-brand-50 text-brand-800 ring-brand-200`}>
          <Pin aria-hidden className="h-3.5 w-3.5" />
          {t("announcements.pinned")}
        </span>
      )}
      {a.expired && (
        <span className={`${pill} bg-slate-200 text-slate-800 ring-slate-300`}>
          {t("announcements.expired")}
        </span>
      )}
      <span className={`${pill} bg-white text-slate-700 ring-slate-300`}>{typeLabel(a.type)}</span>
      <span className={`${pill} ${PRIORITY_STYLE[a.priority]}`}>{priorityLabel(a.priority)}</span>
      {a.expiresAt && (
        <span className="text-xs text-slate-600">
          {a.expired
            ? t("announcements.expiredOn", { date: formatDateTime(a.expiresAt) })
            : t("announcements.expires", { date: formatDateTime(a.expiresAt) })}
        </span>
      )}
    </div>
  );
}

/** The card frame: an emergency stands out with a red edge and tint. */
export function cardTone(a: Announcement): string {
  if (a.emergency && !a.expired) return "border-red-300 bg-red-50/60 border-l-4 border-l-red-600";
  if (a.pinned) return "border-brand-200 border-l-4 border-l-brand-600 bg-white";
  return "border-slate-200 bg-white";
}
