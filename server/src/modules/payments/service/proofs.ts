import { randomUUID } from "node:crypto";
import { msg } from "../../../../../common/i18n/message";
import { amountText } from "../../../../../common/money";
import { PAYMENT_METHOD_LABELS } from "../../../../../common/payment-methods";
import type { ProofFields } from "../../../../../common/schemas/proofs";
import type { AppDeps } from "../../../deps";
import { badRequest, notFound } from "../../../platform/errors";
import { fileDigest, requestFingerprint } from "../../../platform/http/idempotency";
import { translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import { prepareDocument } from "../../../platform/storage/documents";
import { newStorageKey, type StoredObject } from "../../../platform/storage/storage";
import { deliverNotifications, notify } from "../../notifications";
import { requireTenantActiveLease } from "../../rent";
import { paymentByIdempotencyKey, userName } from "../queries";
import { insertProofOnce, proofFileKeys } from "../queries/proofs";
import { paidOnInstant } from "../rules";
import { requireSameRequest } from "./idempotency";

const FILE_MESSAGES = {
  EMPTY_FILE: msg("payments.proofFileRequired"),
  UNSUPPORTED_FILE_TYPE: msg("payments.proofFileType"),
  UNREADABLE_PDF: msg("payments.proofPdfUnreadable"),
  UNREADABLE_IMAGE: msg("payments.proofImageUnreadable"),
};

/**
 * POST /api/payments/proofs: the tenant paid outside the app (at the bank, by transfer, to the landlord's mobile
 * money number) and sends the proof. A payment of status 'verifying' is stored for their active lease with the
 * file (sniffed; images re-encoded with a thumbnail, PDFs must parse); nothing is credited until the landlord
 * confirms. The Idempotency-Key makes a double tap or a retry one proof. The landlord is notified.
 */
export async function submitProof(
  deps: AppDeps,
  tenantId: string,
  input: ProofFields,
  file: Buffer | undefined,
  idempotencyKey: string,
) {
  const lease = await requireTenantActiveLease(deps.db, tenantId);
  const settledAt = paidOnInstant(input.paidOn);
  const fingerprint = requestFingerprint(["proof", input, file ? fileDigest(file) : null]);
  const earlier = await paymentByIdempotencyKey(deps.db, tenantId, idempotencyKey);
  if (earlier) return answerRepeat(earlier, fingerprint);
  if (!file) throw badRequest("EMPTY_FILE", FILE_MESSAGES.EMPTY_FILE, { file: FILE_MESSAGES.EMPTY_FILE });
  const doc = await prepareDocument(file, { field: "file", messages: FILE_MESSAGES, thumbnail: true });

  const folder = `payment-proofs/${lease.id}`;
  const fileKey = newStorageKey(folder, doc.ext);
  const thumbKey = doc.thumb ? newStorageKey(folder, "thumb.webp") : null;
  await deps.storage.put(fileKey, doc.bytes, doc.contentType);
  const stored = [fileKey];
  try {
    if (thumbKey && doc.thumb) {
      await deps.storage.put(thumbKey, doc.thumb, "image/webp");
      stored.push(thumbKey);
    }
    const label = translator().t(PAYMENT_METHOD_LABELS[input.method]);
    const result = await deps.db.transaction(async (tx) => {
      const row = await insertProofOnce(
        tx,
        {
          leaseId: lease.id,
          tenantId,
          propertyId: lease.propertyId,
          landlordId: lease.landlordId,
          amount: input.amount,
          currency: lease.currency,
          platformFee: 0,
          method: input.method,
          provider: "proof",
          providerLabel: input.bank ?? label,
          description: translator().t("payments.proofDescription", {
            method: label,
            reference: input.reference,
          }),
          reference: randomUUID(),
          idempotencyKey,
          requestFingerprint: fingerprint,
          status: "verifying",
          expiresAt: settledAt,
        },
        {
          bank: input.bank ?? null,
          tenantReference: input.reference,
          paidOn: input.paidOn,
          fileKey,
          thumbKey,
          contentType: doc.contentType,
        },
      );
      if (!row) return null;
      const notices = await notify(tx, deps, {
        userId: lease.landlordId,
        type: "payment",
        priority: "high",
        title: msg("payments.proofNoticeLandlordTitle"),
        message: msg("payments.proofNoticeLandlordMessage", {
          tenant: (await userName(tx, tenantId)) ?? "",
          unit: lease.unitNumber,
          amount: amountText(row.amount, row.currency),
          method: msg(PAYMENT_METHOD_LABELS[input.method]),
          date: input.paidOn,
        }),
        link: pagePath("/landlord-payments", { hash: "verify" }),
      });
      return { row, notices };
    });
    if (!result) {
      // The same key at the same moment: the other request stored it; these files are not needed.
      await Promise.all(stored.map((k) => deps.storage.delete(k)));
      const winner = await paymentByIdempotencyKey(deps.db, tenantId, idempotencyKey);
      return answerRepeat(winner!, fingerprint);
    }
    await deliverNotifications(deps, result.notices);
    return { paymentId: result.row.id, status: "verifying" as const, created: true };
  } catch (e) {
    await Promise.all(stored.map((k) => deps.storage.delete(k)));
    throw e;
  }
}

/** A key used before answers with its payment, if the same proof made it (decision 0006). */
function answerRepeat(
  p: { id: string; provider: string; requestFingerprint: string | null },
  fingerprint: string,
) {
  requireSameRequest(p, fingerprint, p.provider === "proof");
  return { paymentId: p.id, status: "verifying" as const, created: false };
}

/** A proof's file (or its thumbnail) for the tenant who sent it or the landlord; anyone else gets a 404. */
export async function readProofFile(
  deps: AppDeps,
  userId: string,
  paymentId: string,
  thumb: boolean,
): Promise<StoredObject> {
  const keys = await proofFileKeys(deps.db, paymentId, userId);
  const key = keys && (thumb ? keys.thumbKey : keys.fileKey);
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw notFound(msg("payments.proofNotFound"));
  return file;
}
