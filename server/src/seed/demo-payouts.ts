import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { activityLog, payoutAccounts, properties } from "../db/schema";

const HOUR_MS = 3_600_000;

/** The demo landlord's default payout account and some recent activity at Kampala Heights. */
export async function seedDemoPayouts(tx: DbOrTx, landlordId: string): Promise<void> {
  await tx.insert(payoutAccounts).values({
    landlordId,
    propertyId: null,
    bankName: "Stanbic Bank Uganda",
    bankAccountNumber: "9030012345678",
    bankAccountName: "Ssentongo Properties Ltd",
    bankBranch: "Kampala Road",
    mobileMoneyNumber: "+256772100200",
    mobileMoneyProvider: "MTN Mobile Money",
  });

  const [heights] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.landlordId, landlordId), eq(properties.name, "Kampala Heights")))
    .limit(1);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const entry = (
    kind: string,
    message: string,
    hoursAgo: number,
    propertyId: number | null = heights?.id ?? null,
  ) => ({ landlordId, propertyId, actorId: landlordId, kind, message, createdAt: at(hoursAgo) });
  await tx
    .insert(activityLog)
    .values([
      entry(
        "payout_updated",
        "Payment details updated: Stanbic Bank Uganda and MTN Mobile Money",
        24 * 12,
        null,
      ),
      entry("property_updated", "Property Kampala Heights updated", 24 * 9),
      entry("unit_updated", "Unit 4D updated", 24 * 5),
      entry("tenant_joined", "Sarah Namukasa joined as tenant of unit 4B", 24 * 3),
      entry("unit_updated", "Unit 2D updated", 26),
      entry("tenant_added", "Isaac Lubega added as tenant of unit 6A", 2),
    ]);
}
