import { msg } from "../../../../../common/i18n/message";
import { MEASURE_OF, readingText } from "../../../../../common/meters/kinds";
import type {
  MeterCreateInput,
  MeterView,
  meterReplaceInput,
  meterTariffInput,
  PropertyMeters,
} from "../../../../../common/schemas/meters";
import type { z } from "../../../../../common/schemas/zod";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { AppError, conflict, notFound } from "../../../platform/errors";
import { compareUnitNumbers, requireOwnedUnit } from "../../properties";
import {
  insertMeter,
  installedBySerial,
  installedMeters,
  installedOfUnit,
  type MeterRow,
  meterWithLast,
  successorOf,
  unitsWithTenants,
  updateMeter,
} from "../queries";
import { S12_REFUSAL, s12Chargeable } from "../rules";
import { changeLandlordMeter, requireMeterProperty } from "./access";

/** Meters of a landlord's property: list, add, replace, and the tariff (decision 0063). */

type MeterWithLast = {
  meter: MeterRow;
  last: { value: number; readOn: string } | null;
  openDisputes: number;
};

export function toMeterView({ meter: m, last, openDisputes }: MeterWithLast): MeterView {
  return {
    id: m.id,
    unitId: m.unitId,
    utility: m.utility,
    measure: m.measure,
    serial: m.serial,
    pricing: m.pricing,
    tariff: m.tariff,
    installedOn: m.installedOn,
    lastReading: last ? { value: readingText(Number(last.value)), readOn: last.readOn } : null,
    openDisputes,
  };
}
const fresh = (meter: MeterRow): MeterView => toMeterView({ meter, last: null, openDisputes: 0 });

/** s.12: a shared meter (no unit) may not be priced, so nothing it reads can be billed to a tenant. */
function refuseChargedSharedMeter(unitId: number | null, tariff: number) {
  if (!s12Chargeable({ unitId }) && tariff > 0)
    throw new AppError(422, "SHARED_METER_NOT_CHARGEABLE", S12_REFUSAL, { tariff: S12_REFUSAL });
}

export async function listMeters(
  deps: AppDeps,
  landlord: SessionUser,
  propertyId: number,
): Promise<PropertyMeters> {
  await requireMeterProperty(deps.db, landlord, propertyId);
  const [unitRows, meterRows] = await Promise.all([
    unitsWithTenants(deps.db, propertyId),
    installedMeters(deps.db, propertyId),
  ]);
  const byUnit = new Map<number, MeterView[]>();
  const shared: MeterView[] = [];
  for (const row of meterRows) {
    const view = toMeterView(row);
    if (row.meter.unitId === null) shared.push(view);
    else byUnit.set(row.meter.unitId, [...(byUnit.get(row.meter.unitId) ?? []), view]);
  }
  return {
    propertyId,
    units: unitRows
      .sort((a, b) => compareUnitNumbers(a.unitNumber, b.unitNumber))
      .map((u) => ({ ...u, tenantName: u.tenantName || null, meters: byUnit.get(u.id) ?? [] })),
    shared,
  };
}

const serialTaken = () => conflict("METER_SERIAL_TAKEN", msg("meters.serialTaken"));

/**
 * Adds a meter. Sending the same meter again (same serial, unit and utility) answers the one added; a serial
 * installed elsewhere in the property, or a second meter of one utility in a unit, is 409.
 */
export async function createMeter(
  deps: AppDeps,
  landlord: SessionUser,
  propertyId: number,
  input: MeterCreateInput,
): Promise<MeterView> {
  await requireMeterProperty(deps.db, landlord, propertyId);
  if (input.unitId !== null) {
    const unit = await requireOwnedUnit(deps.db, landlord.id, input.unitId);
    if (unit.unit.propertyId !== propertyId) throw notFound(msg("units.notFound"));
  }
  refuseChargedSharedMeter(input.unitId, input.tariff);
  const existing = async () => {
    const same = await installedBySerial(deps.db, propertyId, input.serial);
    if (same && same.unitId === input.unitId && same.utility === input.utility) return fresh(same);
    if (same) throw serialTaken();
    if (input.unitId !== null && (await installedOfUnit(deps.db, input.unitId, input.utility)))
      throw conflict("UNIT_HAS_METER", msg("meters.unitHasMeter"));
    return null;
  };
  const before = await existing();
  if (before) return before;
  try {
    return fresh(await insertMeter(deps.db, { ...input, propertyId, measure: MEASURE_OF[input.utility] }));
  } catch (e) {
    if (
      !isUniqueViolation(e, "meters_property_serial_installed") &&
      !isUniqueViolation(e, "meters_unit_utility_installed")
    )
      throw e;
    const winner = await existing();
    if (winner) return winner;
    throw e;
  }
}

/**
 * Replaces a meter: the old one is removed on the new one's installation day and keeps its readings; the new one
 * starts from its own first reading (its baseline). Sent again, it answers the meter that replaced it.
 */
export async function replaceMeter(
  deps: AppDeps,
  landlord: SessionUser,
  meterId: string,
  input: z.output<typeof meterReplaceInput>,
): Promise<MeterView> {
  return changeLandlordMeter(deps.db, landlord, meterId, async (tx, old) => {
    if (old.removedOn) {
      const next = await successorOf(tx, old.id);
      if (next && next.serial === input.serial && next.installedOn === input.installedOn) return fresh(next);
      throw conflict("METER_REMOVED", msg("meters.meterRemoved"));
    }
    if (input.installedOn < old.installedOn)
      throw new AppError(422, "INVALID_DATE", msg("meters.replacedBeforeInstalled"), {
        installedOn: msg("meters.replacedBeforeInstalled"),
      });
    const other = await installedBySerial(tx, old.propertyId, input.serial);
    if (other && other.id !== old.id) throw serialTaken();
    await updateMeter(tx, old.id, { removedOn: input.installedOn });
    const { id: _id, createdAt: _c, removedOn: _r, ...kept } = old;
    return fresh(
      await insertMeter(tx, {
        ...kept,
        serial: input.serial,
        installedOn: input.installedOn,
        replacesMeterId: old.id,
      }),
    );
  });
}

/** Changes how a meter is priced; readings recorded before keep the tariff they were charged at. */
export async function updateTariff(
  deps: AppDeps,
  landlord: SessionUser,
  meterId: string,
  input: z.output<typeof meterTariffInput>,
): Promise<MeterView> {
  return changeLandlordMeter(deps.db, landlord, meterId, async (tx, meter) => {
    if (meter.removedOn) throw conflict("METER_REMOVED", msg("meters.meterRemoved"));
    refuseChargedSharedMeter(meter.unitId, input.tariff);
    await updateMeter(tx, meter.id, input);
    return toMeterView(await meterWithLast(tx, meter.id));
  });
}
