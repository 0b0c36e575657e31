import type { z } from "zod";
import { literal, msg } from "../../../../../common/i18n/message";
import { readingText } from "../../../../../common/meters/kinds";
import type {
  DisputeAnswerInput,
  DisputeView,
  disputeInput,
  ReadingView,
} from "../../../../../common/schemas/meters";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { AppError, conflict, notFound } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { deliverNotifications, type NewNotification, notify } from "../../notifications";
import { lockLease, postCharges, voidCharge } from "../../tenancy";
import {
  type DisputeRow,
  disputeWithTenant,
  insertDispute,
  insertReading,
  landlordOfReading,
  lockLandlordDispute,
  type MeterRow,
  neighboursOf,
  openDisputesOfProperty,
  type ReadingRow,
  readingById,
  setDispute,
  setReading,
  tenantOfLease,
} from "../queries";
import { consumptionOf } from "../rules";
import { READING_NOT_FOUND, requireLandlordMeter, requireMeterProperty } from "./access";
import { priceOf, UTILITY_NAME, utilityCharge } from "./charge";
import { toDisputeView } from "./dto";
import { belowPrevious, chargedNotice, readingView, readingViewsOf } from "./readings";

/** A tenant disputes a reading; the landlord rejects it with a reason or corrects it (decision 0063). */

const DISPUTE_NOT_FOUND = msg("meters.disputeNotFound");
const alreadyCorrected = () => conflict("READING_CORRECTED", msg("meters.readingCorrected"));

/** Opens a dispute of a reading the tenant may see; disputing it again while it is open answers the open one. */
export async function openDispute(
  deps: AppDeps,
  tenant: SessionUser,
  readingId: string,
  input: z.output<typeof disputeInput>,
): Promise<ReadingView> {
  const reading = await readingView(deps.db, tenant, readingId);
  if (reading.supersededBy) throw alreadyCorrected();
  if (reading.dispute?.status === "open") return reading;
  const notices = await deps.db.transaction(async (tx) => {
    const opened = await insertDispute(tx, { readingId, tenantId: tenant.id, reason: input.reason });
    if (!opened) return [];
    const landlordId = await landlordOfReading(tx, readingId);
    return notify(tx, deps, {
      userId: landlordId,
      type: "payment",
      title: msg("meters.disputedTitle"),
      message: msg("meters.disputedMessage", {
        utility: UTILITY_NAME[reading.utility],
        unit: reading.unitNumber ?? "",
        reason: literal(input.reason),
      }),
      link: pagePath("/meter-readings"),
    });
  });
  await deliverNotifications(deps, notices);
  return readingView(deps.db, tenant, readingId);
}

/** The property's open disputes with their readings. */
export async function listDisputes(deps: AppDeps, landlord: SessionUser, propertyId: number) {
  await requireMeterProperty(deps.db, landlord, propertyId);
  const rows = await openDisputesOfProperty(deps.db, propertyId);
  const { readings } = await readingViewsOf(
    deps.db,
    landlord,
    rows.map((r) => r.dispute.readingId),
  );
  const byId = new Map(readings.map((r) => [r.id, r]));
  return {
    disputes: rows.flatMap(({ dispute, tenantName }) => {
      const reading = byId.get(dispute.readingId);
      return reading ? [{ ...toDisputeView(dispute), reading, tenantName }] : [];
    }),
  };
}

/**
 * The landlord answers an open dispute once (409 after). Rejected: the answer is the reason. Corrected: a new
 * reading with the corrected value supersedes the disputed one and its charge is voided and replaced (payments'
 * allocations move to the replacement); the meter's next reading, measured from the old value, is re-priced the
 * same way. The tenant is told in the same transaction.
 */
