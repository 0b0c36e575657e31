import type { DbOrTx } from "../../db/client";
import { activityLog } from "../../db/schema";

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivity = Pick<ActivityRow, "landlordId" | "propertyId" | "actorId" | "kind" | "message">;

export async function insertActivity(db: DbOrTx, entry: NewActivity): Promise<void> {
  await db.insert(activityLog).values(entry);
}
