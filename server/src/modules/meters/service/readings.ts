import { msg } from "../../../../../common/i18n/message";
import { readingText } from "../../../../../common/meters/kinds";
import { formatMoney } from "../../../../../common/money";
import {
  READINGS_PAGE_SIZE,
  type ReadingInput,
  type ReadingView,
} from "../../../../../common/schemas/meters";
import type { DbOrTx } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { AppError, badRequest, conflict, notFound } from "../../../platform/errors";
import { fileDigest, refuseOtherRequest, requestFingerprint } from "../../../platform/http/idempotency";
import { pagePath } from "../../../platform/pages";
import { deleteStoredPhotos, preparePhotos, storePhotos } from "../../../platform/storage/photos";
import type { StoredObject } from "../../../platform/storage/storage";
import { deliverNotifications, type NewNotification, notify } from "../../notifications";
import { lockLease, postCharges } from "../../tenancy";
import {
  insertReading,
  lastReading,
  latestDisputes,
  leaseToCharge,
  type MeterRow,
  ofMeter,
  type ReadingRow,
  type ReadingScope,
  readingByKey,
  readingsPage,
  setReading,
  theseWithin,
  visibleReading,
} from "../queries";
import { consumptionOf, s12Chargeable } from "../rules";
import { READING_NOT_FOUND, readingScope, requireLandlordMeter } from "./access";
import { type ChargedLease, chargeable, MEASURE_NAME, priceOf, UTILITY_NAME, utilityCharge } from "./charge";
import { toReadingView } from "./dto";

/** Readings of meters: recorded with a photo and charged, listed, and their photos served (decision 0063). */

const PHOTO_REQUIRED = msg("meters.photoRequired");

/** One reading as the caller may see it, or 404. */
export async function readingView(db: DbOrTx, caller: SessionUser, id: string): Promise<ReadingView> {
  const row = await visibleReading(db, id, readingScope(caller));
  if (!row) throw notFound(READING_NOT_FOUND);
  return toReadingView(row, (await latestDisputes(db, [id])).get(id));
}

/** Readings within `scope`, a page of them, each with its latest dispute (three queries whatever the page). */
export async function readingViews(db: DbOrTx, scope: ReadingScope, page: number) {
  const rows = await readingsPage(db, scope, page, READINGS_PAGE_SIZE);
  const shown = rows.slice(0, READINGS_PAGE_SIZE);
  const disputes = await latestDisputes(
    db,
    shown.map((r) => r.reading.id),
  );
  return {
    readings: shown.map((r) => toReadingView(r, disputes.get(r.reading.id))),
    page,
    hasMore: rows.length > READINGS_PAGE_SIZE,
  };
}

export async function listMeterReadings(deps: AppDeps, landlord: SessionUser, meterId: string, page: number) {
  await requireLandlordMeter(deps.db, landlord, meterId);
  return readingViews(deps.db, ofMeter(meterId), page);
}

export const listTenantReadings = (deps: AppDeps, tenant: SessionUser, page: number) =>
  readingViews(deps.db, readingScope(tenant), page);

/** The readings with these ids within the caller's scope (a list of disputes shows them). */
export const readingViewsOf = (db: DbOrTx, caller: SessionUser, ids: string[]) =>
  ids.length
    ? readingViews(db, theseWithin(ids, readingScope(caller)), 1)
    : Promise.resolve({ readings: [], page: 1, hasMore: false });

/** A reading's photo (or its thumbnail) for the property's landlord and the tenant whose lease covered it. */
export async function readingPhoto(deps: AppDeps, caller: SessionUser, id: string, thumb: boolean) {
  const row = await visibleReading(deps.db, id, readingScope(caller));
  if (!row) throw notFound(READING_NOT_FOUND);
  const file: StoredObject | null = await deps.storage.get(
    thumb ? row.reading.photoThumbKey : row.reading.photoKey,
  );
  if (!file) throw notFound(READING_NOT_FOUND);
  return file;
}

/** The tenant's in-app (and, by their settings, SMS and email) notice of a new utility charge. */
export function chargedNotice(
  tenantId: string,
  meter: Pick<MeterRow, "utility" | "measure">,
  reading: Pick<ReadingRow, "consumption" | "amount">,
): NewNotification {
  return {
    userId: tenantId,
    type: "payment",
    title: msg("meters.chargedTitle", { utility: UTILITY_NAME[meter.utility] }),
    message: msg("meters.chargedMessage", {
      utility: UTILITY_NAME[meter.utility],
      consumption: readingText(reading.consumption ?? 0),
      measure: MEASURE_NAME[meter.measure],
      amount: formatMoney(reading.amount, "UGX"),
    }),
    link: pagePath("/meter-readings"),
  };
}

