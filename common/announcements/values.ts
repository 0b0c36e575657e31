import type { MessageKey } from "../i18n/keys";

/**
 * Landlords' notices: their kinds, limits and labels, without zod (the client's lists import these; the schemas
 * in common/schemas/announcements.ts build on them).
 */

export const ANNOUNCEMENT_TYPES = ["maintenance", "announcement", "event", "reminder", "update"] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_PRIORITIES = ["high", "medium", "low"] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];
export const ANNOUNCEMENT_AUDIENCES = ["property", "all"] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_CONTENT_MAX = 5000;
export const ANNOUNCEMENT_TAG_MAX = 30;
export const ANNOUNCEMENT_TAGS_MAX = 5;
/** What the tenant dashboard shows (spec section 9: 3 announcements on the live dashboard). */
export const DASHBOARD_ANNOUNCEMENTS = 3;
/** Reading speed behind the demo's 'read time'. */
const WORDS_PER_MINUTE = 200;

export const TYPE_LABEL_KEYS: Record<AnnouncementType, MessageKey> = {
  maintenance: "announcements.typeMaintenance",
  announcement: "announcements.typeAnnouncement",
  event: "announcements.typeEvent",
  reminder: "announcements.typeReminder",
  update: "announcements.typeUpdate",
};

export const PRIORITY_LABEL_KEYS: Record<AnnouncementPriority, MessageKey> = {
  high: "announcements.priorityHigh",
  medium: "announcements.priorityMedium",
  low: "announcements.priorityLow",
};

/** Minutes to read a text, at least one. */
export function readMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** An emergency: a high-priority notice with an end (docs/decisions/0017). */
export const isEmergency = (a: { priority: AnnouncementPriority; expiresAt: string | null }) =>
  a.priority === "high" && a.expiresAt !== null;
