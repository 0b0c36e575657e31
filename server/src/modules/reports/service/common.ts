import type { ReportPeriod, ReportScope } from "../../../../../common/schemas/reports";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { type BooksScope, booksScopeOf } from "../access";
import { type ReportRange, reportRange } from "../range";

export interface ReportDeps {
  db: DbOrTx;
}

/** A report's query after the schema: the period has its default. */
export interface RangeQuery {
  propertyId?: number;
  period: ReportPeriod;
  from?: string;
  to?: string;
}

/** The access check, then the range: what every report of a range starts with. */
export async function scopeAndRange(
  deps: ReportDeps,
  caller: SessionUser,
  query: RangeQuery,
  today?: string,
) {
  const scope = await booksScopeOf(deps.db, caller, query.propertyId);
  return { scope, range: reportRange(query, today) };
}

export const scopeView = (
  scope: BooksScope,
  range: Pick<ReportRange, "from" | "to" | "period">,
): ReportScope => ({
  propertyId: scope.propertyId,
  propertyName: scope.propertyName,
  landlordName: scope.landlordName,
  from: range.from,
  to: range.to,
  period: range.period,
});

/** An object of `keys`, each 0. */
export const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** a ÷ b in basis points, rounded; null when b is 0. */
export const basisPoints = (a: number, b: number) => (b === 0 ? null : Math.round((a * 10_000) / b));
