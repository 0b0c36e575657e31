import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TAG_MAX,
  ANNOUNCEMENT_TAGS_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_TYPES,
} from "../announcements/values";
import { daysOf } from "../date-ranges";
import { msg } from "../i18n/message";
import { kampalaDay } from "../kampala-calendar";
import { dbId, text } from "./shared";
import { z } from "./zod";

export * from "../announcements/values";

/** Landlords' notices to their residents (spec section 3, Announcement; docs/API-announcements.md). */

const expiresAt = z
  .string()
  .max(40, { message: msg("announcements.expiryInvalid"), abort: true })
  .pipe(z.iso.datetime({ offset: true, message: msg("announcements.expiryInvalid") }))
  .refine((v) => Date.parse(v) > Date.now(), { message: msg("announcements.expiryInPast"), abort: true })
  .superRefine((v, ctx) => {
    const { from, to } = daysOf("announcementExpiry");
    if (kampalaDay(new Date(v)) > to)
      ctx.addIssue({ code: "custom", message: msg("validation.dateOutside", { from, to }) });
  })
  .nullable();

const tag = z
  .string()
  .trim()
  .min(1, msg("announcements.tagInvalid"))
  .max(ANNOUNCEMENT_TAG_MAX, msg("announcements.tagTooLong", { max: ANNOUNCEMENT_TAG_MAX }));

const fields = {
  title: text(ANNOUNCEMENT_TITLE_MAX, msg("announcements.titleRequired")),
  content: text(ANNOUNCEMENT_CONTENT_MAX, msg("announcements.contentRequired")),
  type: z.enum(ANNOUNCEMENT_TYPES, msg("announcements.typeInvalid")),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, msg("announcements.priorityInvalid")),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  expiresAt,
  tags: z
    .array(tag)
    .max(ANNOUNCEMENT_TAGS_MAX, msg("announcements.tooManyTags", { max: ANNOUNCEMENT_TAGS_MAX })),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, msg("announcements.audienceInvalid")),
  /** The one property of a `property` audience; ignored for `all`. */
  propertyId: dbId().nullable(),
};

/** POST /api/announcements: what a landlord composes. */
export const announcementCreateInput = z
  .object({
    ...fields,
    type: fields.type.default("announcement"),
    priority: fields.priority.default("medium"),
    pinned: fields.pinned.default(false),
    requiresAck: fields.requiresAck.default(false),
    expiresAt: fields.expiresAt.default(null),
    tags: fields.tags.default([]),
    propertyId: fields.propertyId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.audience === "property" && v.propertyId == null)
      ctx.addIssue({ code: "custom", path: ["propertyId"], message: msg("announcements.chooseProperty") });
  });
export type AnnouncementCreateInput = z.output<typeof announcementCreateInput>;

/** PATCH /api/announcements/:id: any of the fields, while nobody has read it. */
export const announcementUpdateInput = z
  .object(fields)
  .partial()
  .superRefine((v, ctx) => {
    if (v.audience === "property" && v.propertyId == null)
      ctx.addIssue({ code: "custom", path: ["propertyId"], message: msg("announcements.chooseProperty") });
  });
export type AnnouncementUpdateInput = z.output<typeof announcementUpdateInput>;

export const announcementListQuery = z.object({
  /** A landlord's list of one property's announcements (those to it and to all). */
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  expiresAt: z.string().nullable(),
  /** Priority high with an expiry: shown apart from the others. */
  emergency: z.boolean(),
  /** Past its expiry: hidden from residents, kept (so marked) for the landlord. */
  expired: z.boolean(),
  tags: z.array(z.string()),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** The properties it was published to (every one of the landlord's for `all`). */
  properties: z.array(z.object({ id: z.number(), name: z.string() })),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readMinutes: z.number(),
  /** The caller's own read and acknowledgement (a tenant's; null for the landlord). */
  readAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  /** The landlord's figures: residents with a current lease in its properties, and how many read and acknowledged. */
  stats: z
    .object({ audienceSize: z.number(), readCount: z.number(), acknowledgedCount: z.number() })
    .nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListResponse = z.object({
  items: z.array(announcementSchema),
  nextCursor: z.string().nullable(),
  /** Every announcement the caller sees (a tenant: not expired), and how many of them they have not read. */
  total: z.number(),
  unreadCount: z.number(),
});

export const announcementReadResponse = z.object({
  readAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export const announcementDeleteResponse = z.object({ deleted: z.literal(true) });
