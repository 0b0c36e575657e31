import { addDays, kampalaDayStart, kampalaToday } from "../../../../../common/kampala-calendar";
import { ARREARS_PAGE_SIZE, type ArrearsReport } from "../../../../../common/schemas/reports";
import type { SessionUser } from "../../../platform/auth/session";
import { booksScopeOf } from "../access";
import { arrearsPage, arrearsTotals } from "../queries/arrears";
import type { ReportDeps } from "./common";

const bucketsOf = (r: { days0to30: unknown; days31to60: unknown; days61to90: unknown; over90: unknown }) => ({
  days0to30: Number(r.days0to30),
  days31to60: Number(r.days31to60),
  days61to90: Number(r.days61to90),
  over90: Number(r.over90),
});

/**
 * Arrears ageing at the end of `asOf` (today by default): open amounts by days past due, and a page of the
 * tenancies that owe them, the largest debt first (`pageSize` for a download's longer page).
 */
export async function readArrears(
  deps: ReportDeps,
  caller: SessionUser,
  query: { propertyId?: number; asOf?: string; page?: number },
  options: { pageSize?: number; today?: string } = {},
): Promise<ArrearsReport> {
  const scope = await booksScopeOf(deps.db, caller, query.propertyId);
  const asOf = query.asOf ?? options.today ?? kampalaToday();
  const end = kampalaDayStart(addDays(asOf, 1));
  const page = query.page ?? 1;
  const pageSize = options.pageSize ?? ARREARS_PAGE_SIZE;
  const empty = !scope.propertyIds.length;
  const rows = empty
    ? []
    : await arrearsPage(deps.db, scope, asOf, end, { limit: pageSize, offset: (page - 1) * pageSize });
  // Each row carries the totals; a page past the last one has no row to carry them.
  const totals =
    rows[0]?.all ?? (empty || page === 1 ? null : await arrearsTotals(deps.db, scope, asOf, end));
  return {
    scope: {
      propertyId: scope.propertyId,
      propertyName: scope.propertyName,
      landlordName: scope.landlordName,
      from: asOf,
      to: asOf,
      period: "month",
      asOf,
    },
    buckets: bucketsOf(totals ?? { days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 }),
    total: Number(totals?.total ?? 0),
    tenants: rows.map((r) => ({
      leaseId: r.leaseId,
      tenantName: r.tenantName,
      propertyName: r.propertyName,
      unitNumber: r.unitNumber,
      buckets: bucketsOf(r),
      total: Number(r.total),
    })),
    tenantCount: totals?.tenancies ?? 0,
    page,
    pageSize,
  };
}
