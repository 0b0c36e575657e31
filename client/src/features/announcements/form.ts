import {
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TYPES,
  type Announcement,
  announcementCreateInput,
} from "@common/schemas/announcements";
import { z } from "zod";

/**
 * The compose form as typed: the audience select holds a property id or "all", the expiry a local date and time,
 * the tags one comma-separated line. Turned into the API body and checked with the shared schema, so the messages
 * under the fields are the server's own.
 */
export interface AnnouncementFormValues {
  title: string;
  content: string;
  type: (typeof ANNOUNCEMENT_TYPES)[number];
  priority: (typeof ANNOUNCEMENT_PRIORITIES)[number];
  pinned: boolean;
  requiresAck: boolean;
  expiresAt: string;
  tags: string;
  audience: string;
}

export const FORM_FIELDS = [
  "title",
  "content",
  "type",
  "priority",
  "pinned",
  "requiresAck",
  "expiresAt",
  "tags",
  "audience",
] as const satisfies readonly (keyof AnnouncementFormValues)[];

export const ALL = "all";

const typed = z.object({
  title: z.string(),
  content: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  expiresAt: z.string(),
  tags: z.string(),
  audience: z.string(),
});

/** The API's names of fields the form shows under another input. */
const FIELD_OF: Record<string, keyof AnnouncementFormValues> = { propertyId: "audience" };
export const formFieldOf = (name: string) => FIELD_OF[name] ?? name;

export const announcementFormSchema = typed.transform((v, ctx) => {
  const expires = v.expiresAt ? new Date(v.expiresAt) : null;
  const result = announcementCreateInput.safeParse({
    title: v.title,
    content: v.content,
    type: v.type,
    priority: v.priority,
    pinned: v.pinned,
    requiresAck: v.requiresAck,
    expiresAt: expires ? (Number.isNaN(expires.getTime()) ? v.expiresAt : expires.toISOString()) : null,
    tags: v.tags
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    audience: v.audience === ALL ? "all" : "property",
    propertyId: v.audience === ALL || !v.audience ? null : Number(v.audience),
  });
  if (result.success) return result.data;
  const taken = new Set<string>();
  for (const issue of result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ""));
    if (taken.has(field)) continue;
    taken.add(field);
    ctx.addIssue({ code: "custom", path: [field], message: issue.message });
  }
  return z.NEVER;
});
export type AnnouncementPayload = z.output<typeof announcementFormSchema>;

/** "2026-11-23T14:05" in the browser's time, as a datetime-local input wants it. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function formValues(
  a: Announcement | null,
  defaultPropertyId: number | undefined,
): AnnouncementFormValues {
  if (!a)
    return {
      title: "",
      content: "",
      type: "announcement",
      priority: "medium",
      pinned: false,
      requiresAck: false,
      expiresAt: "",
      tags: "",
      audience: defaultPropertyId ? String(defaultPropertyId) : ALL,
    };
  return {
    title: a.title,
    content: a.content,
    type: a.type,
    priority: a.priority,
    pinned: a.pinned,
    requiresAck: a.requiresAck,
    expiresAt: a.expiresAt ? localInput(a.expiresAt) : "",
    tags: a.tags.join(", "),
    audience: a.audience === "all" ? ALL : String(a.properties[0]?.id ?? ""),
  };
}
