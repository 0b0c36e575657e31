import type { DbOrTx } from "../../db/client";
import { insertActivity, type NewActivity } from "./queries";

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
  | "maintenance_status_changed"
  | "listing_submitted"
  | "listing_decided"
  | "pet_registered"
  | "pet_decided"
  | "amenity_booking_cancelled";

/**
 * Records a real event for the landlord's recent-activity list; call it inside the write's transaction. The
 * message is stored as `msg()` text and put into words when it is read, in the reader's language.
 */
export async function recordActivity(db: DbOrTx, entry: NewActivity & { kind: ActivityKind }): Promise<void> {
  await insertActivity(db, entry);
}
