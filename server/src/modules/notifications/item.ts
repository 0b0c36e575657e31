import type { NotificationItem } from "../../../../common/schemas/notifications";
import type { Translator } from "../../platform/i18n";

/** A stored notification as the API and the socket answer it: in the reader's words. */
export function toItem(
  n: {
    id: string;
    type: NotificationItem["type"];
    priority: NotificationItem["priority"];
    essential: boolean;
    title: string;
    message: string;
    link: string | null;
    read: boolean;
    createdAt: Date;
  },
  tr: Translator,
): NotificationItem {
  return {
    id: n.id,
    type: n.type,
    priority: n.priority,
    essential: n.essential,
    title: tr.text(n.title),
    message: tr.text(n.message),
    link: n.link,
    read: n.read,
    createdAt: n.createdAt.toISOString(),
  };
}
