import { msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import type { Tx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { Mailer } from "../../../platform/notify/mailer";
import { pagePath } from "../../../platform/pages";
import type { ProviderLog } from "../../../platform/payments/http";
import { ProviderUnavailableError, type StatusResult } from "../../../platform/payments/provider";
import { deliverNotifications, type MessageDeps, notify, type StoredNotification } from "../../notifications";
import { allocatePayment, issueReceipt, leaseStanding, receiptData } from "../../tenancy";
import { lockPayment, type PaymentRow, paymentByReference, recordEvent, updatePayment } from "../queries";
import { queueReceiptEmails } from "./emails";

/**
 * The mailer is optional: without one (or without SMTP) no payment emails are queued; without realtime the
 * notices are stored but not pushed; without the outbox's sender (scripts) what was queued waits for its job.
 */
export type SettleDeps = Pick<AppDeps, "db" | "config" | "payments"> & {
  mailer?: Mailer;
  realtime?: AppDeps["realtime"];
  /** The SMS receipt goes through it (none: no SMS). */
  sms?: AppDeps["sms"];
  outbox?: AppDeps["outbox"];
};
/** Who asked: the provider's callback, our poll, the payer's return to /payment-success, the reconcile job. */
export type SettleSource = "callback" | "poll" | "return" | "reconcile" | "initiate";

/** Stored as catalogue messages: put into the reader's words when shown. */
export const EXPIRED_REASON = msg("payments.reasonExpired");
const NOT_COMPLETED = msg("payments.reasonNotCompleted");

/**
 * THE one idempotent step that turns what a provider reports into payment state (docs/API-rent.md).
 *
 * The provider's status() is asked first, outside any transaction: a provider call can take seconds, and
 * holding the row lock (and, on PGlite, the only connection) that long would stall every other request.
 * The answer is then applied inside one transaction under `SELECT ... FOR UPDATE`, and only if the payment is
 * still pending: of concurrent or repeated callers, exactly one applies a final state, the others find it
 * settled and change nothing. Settled payments never change. Every call records a payment_events row.
 *
 * Returns the payment as it is afterwards, or null for an unknown reference.
 */
export async function settlePayment(
  deps: SettleDeps,
  reference: string,
  source: SettleSource,
  log?: ProviderLog,
): Promise<PaymentRow | null> {
  const before = await paymentByReference(deps.db, reference);
  if (!before) {
    log?.warn({ source, reference }, "settle: unknown payment reference");
    await recordEvent(deps.db, null, source, "unknown", `unknown reference ${reference.slice(0, 100)}`);
    return null;
  }
  if (before.status !== "pending") {
    await recordEvent(deps.db, before.id, source, before.status, "already settled");
    return before;
  }

  const report = await askProvider(deps, before, log);
  const checkedAt = new Date();

  // Set only by the call that applies a success: its notices (queued with their messages) go out once.
  let notices: StoredNotification[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const p = await lockPayment(tx, before.id);
    if (!p) throw new Error(`payment ${before.id} vanished`);
    if (p.status !== "pending") {
      await recordEvent(tx, p.id, source, p.status, "already settled");
      return p;
    }
    if ("unavailable" in report) {
      await recordEvent(tx, p.id, source, "unavailable", report.unavailable);
      return p;
    }
    await recordEvent(tx, p.id, source, report.status, describe(report));

    if (report.status === "succeeded") {
      const mismatch = amountMismatch(p, report);
      if (mismatch) {
        log?.error(
          {
            reference,
            paymentId: p.id,
            expected: [p.amount, p.currency],
            reported: [report.amount, report.currency],
          },
          "payment provider reported a different amount or currency: not credited",
        );
        return finish(tx, p, { status: "failed", failureReason: mismatch });
      }
      const done = await succeed(tx, deps, p, report, checkedAt);
      notices = done.notices;
      return done.row;
    }
    if (report.status === "failed") {
      return finish(tx, p, { status: "failed", failureReason: report.failureReason || NOT_COMPLETED });
    }
    // Still pending at the provider: expired once the answer itself came after the deadline.
    if (checkedAt > p.expiresAt) return finish(tx, p, { status: "expired", failureReason: EXPIRED_REASON });
    return p;
  });
  await deliverNotifications(deps, notices);
  return result;
}

type Report = StatusResult | { unavailable: string };

async function askProvider(deps: SettleDeps, p: PaymentRow, log?: ProviderLog): Promise<Report> {
  const provider = deps.payments.byName(p.provider);
  if (!provider) {
    log?.error(
      { reference: p.reference, provider: p.provider },
      "settle: payment provider is not configured",
    );
    return { unavailable: `provider ${p.provider} is not configured` };
  }
  try {
    return await provider.status(p.reference);
  } catch (err) {
    // Unreachable (or an adapter bug): nothing changes; the reconcile job asks again later.
    if (!(err instanceof ProviderUnavailableError)) {
      log?.error({ err, reference: p.reference, provider: p.provider }, "settle: provider status failed");
    }
    return { unavailable: err instanceof Error ? err.message : String(err) };
  }
}

function describe(r: StatusResult): string | null {
  const parts = [
    r.failureReason,
    r.amount !== undefined ? `amount ${r.amount}` : undefined,
    r.currency ? `currency ${r.currency}` : undefined,
    r.providerReference ? `provider ref ${r.providerReference}` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : null;
}

/** A success for another amount or currency than ours is never credited. */
function amountMismatch(p: PaymentRow, r: StatusResult): string | null {
  const amountOk = r.amount === undefined || r.amount === p.amount;
  const currencyOk = r.currency === undefined || r.currency.toUpperCase() === p.currency;
  if (amountOk && currencyOk) return null;
  return msg("payments.reasonAmountMismatch", {
    reported: `${r.currency ?? p.currency} ${r.amount ?? p.amount}`,
    expected: amountText(p.amount, p.currency),
  });
}

function finish(
  tx: Tx,
  p: PaymentRow,
  change: { status: "failed" | "expired"; failureReason: string },
): Promise<PaymentRow> {
  return updatePayment(tx, p.id, { ...change, settledAt: new Date() });
}

async function succeed(
  tx: Tx,
  deps: SettleDeps,
  p: PaymentRow,
  report: StatusResult,
  settledAt: Date,
): Promise<{ row: PaymentRow; notices: StoredNotification[] }> {
  const row = await updatePayment(tx, p.id, {
    status: "succeeded",
    settledAt,
    platformFee: Math.floor((p.amount * deps.config.payments.platformFeeBps) / 10_000),
    failureReason: null,
    ...(p.providerReference || !report.providerReference
      ? {}
      : { providerReference: report.providerReference }),
  });
  await allocatePayment(tx, p.id);
  await issueReceipt(tx, p.id);
  return { row, notices: await notifyPaid(tx, deps, p) };
}

/**
 * The notices of a payment that has just succeeded, in its transaction: the tenant's receipt (in the app, by SMS
 * and by the receipt email), the landlord's money in (in the app and by email). Both are receipts, so essential:
 * no setting turns them off (docs/decisions/0016). The notices are stored as msg() text, put into the reader's
 * language when shown; their emails are the richer receipt emails (emails.ts), which each notice carries in its
 * messages for the wake after the commit.
 */
export async function notifyPaid(tx: Tx, deps: MessageDeps, p: PaymentRow): Promise<StoredNotification[]> {
  const r = await receiptData(tx, p.id);
  if (!r) throw new Error(`payment ${p.id} has no receipt`);
  const paid = {
    amount: amountText(p.amount, p.currency),
    unit: r.unitNumber,
    property: r.propertyName,
    number: r.number,
  };
  const { balance, currency } = await leaseStanding(tx, p.leaseId, kampalaToday());
  const notices = await notify(tx, deps, [
    {
      userId: p.tenantId,
      type: "payment",
      essential: true,
      ownEmail: true,
      title: msg("payments.noticeTenantTitle"),
      message: msg("payments.noticeTenantMessage", paid),
      link: pagePath("/transaction-history"),
      // The SMS receipt: its number, the amount and what is still owed (a credit shows as 0).
      sms: msg("payments.receiptSms", {
        number: r.number,
        amount: paid.amount,
        balance: amountText(Math.max(balance, 0), currency),
      }),
      // Receipt numbers count per landlord: the key is the payment's, or another landlord's receipt of the same
      // number would silence this one.
      smsKey: `receipt-sms:${p.id}`,
    },
    {
      userId: p.landlordId,
      type: "payment",
      essential: true,
      ownEmail: true,
      title: msg("payments.noticeLandlordTitle"),
      message: msg("payments.noticeLandlordMessage", {
        ...paid,
        tenant: r.tenantName,
        provider: p.providerLabel,
      }),
    },
  ]);
  const emails = await queueReceiptEmails(tx, deps, p, r);
  for (const n of notices) {
    const id = n.userId === p.tenantId ? emails.tenant : emails.landlord;
    if (id) n.messageIds.push(id);
  }
  return notices;
}
