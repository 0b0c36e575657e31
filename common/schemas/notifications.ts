import { z } from "./zod";

/** The types a person can switch off or mute (spec section 3, Notification settings). */
export const SWITCHABLE_TYPES = [
  "maintenance",
  "payment",
  "announcement",
  "booking",
  "message",
  "marketplace",
  "pet",
] as const;
export type SwitchableType = (typeof SWITCHABLE_TYPES)[number];
/** `account`: security notices (a new sign-in, a changed password), always delivered everywhere. */
export const NOTIFICATION_TYPES = [...SWITCHABLE_TYPES, "account"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ["high", "medium", "low"] as const;

/** In-app notifications of the signed-in user (spec section 3, Notification). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  /** A receipt or a security notice: sent whatever the settings say. */
  essential: z.boolean(),
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
  /** `unread`: the Recent tab (only what has not been read yet). */
  filter: z.enum(["all", "unread"]).default("all"),
});

export const notificationsResponse = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number(),
});

/** The answer of every change (read, read all, delete): the unread count afterwards, for the badge. */
export const unreadCountResponse = z.object({ unreadCount: z.number() });

/** The spec's switch of each type (section 3, Notification settings). */
export const TYPE_SETTING = {
  maintenance: "maintenanceUpdates",
  payment: "paymentReminders",
  announcement: "announcements",
  booking: "bookingConfirmations",
  message: "messageAlerts",
  marketplace: "marketplaceUpdates",
  pet: "petUpdates",
} as const satisfies Record<SwitchableType, string>;

const settingsShape = {
  maintenanceUpdates: z.boolean(),
  paymentReminders: z.boolean(),
  announcements: z.boolean(),
  bookingConfirmations: z.boolean(),
  messageAlerts: z.boolean(),
  marketplaceUpdates: z.boolean(),
  petUpdates: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  emailMutedTypes: z.array(z.enum(SWITCHABLE_TYPES)),
  smsMutedTypes: z.array(z.enum(SWITCHABLE_TYPES)),
};

/** What a user wants to be told, and how (the answer of the settings routes). */
export const notificationSettingsResponse = z.object(settingsShape);
export type NotificationSettings = z.infer<typeof notificationSettingsResponse>;

const mutedTypes = z
  .array(z.enum(SWITCHABLE_TYPES))
  .max(SWITCHABLE_TYPES.length * 2)
  .transform((types) => [...new Set(types)]);

/**
 * The settings a user saves, every key. A type switched off is delivered on no channel; `emailMutedTypes` keeps a
 * type in the app but out of email (`smsMutedTypes` the same for SMS). Receipts and security notices ignore it
 * all. Unknown keys are refused; a type named twice is kept once.
 */
export const notificationSettingsSchema = z.strictObject({
  ...settingsShape,
  emailMutedTypes: mutedTypes,
  smsMutedTypes: mutedTypes,
});

/** Everything on, nothing muted: the settings of a user who never changed them. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  maintenanceUpdates: true,
  paymentReminders: true,
  announcements: true,
  bookingConfirmations: true,
  messageAlerts: true,
  marketplaceUpdates: true,
  petUpdates: true,
  emailNotifications: true,
  smsNotifications: true,
  emailMutedTypes: [],
  smsMutedTypes: [],
};

export interface Channels {
  inApp: boolean;
  /** Over the socket, as it happens. */
  push: boolean;
  email: boolean;
  /** Decided here, sent by issue 13. */
  sms: boolean;
}

/**
 * THE rule of who hears what, on which channel (docs/decisions/0016). Essential notices (receipts, security) go
 * everywhere; a type switched off goes nowhere; otherwise in the app and over the socket, by email unless email is
 * off or muted for the type, by SMS likewise.
 */
export function channelsFor(
  settings: NotificationSettings,
  n: { type: NotificationType; essential: boolean },
): Channels {
  if (n.essential || n.type === "account") return { inApp: true, push: true, email: true, sms: true };
  const type = n.type;
  const on = settings[TYPE_SETTING[type]];
  return {
    inApp: on,
    push: on,
    email: on && settings.emailNotifications && !settings.emailMutedTypes.includes(type),
    sms: on && settings.smsNotifications && !settings.smsMutedTypes.includes(type),
  };
}
