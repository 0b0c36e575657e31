import type { StatementSummary } from "@common/schemas/reconciliation";
import { FileSpreadsheet, WifiOff } from "lucide-react";
import { useId, useState } from "react";
import { PageHeading } from "@/components/layout/PageHeading";
import { EmptyState, ErrorState, ListSkeleton } from "@/components/page-states";
import { buttonClass } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useOnline } from "@/lib/online";
import { usePageTitle } from "@/lib/page-title";
import { pagePath } from "@/lib/pages";
import { LandlordPageShell } from "@/shells/LandlordPageShell";
import { ImportCard } from "./ImportCard";
import { LoadMore } from "./LoadMore";
import { useStatements } from "./queries";
import { StatementLines } from "./StatementLines";

/**
 * /bank-reconciliation: the landlord uploads the CSV export of the account rent is paid into; its credit lines
 * are matched to leases (by payment reference, else amount and tenant name), and the landlord confirms the
 * matches in bulk, assigns or ignores the rest. Covers every property of the landlord (one account receives it all).
 */
export default function BankReconciliationPage() {
  usePageTitle(t("reconcile.title"));
  const online = useOnline();
  const statements = useStatements();
  const uploads = statements.data?.pages.flatMap((p) => p.items) ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const open = uploads.find((s) => s.id === chosen) ?? (chosen ? undefined : uploads[0]);

  return (
    <LandlordPageShell>
      <PageHeading
        title={t("reconcile.title")}
        subtitle={t("reconcile.subtitle")}
        backHref={pagePath("/landlord-payments")}
        backLabel={t("reconcile.backToPayments")}
      />
      <div className="space-y-6">
        {!online && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          >
            <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t("reconcile.offline")}
          </p>
        )}
        <ImportCard online={online} onImported={setChosen} />
        {open && <StatementLines key={open.id} statement={open} />}
        <Uploads
          query={statements}
          uploads={uploads}
          openId={open?.id}
          onOpen={(id) => {
            setChosen(id);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </LandlordPageShell>
  );
}

/** 'Previous uploads': newest first, each opening its lines. */
function Uploads({
  query,
  uploads,
  openId,
  onOpen,
}: {
  query: ReturnType<typeof useStatements>;
  uploads: StatementSummary[];
  openId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t("reconcile.uploadsHeading")}
      </h2>
      {query.isLoading ? (
        <ListSkeleton rows={2} label={t("reconcile.uploadsLoading")} />
      ) : query.isError && uploads.length === 0 ? (
        <ErrorState
          title={t("reconcile.uploadsLoadFailed")}
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : uploads.length === 0 ? (
        <EmptyState
          icon={<FileSpreadsheet className="h-6 w-6" />}
          title={t("reconcile.noUploadsTitle")}
          text={t("reconcile.noUploadsText")}
        />
      ) : (
        <>
          <ul className="space-y-2" aria-label={t("reconcile.uploadsHeading")}>
            {uploads.map((s) => {
              const waiting = s.counts.matched + s.counts.suggested + s.counts.unmatched;
              const current = s.id === openId;
              return (
                <li
                  key={s.id}
                  className={`flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between ${current ? "border-brand-600" : "border-slate-200"}`}
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{s.fileName}</p>
                    <p className="text-sm text-slate-600">
                      {s.bank} · {formatDateTime(s.createdAt)}
                    </p>
                    <p className="text-sm text-slate-600">
                      {t("reconcile.uploadCounts", {
                        count: s.newLines,
                        waiting,
                        confirmed: s.counts.confirmed,
                      })}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onOpen(s.id)}
                    aria-current={current ? "true" : undefined}
                    className={buttonClass(current ? "primary" : "outline", "w-full sm:w-auto")}
                  >
                    {current ? t("reconcile.showing") : t("reconcile.open")}
                    <span className="sr-only">
                      {" "}
                      {t("reconcile.openUpload", { file: s.fileName, date: formatDateTime(s.createdAt) })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <LoadMore query={query} failed={t("reconcile.uploadsLoadFailed")} />
        </>
      )}
    </section>
  );
}
