import type { DbOrTx } from "../../db/client";
import { activityLog } from "../../db/schema";

export type ActivityKind =
  | "property_added"
  | "property_updated"
  | "property_archived"
  | "property_deleted"
  | "unit_updated"
  | "tenant_added"
  | "tenant_joined"
  | "lease_ended"
  | "application_received"
  | "application_accepted"
  | "application_declined"
  | "payout_updated"
  | "maintenance_requested"
  | "maintenance_status_changed";

/** Records a real event for the landlord's recent-activity list; call it inside the write's transaction. */
export async function recordActivity(
  db: DbOrTx,
  entry: {
    landlordId: string;
    propertyId: number | null;
    actorId: string | null;
    kind: ActivityKind;
    message: string;
  },
): Promise<void> {
  await db.insert(activityLog).values(entry);
}
