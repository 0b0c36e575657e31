import { msg } from "../../../../../common/i18n/message";
import { addMonths, kampalaDayStart, kampalaToday } from "../../../../../common/kampala-calendar";
import { PAYMENT_METHODS } from "../../../../../common/schemas/rent";
import type { StatementView } from "../../../../../common/schemas/statements";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, notFound } from "../../../platform/errors";
import { PROPERTY_NOT_FOUND, requireOwnedProperty } from "../../properties";
import {
  arrearsAt,
  chargesOfMonth,
  type MonthRange,
  maintenanceOf,
  occupancyOf,
  paymentsOfMonth,
  propertyHeader,
} from "../queries";

const OLDEST_YEARS = 10;

/** The month's dates and instants in Kampala time; only a month that has ended, at most ten years back. */
export function monthRange(month: string, today = kampalaToday()): MonthRange {
  const from = `${month}-01`;
  const current = `${today.slice(0, 7)}-01`;
  const invalid = (key: "statements.notEnded" | "statements.tooOld") => {
    const m = msg(key);
    return badRequest("VALIDATION_ERROR", m, { month: m });
  };
  if (from >= current) throw invalid("statements.notEnded");
  if (from < addMonths(current, -12 * OLDEST_YEARS)) throw invalid("statements.tooOld");
  const to = addMonths(from, 1);
  const instant = kampalaDayStart;
  return { from, to, start: instant(from), end: instant(to) };
}

/** The monthly statement of one of the landlord's properties (another's is a 404). */
export async function readStatement(
  deps: AppDeps,
  landlord: SessionUser,
  propertyId: number,
  month: string,
): Promise<StatementView> {
  await requireOwnedProperty(deps.db, landlord.id, propertyId);
  const m = monthRange(month);
  const db = deps.db;
  const [header, due, paid, arrears, occupancy, maintenance] = await Promise.all([
    propertyHeader(db, propertyId),
    chargesOfMonth(db, propertyId, m),
    paymentsOfMonth(db, propertyId, m),
    arrearsAt(db, propertyId, m),
    occupancyOf(db, propertyId, m),
    maintenanceOf(db, propertyId, m),
  ]);
  if (!header) throw notFound(PROPERTY_NOT_FOUND);
  const currencies = [...new Set([...due.map((d) => d.currency), ...paid.map((p) => p.currency)])].sort();
  return {
    propertyId,
    propertyName: header.name,
    propertyLocation: header.location,
    landlordName: header.landlordName,
    month,
    totals: currencies.map((currency) => {
      const d = due.find((x) => x.currency === currency);
      const p = paid.filter((x) => x.currency === currency);
      const sum = (f: (x: (typeof p)[number]) => number) => p.reduce((n, x) => n + f(x), 0);
      return {
        currency,
        expected: d?.expected ?? 0,
        collected: sum((x) => x.collected),
        collectedByMethod: PAYMENT_METHODS.flatMap((method) => {
          const amount = p.find((x) => x.method === method)?.collected ?? 0;
          return amount > 0 ? [{ method, amount }] : [];
        }),
        outstanding: d?.outstanding ?? 0,
        platformFees: sum((x) => x.platformFees),
      };
    }),
    arrears,
    occupancy,
    maintenance,
  };
}
