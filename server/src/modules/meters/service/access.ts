import { msg } from "../../../../../common/i18n/message";
import type { Db, DbOrTx, Tx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { notFound } from "../../../platform/errors";
import { requireOwnedProperty } from "../../properties";
import { landlordCovers, landlordMeter, type MeterRow, tenantCovers } from "../queries";

/**
 * The meters module's one access check (decision 0063), used by every route: a landlord reaches the meters and
 * readings of their own active properties; a tenant reaches the readings of their own unit's meter on the days
 * their lease covered. Anything else is 404 (never 403: another's meter must not be shown to exist).
 */

export const METER_NOT_FOUND = msg("meters.meterNotFound");
export const READING_NOT_FOUND = msg("meters.readingNotFound");

/** The landlord's own active property, or 404. */
export const requireMeterProperty = (db: DbOrTx, landlord: SessionUser, propertyId: number) =>
  requireOwnedProperty(db, landlord.id, propertyId);

/** A meter of one of the landlord's own active properties (locked when `lock`), or 404. */
export async function requireLandlordMeter(db: DbOrTx, landlord: SessionUser, meterId: string, lock = false) {
  const row = await landlordMeter(db, landlord.id, meterId, lock);
  if (!row) throw notFound(METER_NOT_FOUND);
  return row;
}

/**
 * Runs `change` in a transaction on the landlord's meter, locked; the same check first outside it, so a meter the
 * landlord may not reach is a 404 before anything is locked.
 */
export async function changeLandlordMeter<T>(
  db: Db,
  landlord: SessionUser,
  meterId: string,
  change: (tx: Tx, meter: MeterRow) => Promise<T>,
): Promise<T> {
  await requireLandlordMeter(db, landlord, meterId);
  return db.transaction(async (tx) => {
    const { meter } = await requireLandlordMeter(tx, landlord, meterId, true);
    return change(tx, meter);
  });
}

/** The SQL condition of the readings this caller may see (joined with their meter). */
export const readingScope = (caller: SessionUser) =>
  caller.role === "landlord" ? landlordCovers(caller.id) : tenantCovers(caller.id);
