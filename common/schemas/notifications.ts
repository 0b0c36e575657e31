import { z } from "./zod";

/** In-app notifications of the signed-in user (spec section 3, Notification). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(["payment", "maintenance", "announcement", "booking", "message"]),
  priority: z.enum(["high", "medium", "low"]),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationsResponse = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number(),
});
