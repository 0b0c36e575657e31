import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { activityLog } from "../../db/schema";

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivity = Pick<ActivityRow, "landlordId" | "propertyId" | "actorId" | "kind" | "message">;

export async function insertActivity(db: DbOrTx, entry: NewActivity): Promise<void> {
  await db.insert(activityLog).values(entry);
}

/** A property's latest activity, newest first. */
export async function recentActivity(db: DbOrTx, propertyId: number, limit: number) {
  return db
    .select({
      id: activityLog.id,
      kind: activityLog.kind,
      message: activityLog.message,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(eq(activityLog.propertyId, propertyId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
