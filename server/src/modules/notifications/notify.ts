import type { DbOrTx } from "../../db/client";
import { insertNotifications, type NotificationType } from "./queries";

export type { NotificationType };

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** Text made by msg() (translated when read), or plain text. */
  title: string;
  message: string;
  /** An in-app path the notification opens, e.g. /payment-success?reference=... */
  link?: string | null;
  /** "medium" unless said; a high one is shown with a toast as it arrives. */
  priority?: "high" | "medium" | "low";
}

/** Writes in-app notifications, inside the caller's transaction so they exist exactly when the change does. */
export async function notify(db: DbOrTx, items: NewNotification | NewNotification[]): Promise<void> {
  const rows = Array.isArray(items) ? items : [items];
  if (!rows.length) return;
  await insertNotifications(
    db,
    rows.map((n) => ({ ...n, link: n.link ?? null })),
  );
}
