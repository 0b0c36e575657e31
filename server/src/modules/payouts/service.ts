import { and, eq, isNull, sql } from "drizzle-orm";
import type { PayoutAccount } from "../../../../common/schemas/portfolio";
import type { DbOrTx } from "../../db/client";
import { payoutAccounts } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { recordActivity } from "../activity/record";
import { type BankDetails, payoutValues, toPayoutAccount } from "./payout-account";

/** The landlord's default payout account (the one without a property), full numbers: for the owner only. */
export async function getDefaultPayout(db: DbOrTx, landlordId: string): Promise<PayoutAccount | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.landlordId, landlordId), isNull(payoutAccounts.propertyId)))
    .limit(1);
  return row ? toPayoutAccount(row) : null;
}

/** Creates or replaces the landlord's default payout account. */
export async function saveDefaultPayout(
  deps: AppDeps,
  landlordId: string,
  details: BankDetails,
): Promise<PayoutAccount> {
  return deps.db.transaction(async (tx) => {
    const values = { ...payoutValues(details), updatedAt: new Date() };
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ landlordId, propertyId: null, ...values })
      .onConflictDoUpdate({
        target: payoutAccounts.landlordId,
        targetWhere: sql`${payoutAccounts.propertyId} is null`,
        set: values,
      })
      .returning();
    await recordActivity(tx, {
      landlordId,
      propertyId: null,
      actorId: landlordId,
      kind: "payout_updated",
      message: `Payment details updated: ${details.bankName} and ${details.mobileMoneyProvider}`,
    });
    return toPayoutAccount(row!);
  });
}

/** Creates or replaces one property's payout override (inside the caller's transaction). */
export async function savePropertyPayout(
  tx: DbOrTx,
  landlordId: string,
  propertyId: number,
  details: BankDetails,
): Promise<void> {
  const values = { ...payoutValues(details), updatedAt: new Date() };
  await tx
    .insert(payoutAccounts)
    .values({ landlordId, propertyId, ...values })
    .onConflictDoUpdate({
      target: payoutAccounts.propertyId,
      targetWhere: sql`${payoutAccounts.propertyId} is not null`,
      set: values,
    });
}
