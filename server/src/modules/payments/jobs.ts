import type { JobHandler } from "../../platform/jobs/runner";
import type { ProviderLog } from "../../platform/payments/http";
import { pendingPaymentsBefore } from "./queries";
import { type SettleDeps, settlePayment } from "./service/settle";

/** Pending payments younger than this are left to their callback and the payer's return. */
const POLL_AFTER_MS = 60_000;
/** At most this many payments per run; the next run (a minute later) takes the rest. */
const BATCH = 200;

/**
 * The reconcile job's work: asks the provider about every pending payment older than a minute (a lost
 * callback, a payer who closed the tab) and settles it; those past their expiry with the provider still
 * pending become expired. Returns how many were checked and how many reached a final state.
 */
export async function reconcilePayments(
  deps: SettleDeps,
  log?: ProviderLog,
  now = new Date(),
): Promise<{ checked: number; settled: number }> {
  const due = await pendingPaymentsBefore(deps.db, new Date(now.getTime() - POLL_AFTER_MS), BATCH);
  let settled = 0;
  for (const p of due) {
    try {
      const after = await settlePayment(deps, p.reference, p.expiresAt < now ? "reconcile" : "poll", log);
      if (after && after.status !== "pending") settled++;
    } catch (err) {
      // One bad payment must not stop the others.
      log?.error({ err, reference: p.reference }, "reconcile: settle failed");
    }
  }
  if (settled) log?.info({ checked: due.length, settled }, "reconciled payments");
  return { checked: due.length, settled };
}

/** Handler of the 'reconcile-payments' job (every minute; registered with the job runner by main.ts). */
export const reconcilePaymentsJob: JobHandler<SettleDeps & { log?: ProviderLog }> = async (deps) => {
  await reconcilePayments(deps, deps.log);
};

/** The payments module's background jobs, by job name. */
export const paymentJobHandlers = { "reconcile-payments": reconcilePaymentsJob };
