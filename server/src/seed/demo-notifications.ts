import { msg } from "../../../common/i18n/message";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";
import { type PagePath, pagePath } from "../platform/pages";

const HOUR = 3_600_000;

/**
 * The demo's notification centre, relative to now: one of every type for Sarah (the demo tenant, Kampala Heights
 * 4B) and some for the landlord, a few unread, each priority. Stored as msg() text like the real ones, in one
 * insert. The maintenance and payment seeds write rows directly and create no notifications, so nothing repeats.
 */
export async function seedDemoNotifications(
  tx: DbOrTx,
  { landlordId, sarahId }: { landlordId: string; sarahId: string },
): Promise<void> {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const home = { unit: "4B", property: "Kampala Heights" };
  const row = (
    userId: string,
    type: (typeof notifications.$inferInsert)["type"],
    hoursAgo: number,
    fields: { title: string; message: string; link?: PagePath; priority?: "high" | "medium" | "low" },
    extra: { read?: boolean; essential?: boolean } = {},
  ) => ({
    userId,
    type,
    priority: fields.priority ?? "medium",
    title: fields.title,
    message: fields.message,
    link: fields.link ?? null,
    read: extra.read ?? false,
    essential: extra.essential ?? false,
    createdAt: at(hoursAgo),
  });

  await tx.insert(notifications).values([
    // Sarah
    row(sarahId, "message", 0.5, {
      title: msg("notifications.demoMessageTitle"),
      message: msg("notifications.demoMessageMessage", { name: "Grace Achieng" }),
      link: pagePath("/neighbors-chat"),
      priority: "low",
    }),
    row(sarahId, "payment", 3, {
      title: msg("notifications.demoRentDueTitle"),
      message: msg("notifications.demoRentDueMessage", home),
      link: pagePath("/rent-payment-methods"),
      priority: "high",
    }),
    row(sarahId, "announcement", 20, {
      title: msg("notifications.demoAnnouncementTitle"),
      message: msg("notifications.demoAnnouncementMessage"),
      link: pagePath("/announcements"),
    }),
    row(
      sarahId,
      "maintenance",
      50,
      {
        title: msg("maintenance.noticeUpdatedTitle"),
        message: msg("maintenance.noticeUpdatedWithNote", {
          title: "Socket not working",
          status: msg("maintenance.statusInProgress"),
          note: "Electrician checking the circuit.",
        }),
        link: pagePath("/dashboard"),
        priority: "high",
      },
      { read: true },
    ),
    row(
      sarahId,
      "booking",
      120,
      {
        title: msg("notifications.demoBookingTitle"),
        message: msg("notifications.demoBookingMessage"),
        priority: "low",
      },
      { read: true },
    ),
    row(
      sarahId,
      "marketplace",
      12 * 24 - 4,
      {
        title: msg("marketplace.approvedTitle"),
        message: msg("marketplace.approvedMessage", { title: "Office chair" }),
        link: pagePath("/marketplace"),
      },
      { read: true },
    ),
    // The landlord
    row(landlordId, "marketplace", 0.8, {
      title: msg("marketplace.submittedTitle"),
      message: msg("marketplace.submittedMessage", { unit: "3A", title: "Gas cooker, 4 burners" }),
      link: pagePath("/landlord-dashboard"),
    }),
    row(landlordId, "maintenance", 1, {
      title: msg("maintenance.noticeFiledTitle"),
      message: msg("maintenance.noticeFiledMessage", {
        tenant: "Sarah Namukasa",
        ...home,
        title: "Leaking tap",
        priority: msg("maintenance.priorityMedium"),
      }),
      link: pagePath("/maintenance-pending"),
    }),
    row(landlordId, "booking", 6, {
      title: msg("notifications.demoViewingTitle"),
      message: msg("notifications.demoViewingMessage", { unit: "1C", property: "Kampala Heights" }),
      priority: "low",
    }),
    row(
      landlordId,
      "message",
      26,
      {
        title: msg("notifications.demoMessageTitle"),
        message: msg("notifications.demoMessageMessage", { name: "Sarah Namukasa" }),
        link: pagePath("/neighbors-chat"),
        priority: "low",
      },
      { read: true },
    ),
    row(
      landlordId,
      "announcement",
      48,
      {
        title: msg("notifications.demoAnnouncementSentTitle"),
        message: msg("notifications.demoAnnouncementSentMessage", { property: "Kampala Heights" }),
        priority: "low",
      },
      { read: true },
    ),
  ]);
}