export async function answerDispute(
  deps: AppDeps,
  landlord: SessionUser,
  disputeId: string,
  input: DisputeAnswerInput,
): Promise<DisputeView> {
  const { notices, readingId } = await deps.db.transaction(async (tx) => {
    const found = await lockLandlordDispute(tx, landlord.id, disputeId);
    if (!found) throw notFound(DISPUTE_NOT_FOUND);
    const { dispute } = found;
    if (dispute.status !== "open") throw conflict("ALREADY_DECIDED", msg("meters.alreadyAnswered"));
    const now = new Date();
    const toSend: NewNotification[] = [];
    let correctedReadingId: string | null = null;
    if (input.decision === "correct") {
      const fixed = await correctReading(tx, landlord, dispute.readingId, input.value);
      correctedReadingId = fixed.id;
      toSend.push(...fixed.notices);
    }
    const answered = await setDispute(tx, dispute.id, {
      status: input.decision === "correct" ? "corrected" : "rejected",
      answer: input.answer ?? null,
      answeredBy: landlord.id,
      answeredAt: now,
      correctedReadingId,
    });
    toSend.unshift(answeredNotice(answered));
    return { notices: await notify(tx, deps, toSend), readingId: dispute.readingId };
  });
  await deliverNotifications(deps, notices);
  const [d, reading] = await Promise.all([
    disputeWithTenant(deps.db, disputeId),
    readingView(deps.db, landlord, readingId),
  ]);
  return { ...toDisputeView(d.dispute), reading, tenantName: d.tenantName };
}

function answeredNotice(d: DisputeRow): NewNotification {
  return {
    userId: d.tenantId,
    type: "payment",
    title: msg(d.status === "corrected" ? "meters.correctedTitle" : "meters.rejectedTitle"),
    message: d.answer
      ? msg("meters.answeredMessage", { answer: literal(d.answer) })
      : msg("meters.correctedMessage"),
    link: pagePath("/meter-readings"),
  };
}

/** The corrected reading and the re-priced next one, with the tenant's notices of their new charges. */
async function correctReading(tx: DbOrTx, landlord: SessionUser, readingId: string, value: number) {
  const old = await readingById(tx, readingId);
  if (!old) throw notFound(READING_NOT_FOUND);
  const { meter } = await requireLandlordMeter(tx, landlord, old.meterId, true);
  if (old.supersededBy) throw alreadyCorrected();
  const { previous, next } = await neighboursOf(tx, old);
  if (next && next.value < value) {
    const m = msg("meters.aboveNext", { next: readingText(next.value), date: next.readOn });
    throw new AppError(422, "READING_ABOVE_NEXT", m, { value: m });
  }
  const fixed = await supersede(tx, landlord, meter, old, value, previous?.value ?? null);
  const notices = [...fixed.notices];
  if (next) notices.push(...(await supersede(tx, landlord, meter, next, next.value, value)).notices);
  return { id: fixed.reading.id, notices };
}

/**
 * A new reading in place of `old` (same day, photo and lease, priced at the tariff `old` was), and its charge in
 * place of `old`'s: voided and replaced, or posted if `old` had none.
 */
async function supersede(
  tx: DbOrTx,
  landlord: SessionUser,
  meter: MeterRow,
  old: ReadingRow,
  value: number,
  previousValue: number | null,
) {
  const consumption = consumptionOf(previousValue, value);
  if (consumption.kind === "lower") throw belowPrevious(consumption.previousMilli);
  const { id: _id, createdAt: _c, idempotencyKey: _k, requestFingerprint: _f, chargeId: _ch, ...kept } = old;
  const reading = await insertReading(tx, {
    ...kept,
    value,
    ...priceOf(old, consumption),
    recordedBy: landlord.id,
  });
  await setReading(tx, old.id, { supersededBy: reading.id });
  const lease = old.leaseId ? await lockLease(tx, old.leaseId) : null;
  if (!lease || !old.leaseId) return { reading, notices: [] };
  const leaseRow = { id: old.leaseId, propertyId: meter.propertyId };
  const replacement = reading.amount > 0 ? utilityCharge(leaseRow, meter, reading) : undefined;
  let chargeId: string | null = null;
  if (old.chargeId) {
    const voided = await voidCharge(tx, {
      leaseId: old.leaseId,
      chargeId: old.chargeId,
      voidedBy: landlord.id,
      reason: msg("meters.voidReason"),
      replacement,
    });
    chargeId = voided?.replacement?.id ?? null;
  } else if (replacement) {
    chargeId = (await postCharges(tx, [replacement]))[0]?.id ?? null;
  }
  await setReading(tx, reading.id, { chargeId });
  const tenantId = await tenantOfLease(tx, old.leaseId);
  const notices = chargeId && tenantId ? [chargedNotice(tenantId, meter, reading)] : [];
  return { reading: { ...reading, chargeId }, notices };
}
