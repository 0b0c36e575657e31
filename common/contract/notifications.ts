import { notificationsQuery, notificationsResponse } from "../schemas/notifications";
import { defineRoutes } from "./define";

export const notificationRoutes = defineRoutes("notifications", {
  "notifications.list": {
    access: "signedIn",
    tags: ["notifications"],
    summary: "The signed-in user's notifications, newest first, with the unread count",
    query: notificationsQuery,
    responses: { 200: notificationsResponse },
  },
});
