import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { bankDetailsInput } from "../../../../common/schemas/payouts";
import type { DbOrTx } from "../../db/client";
import { payoutAccounts } from "../../db/schema";

export type PayoutRow = typeof payoutAccounts.$inferSelect;
/** bankDetailsInput after parsing (mobile money number already E.164). */
export type BankDetails = z.output<typeof bankDetailsInput>;

/** The columns a payout row takes from the form (blank branch stored as null). */
function payoutValues(details: BankDetails) {
  return {
    bankName: details.bankName,
    bankAccountNumber: details.bankAccountNumber,
    bankAccountName: details.bankAccountName,
    bankBranch: details.bankBranch ? details.bankBranch : null,
    mobileMoneyNumber: details.mobileMoneyNumber,
    mobileMoneyProvider: details.mobileMoneyProvider,
  };
}

/**
 * The update of a save: the details, and the Flutterwave subaccount id kept only while the bank and account
 * number stay the same (otherwise null, so the subaccount is created again for the new account).
 */
function replaceValues(details: BankDetails) {
  return {
    ...payoutValues(details),
    updatedAt: new Date(),
    flutterwaveSubaccountId: sql`case when ${payoutAccounts.bankName} = excluded.bank_name
      and ${payoutAccounts.bankAccountNumber} = excluded.bank_account_number
      then ${payoutAccounts.flutterwaveSubaccountId} else null end`,
  };
}

/** The landlord's default payout account (propertyId null) or one property's override. */
const payoutOf = (landlordId: string, propertyId: number | null) =>
  and(
    eq(payoutAccounts.landlordId, landlordId),
    propertyId === null ? isNull(payoutAccounts.propertyId) : eq(payoutAccounts.propertyId, propertyId),
  );

export async function findPayoutRow(
  db: DbOrTx,
  landlordId: string,
  propertyId: number | null,
): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(payoutOf(landlordId, propertyId)).limit(1);
  return row ?? null;
}

/** Creates or replaces the landlord's default payout account. */
export async function upsertDefaultPayout(db: DbOrTx, landlordId: string, details: BankDetails) {
  const [row] = await db
    .insert(payoutAccounts)
    .values({ landlordId, propertyId: null, ...payoutValues(details), updatedAt: new Date() })
    .onConflictDoUpdate({
      target: payoutAccounts.landlordId,
      targetWhere: sql`${payoutAccounts.propertyId} is null`,
      set: replaceValues(details),
    })
    .returning();
  return row!;
}

/** Creates or replaces one property's payout override. */
export async function upsertPropertyPayout(
  db: DbOrTx,
  landlordId: string,
  propertyId: number,
  details: BankDetails,
): Promise<void> {
  await db
    .insert(payoutAccounts)
    .values({ landlordId, propertyId, ...payoutValues(details), updatedAt: new Date() })
    .onConflictDoUpdate({
      target: payoutAccounts.propertyId,
      targetWhere: sql`${payoutAccounts.propertyId} is not null`,
      set: replaceValues(details),
    });
}

/** Only onto the same details: a save in between (another account) must not get this id. */
export async function setSubaccountIfUnchanged(
  db: DbOrTx,
  row: PayoutRow,
  subaccountId: string,
): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ flutterwaveSubaccountId: subaccountId })
    .where(
      and(
        eq(payoutAccounts.id, row.id),
        eq(payoutAccounts.bankName, row.bankName),
        eq(payoutAccounts.bankAccountNumber, row.bankAccountNumber),
        isNull(payoutAccounts.flutterwaveSubaccountId),
      ),
    );
}

/** The property's override (if any) and the landlord's default, with their Flutterwave subaccount ids. */
export async function subaccountsFor(db: DbOrTx, propertyId: number, landlordId: string) {
  return db
    .select({ propertyId: payoutAccounts.propertyId, id: payoutAccounts.flutterwaveSubaccountId })
    .from(payoutAccounts)
    .where(
      or(
        eq(payoutAccounts.propertyId, propertyId),
        and(eq(payoutAccounts.landlordId, landlordId), isNull(payoutAccounts.propertyId)),
      ),
    );
}
