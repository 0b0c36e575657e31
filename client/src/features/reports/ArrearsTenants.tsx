import { AGEING_BUCKETS, type ArrearsReport } from "@common/schemas/reports";
import { Button } from "@/components/ui/button";
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from "@/components/ui/responsive-table";
import { t } from "@/lib/i18n";
import { BUCKET_LABELS, money } from "./labels";

/** Who owes what, per bucket: one page of the tenancies in arrears, the largest debt first. */
export function ArrearsTenants({
  report: r,
  onPage,
}: {
  report: ArrearsReport;
  onPage: (page: number) => void;
}) {
  if (r.tenantCount === 0) return <p className="text-sm text-slate-600">{t("reports.noArrears")}</p>;
  const columns = [
    t("reports.colTenant"),
    t("reports.colUnit"),
    ...AGEING_BUCKETS.map((b) => t(BUCKET_LABELS[b])),
    t("reports.total"),
  ];
  const first = (r.page - 1) * r.pageSize + 1;
  const last = first + r.tenants.length - 1;
  return (
    <div className="space-y-3">
      <ResponsiveTable caption={t("reports.colTenant")} columns={columns}>
        {r.tenants.map((x) => (
          <ResponsiveRow key={x.leaseId}>
            <ResponsiveCell label={columns[0]!} head>
              <span className="font-medium text-slate-900">{x.tenantName}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]!}>
              {x.propertyName} {x.unitNumber}
            </ResponsiveCell>
            {AGEING_BUCKETS.map((b, i) => (
              <ResponsiveCell key={b} label={columns[i + 2]!}>
                {money(x.buckets[b])}
              </ResponsiveCell>
            ))}
            <ResponsiveCell label={columns.at(-1)!}>
              <span className="font-semibold">{money(x.total)}</span>
            </ResponsiveCell>
          </ResponsiveRow>
        ))}
      </ResponsiveTable>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {t("reports.tenantsShown", { first, last: Math.max(first, last), count: r.tenantCount })}
        </p>
        {r.tenantCount > r.pageSize && (
          <div className="flex gap-2">
            <Button variant="outline" disabled={r.page === 1} onClick={() => onPage(r.page - 1)}>
              {t("reports.previousPage")}
            </Button>
            <Button variant="outline" disabled={last >= r.tenantCount} onClick={() => onPage(r.page + 1)}>
              {t("reports.nextPage")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
