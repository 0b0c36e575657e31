import {
  notificationSettingsResponse,
  notificationSettingsSchema,
  notificationsQuery,
  notificationsResponse,
  unreadCountResponse,
} from "../schemas/notifications";
import { uuidParam } from "../schemas/shared";
import { defineRoutes } from "./define";

const tags = ["notifications"];

/** Every signed-in user's own notifications and settings; another user's notification is a 404. */
export const notificationRoutes = defineRoutes("notifications", {
  "notifications.list": {
    access: "signedIn",
    tags,
    summary:
      "The signed-in user's notifications, newest first, with the unread count (filter=unread: Recent)",
    query: notificationsQuery,
    responses: { 200: notificationsResponse },
  },
  "notifications.markRead": {
    access: "signedIn",
    tags,
    summary: "Marks one of the user's notifications read",
    params: uuidParam,
    responses: { 200: unreadCountResponse },
  },
  "notifications.markAllRead": {
    access: "signedIn",
    tags,
    summary: "Marks every notification of the user read",
    responses: { 200: unreadCountResponse },
  },
  "notifications.delete": {
    access: "signedIn",
    tags,
    summary: "Deletes one of the user's notifications",
    params: uuidParam,
    responses: { 200: unreadCountResponse },
  },
  "notifications.settings": {
    access: "signedIn",
    tags,
    summary: "What the user is told, and how (defaults when never set)",
    responses: { 200: notificationSettingsResponse },
  },
  "notifications.updateSettings": {
    access: "signedIn",
    tags,
    summary: "Replaces the user's notification settings (every key; unknown keys are refused)",
    body: notificationSettingsSchema,
    responses: { 200: notificationSettingsResponse },
  },
});