/** Posts a priced reading's charge to the lease (locked here) and returns the tenant's notice, if any. */
export async function chargeReading(
  tx: DbOrTx,
  lease: ChargedLease,
  meter: MeterRow,
  reading: ReadingRow,
): Promise<NewNotification[]> {
  await lockLease(tx, lease.id);
  const [posted] = await postCharges(tx, [utilityCharge(lease, meter, reading)]);
  if (!posted) return [];
  await setReading(tx, reading.id, { chargeId: posted.id });
  return lease.tenantId ? [chargedNotice(lease.tenantId, meter, reading)] : [];
}

/**
 * The landlord records a reading with its photo. Its consumption (from the same meter's previous reading; the
 * first is the baseline) times the tariff is charged to the unit's active lease, s.12 permitting, in the same
 * transaction as the tenant's notice. The Idempotency-Key records it once; the key with another reading is 422.
 */
export async function recordReading(
  deps: AppDeps,
  landlord: SessionUser,
  meterId: string,
  input: ReadingInput,
  photo: Buffer | undefined,
  idempotencyKey: string,
): Promise<ReadingView> {
  await requireLandlordMeter(deps.db, landlord, meterId);
  const fingerprint = requestFingerprint(["meter-reading", meterId, input, photo ? fileDigest(photo) : null]);
  const recordedBefore = async () => {
    const earlier = await readingByKey(deps.db, landlord.id, idempotencyKey);
    if (!earlier) return null;
    refuseOtherRequest(earlier.requestFingerprint, fingerprint);
    return readingView(deps.db, landlord, earlier.id);
  };
  const before = await recordedBefore();
  if (before) return before;
  if (!photo) throw badRequest("NO_FILE", PHOTO_REQUIRED, { photo: PHOTO_REQUIRED });

  const [stored] = await storePhotos(
    deps.storage,
    `meters/${meterId}`,
    await preparePhotos([photo], "photo"),
  );
  let id: string;
  try {
    const { readingId, notices } = await deps.db.transaction(async (tx) => {
      const { meter } = await requireLandlordMeter(tx, landlord, meterId, true);
      const last = await refuseOutOfOrder(tx, meter, input);
      const consumption = consumptionOf(last?.value ?? null, input.value);
      if (consumption.kind === "lower") throw belowPrevious(consumption.previousMilli);
      const lease = s12Chargeable(meter) ? await leaseToCharge(tx, meter.unitId!, input.readOn) : null;
      const price = priceOf(meter, consumption);
      const reading = await insertReading(tx, {
        meterId,
        value: input.value,
        readOn: input.readOn,
        ...price,
        pricing: meter.pricing,
        tariff: meter.tariff,
        photoKey: stored!.storageKey,
        photoThumbKey: stored!.thumbKey,
        photoContentType: stored!.contentType,
        recordedBy: landlord.id,
        leaseId: lease?.id ?? null,
        idempotencyKey,
        requestFingerprint: fingerprint,
      });
      const toSend = chargeable(lease, price.amount) ? await chargeReading(tx, lease, meter, reading) : [];
      return { readingId: reading.id, notices: await notify(tx, deps, toSend) };
    });
    id = readingId;
    await deliverNotifications(deps, notices);
  } catch (e) {
    await deleteStoredPhotos(deps.storage, [stored!]);
    if (isUniqueViolation(e, "meter_readings_idempotency_key")) {
      const winner = await recordedBefore();
      if (winner) return winner;
    }
    throw e;
  }
  return readingView(deps.db, landlord, id);
}

/** The meter must be installed on the reading's day, and a reading may not go back before the last one. */
async function refuseOutOfOrder(tx: DbOrTx, meter: MeterRow, input: ReadingInput) {
  if (meter.removedOn) throw conflict("METER_REMOVED", msg("meters.meterRemoved"));
  const early = msg("meters.readBeforeInstalled", { date: meter.installedOn });
  if (input.readOn < meter.installedOn) throw new AppError(422, "INVALID_DATE", early, { readOn: early });
  const last = await lastReading(tx, meter.id);
  if (last && input.readOn < last.readOn) {
    const m = msg("meters.readBeforeLast", { date: last.readOn });
    throw new AppError(422, "READING_BEFORE_PREVIOUS", m, { readOn: m });
  }
  return last;
}

/** 422: a value below the meter's previous reading (a replaced meter is a new meter: replace it first). */
export function belowPrevious(previousMilli: number) {
  const m = msg("meters.belowPrevious", { previous: readingText(previousMilli) });
  return new AppError(422, "READING_BELOW_PREVIOUS", m, { value: m });
}
