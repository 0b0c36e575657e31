import type { DbOrTx } from "../../db/client";
import { notifications } from "../../db/schema";

export type NotificationType = (typeof notifications.$inferInsert)["type"];

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** An in-app path the notification opens, e.g. /payment-success?reference=... */
  link?: string | null;
}

/** Writes in-app notifications, inside the caller's transaction so they exist exactly when the change does. */
export async function notify(db: DbOrTx, items: NewNotification | NewNotification[]): Promise<void> {
  const rows = Array.isArray(items) ? items : [items];
  if (!rows.length) return;
  await db.insert(notifications).values(rows.map((n) => ({ ...n, link: n.link ?? null })));
}
