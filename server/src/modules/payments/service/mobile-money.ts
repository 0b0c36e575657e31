import type { z } from "zod";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import { formatUgandanPhone } from "../../../../../common/phone";
import type {
  mobileMoneyTransferInput,
  mobileMoneyTransferResponse,
} from "../../../../../common/schemas/rent";
import { type Translator, translator } from "../../../platform/i18n";
import { flutterwaveSubaccountFor } from "../../payouts";
import { type Payee, payeeForProperty, requireTenantActiveLease } from "../../rent";
import { leaseStanding } from "../../tenancy";
import { type InitiateDetail, initiateDetailOf, type PaymentRow, paymentByIdempotencyKey } from "../queries";
import { checkPayerPhone, resolveAmount } from "../rules";
import { idempotencyFor, requireSameRequest, type StartOptions } from "./idempotency";
import { defaultDescription, insertPendingPayment, type StartOutcome, startWithProvider } from "./initiate";
import type { SettleDeps } from "./settle";
import { resultMessage } from "./verify";

type Input = z.output<typeof mobileMoneyTransferInput>;
type Response = z.infer<typeof mobileMoneyTransferResponse>;

/**
 * POST /api/direct-mobile-money-transfer: a tenant starts paying rent by mobile money. The same idempotency key
 * (a double click, a retry after a lost answer) gets the same payment back, never a second one; without a key,
 * so does an identical request within a short window (idempotency.ts).
 */
export async function startMobileMoneyTransfer(
  deps: SettleDeps,
  tenantId: string,
  input: Input,
  { idempotencyKey: headerKey, log, tr = translator() }: StartOptions = {},
): Promise<Response> {
  const { key: idempotencyKey, fingerprint } = await idempotencyFor(
    deps.db,
    tenantId,
    headerKey ?? input.idempotencyKey,
    [
      "mobile_money",
      input.amount ?? null,
      input.phoneNumber,
      input.provider,
      input.accountName,
      input.description ?? null,
      input.email ?? null,
    ],
  );
  const existing = await paymentByIdempotencyKey(deps.db, tenantId, idempotencyKey);
  if (existing) return replay(deps, existing, fingerprint, tr);

  const lease = await requireTenantActiveLease(deps.db, tenantId);
  const { phone, network, warning } = checkPayerPhone(input.phoneNumber, input.provider);
  const standing = await leaseStanding(deps.db, lease, kampalaToday());
  const amount = resolveAmount(input.amount, standing, input.provider);
  const provider = deps.payments.mobileMoney;
  const { payment, created } = await insertPendingPayment(deps, {
    tenantId,
    lease,
    amount,
    method: "mobile_money",
    provider,
    providerLabel: input.provider,
    phone,
    accountName: input.accountName,
    description: input.description || defaultDescription(lease),
    idempotencyKey,
    requestFingerprint: fingerprint,
  });
  if (!created) return replay(deps, payment, fingerprint, tr);

  const payee = await payeeForProperty(deps.db, lease.propertyId, lease.landlordId);
  // Flutterwave: the landlord's share goes to their subaccount (the property's override, else the default).
  const subaccountId =
    provider.name === "flutterwave"
      ? await flutterwaveSubaccountFor(deps.db, lease.propertyId, lease.landlordId)
      : undefined;
  const outcome = await startWithProvider(
    deps,
    payment,
    provider,
    {
      phone,
      network,
      email: input.email || undefined,
      payerName: input.accountName,
      description: payment.description,
      ...(subaccountId ? { subaccountId } : {}),
    },
    log,
  );
  const payeeName = payee.bankAccountName ?? lease.landlordName;
  return respond(tr, outcome.payment, outcome.kind, outcome.detail, payee, payeeName, warning);
}

/** The answer for a payment that already exists (same idempotency key), if the same request made it. */
async function replay(
  deps: SettleDeps,
  payment: PaymentRow,
  fingerprint: string,
  tr: Translator,
): Promise<Response> {
  // A tenant's proof of mobile money paid outside the app is mobile money too, but no transfer of ours.
  requireSameRequest(payment, fingerprint, payment.method === "mobile_money" && payment.provider !== "proof");
  const [payee, detail] = await Promise.all([
    payeeForProperty(deps.db, payment.propertyId, payment.landlordId),
    initiateDetailOf(deps.db, payment.id),
  ]);
  let warning: string | undefined;
  if (payment.phone) {
    try {
      warning = checkPayerPhone(payment.phone, payment.providerLabel).warning;
    } catch {
      warning = undefined;
    }
  }
  const kind: StartOutcome["kind"] = payment.status === "pending" ? "pending" : "failed";
  const payeeName = payee.bankAccountName ?? tr.t("payments.yourLandlord");
  return respond(tr, payment, kind, detail, payee, payeeName, warning);
}

function respond(
  tr: Translator,
  payment: PaymentRow,
  kind: StartOutcome["kind"],
  detail: InitiateDetail,
  payee: Payee,
  payeeName: string,
  warning: string | undefined,
): Response {
  const amount = amountText(payment.amount, payment.currency);
  const authorizationUrl = payment.status === "pending" ? (detail.authorizationUrl ?? null) : null;
  let message: string;
  if (payment.status !== "pending") {
    message = tr.text(resultMessage(payment));
  } else if (kind === "unavailable") {
    message = tr.t("payments.startedSlowly", { provider: payment.providerLabel, amount });
  } else if (authorizationUrl) {
    message = tr.t("payments.startedApproveOnline", { amount, payee: payeeName });
  } else if (payment.phone) {
    const phone = formatUgandanPhone(payment.phone);
    message = tr.t("payments.startedApproveOnPhone", { amount, payee: payeeName, phone });
  } else {
    message = tr.t("payments.startedApproveOnAPhone", { amount, payee: payeeName });
  }
  return {
    // A payment still pending has started well; one already settled answers how it ended.
    success: payment.status === "pending" || payment.status === "succeeded",
    message,
    reference: payment.reference,
    authorization_url: authorizationUrl,
    ...(warning ? { warning: tr.text(warning) } : {}),
    propertyPaymentDetails: payee,
  };
}
