import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { PayoutAccount } from "../../../../common/schemas/payouts";
import type { DbOrTx } from "../../db/client";
import { payoutAccounts } from "../../db/schema";
import type { AppDeps } from "../../deps";
import type { ProviderLog } from "../../platform/payments/http";
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

/** Creates or replaces the landlord's default payout account, then (Flutterwave) its subaccount. */
export async function saveDefaultPayout(
  deps: AppDeps,
  landlordId: string,
  details: BankDetails,
  log?: ProviderLog,
): Promise<PayoutAccount> {
  const account = await deps.db.transaction(async (tx) => {
    const values = { ...payoutValues(details), updatedAt: new Date() };
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ landlordId, propertyId: null, ...values })
      .onConflictDoUpdate({
        target: payoutAccounts.landlordId,
        targetWhere: sql`${payoutAccounts.propertyId} is null`,
        set: replaceValues(details),
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
  await ensureFlutterwaveSubaccount(deps, landlordId, null, log);
  return account;
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
      set: replaceValues(details),
    });
}

/**
 * PAYMENT_PROVIDER=flutterwave: gives the payout row (default: propertyId null) its Flutterwave subaccount
 * when it has none. Called after the details are committed, so a provider failure never loses them: it is
 * logged, the id stays null, and the next save tries again. Never throws.
 */
export async function ensureFlutterwaveSubaccount(
  deps: Pick<AppDeps, "db" | "config" | "payments">,
  landlordId: string,
  propertyId: number | null,
  log?: ProviderLog,
): Promise<void> {
  const provider = deps.payments.mobileMoney;
  if (deps.config.payments.provider !== "flutterwave" || !provider.createSubaccount) return;
  const where = and(
    eq(payoutAccounts.landlordId, landlordId),
    propertyId === null ? isNull(payoutAccounts.propertyId) : eq(payoutAccounts.propertyId, propertyId),
  );
  try {
    const [row] = await deps.db.select().from(payoutAccounts).where(where).limit(1);
    if (!row || row.flutterwaveSubaccountId) return;
    const { subaccountId } = await provider.createSubaccount({
      bankName: row.bankName,
      accountNumber: row.bankAccountNumber,
      businessName: row.bankAccountName,
      businessMobile: row.mobileMoneyNumber,
      platformShare: deps.config.payments.platformFeeBps / 10_000,
    });
    // Only onto the same details: a save in between (another account) must not get this id.
    await deps.db
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
  } catch (err) {
    log?.error(
      { err: err instanceof Error ? err.message : String(err), landlordId, propertyId },
      "Flutterwave subaccount not created: the payout details are saved, the next save retries",
    );
  }
}

/** The Flutterwave subaccount tenants' payments for this property go to: its override's, else the default's. */
export async function flutterwaveSubaccountFor(
  db: DbOrTx,
  propertyId: number,
  landlordId: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ propertyId: payoutAccounts.propertyId, id: payoutAccounts.flutterwaveSubaccountId })
    .from(payoutAccounts)
    .where(
      or(
        eq(payoutAccounts.propertyId, propertyId),
        and(eq(payoutAccounts.landlordId, landlordId), isNull(payoutAccounts.propertyId)),
      ),
    );
  const override = rows.find((r) => r.propertyId === propertyId);
  // An override without a subaccount (yet) must not send the money to the default's account.
  if (override) return override.id ?? undefined;
  return rows.find((r) => r.propertyId === null)?.id ?? undefined;
}
