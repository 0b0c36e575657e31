import { msg } from "../../../../common/i18n/message";
import type { PayoutAccount } from "../../../../common/schemas/payouts";
import type { DbOrTx } from "../../db/client";
import type { AppDeps } from "../../deps";
import type { ProviderLog } from "../../platform/payments/http";
import { recordActivity } from "../activity";
import { toPayoutAccount } from "./payout-account";
import {
  type BankDetails,
  findPayoutRow,
  setSubaccountIfUnchanged,
  subaccountsFor,
  upsertDefaultPayout,
} from "./queries";

/** The landlord's default payout account (the one without a property), full numbers: for the owner only. */
export async function getDefaultPayout(db: DbOrTx, landlordId: string): Promise<PayoutAccount | null> {
  const row = await findPayoutRow(db, landlordId, null);
  return row ? toPayoutAccount(row) : null;
}

/** Creates or replaces the landlord's default payout account, then (Flutterwave) its subaccount. */
export async function saveDefaultPayout(
  deps: AppDeps,
  landlordId: string,
  details: BankDetails,
  log?: ProviderLog,
): Promise<PayoutAccount> {
  const account = await deps.db.transaction(async (tx) => {
    const row = await upsertDefaultPayout(tx, landlordId, details);
    await recordActivity(tx, {
      landlordId,
      propertyId: null,
      actorId: landlordId,
      kind: "payout_updated",
      message: msg("payouts.activityUpdated", {
        bank: details.bankName,
        provider: details.mobileMoneyProvider,
      }),
    });
    return toPayoutAccount(row);
  });
  await ensureFlutterwaveSubaccount(deps, landlordId, null, log);
  return account;
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
  try {
    const row = await findPayoutRow(deps.db, landlordId, propertyId);
    if (!row || row.flutterwaveSubaccountId) return;
    const { subaccountId } = await provider.createSubaccount({
      bankName: row.bankName,
      accountNumber: row.bankAccountNumber,
      businessName: row.bankAccountName,
      businessMobile: row.mobileMoneyNumber,
      platformShare: deps.config.payments.platformFeeBps / 10_000,
    });
    await setSubaccountIfUnchanged(deps.db, row, subaccountId);
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
  const rows = await subaccountsFor(db, propertyId, landlordId);
  const override = rows.find((r) => r.propertyId === propertyId);
  // An override without a subaccount (yet) must not send the money to the default's account.
  if (override) return override.id ?? undefined;
  return rows.find((r) => r.propertyId === null)?.id ?? undefined;
}
