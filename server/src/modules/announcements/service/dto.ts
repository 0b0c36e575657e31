import { type Announcement, isEmergency, readMinutes } from "../../../../../common/schemas/announcements";
import type { AnnouncementRow } from "../queries";

/** A listed row: the announcement's columns, its author and, for a tenant, their own read. */
export type ListedRow = Omit<AnnouncementRow, never> & {
  author: string;
  readAt?: Date | null;
  acknowledgedAt?: Date | null;
};

export interface Extras {
  properties: { id: number; name: string }[];
  stats: Announcement["stats"];
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toDto(row: ListedRow, extras: Extras, now: Date): Announcement {
  const expiresAt = iso(row.expiresAt);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    priority: row.priority,
    pinned: row.pinned,
    requiresAck: row.requiresAck,
    expiresAt,
    emergency: isEmergency({ priority: row.priority, expiresAt }),
    expired: row.expiresAt !== null && row.expiresAt <= now,
    tags: row.tags,
    audience: row.audience,
    properties: extras.properties,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readMinutes: readMinutes(row.content),
    readAt: iso(row.readAt),
    acknowledgedAt: iso(row.acknowledgedAt),
    stats: extras.stats,
  };
}
