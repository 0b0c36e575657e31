import { formatMoney } from "@common/money";
import { PAYMENT_METHOD_LABELS } from "@common/payment-methods";
import type { Decision } from "@common/schemas/approval";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, FileCheck, FileText } from "lucide-react";
import { useEffect, useId } from "react";
import { DecideWithToast } from "@/components/approval/DecideWithToast";
import { ErrorState, ListSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { FoldCard } from "@/components/ui/fold-card";
import { type ApiOutput, call, href } from "@/lib/api";
import { formatDay, formatWhen } from "@/lib/format";
import { t } from "@/lib/i18n";
import { invalidateDomains, useApiQuery } from "@/lib/query";

type Proof = ApiOutput<"payments.proofQueue">["items"][number];

/**
 * 'Payments to Verify' (the landlord payments page, #verify): each proof a tenant sent of a payment made outside
 * the app, with its image or PDF, the tenant, unit, amount and the reference they wrote beside the lease's own.
 * Confirm credits it once and issues a receipt; Reject needs a reason the tenant sees.
 */
export function ProofQueue({ propertyId }: { propertyId: number }) {
  const id = useId();
  const queue = useProofQueue(propertyId);
  const loaded = queue.isSuccess;
  // A notification links to /landlord-payments#verify: the page renders after the browser looked for the anchor.
  useEffect(() => {
    if (loaded && window.location.hash === "#verify") document.getElementById("verify")?.scrollIntoView();
  }, [loaded]);
  return (
    <section
      id="verify"
      aria-labelledby={`${id}-title`}
      className="mb-6 scroll-mt-20"
      data-testid="proof-queue"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t("payments.proofsTitle")}
        {queue.data && queue.data.total > 0 && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-sm font-medium text-amber-800">
            {queue.data.total}
          </span>
        )}
      </h2>
      <ProofQueueBody propertyId={propertyId} />
    </section>
  );
}

/** The landlord dashboard's 'Payments to Verify': the same queue in a card that folds. */
export function DashboardProofQueue({ propertyId }: { propertyId: number }) {
  const queue = useProofQueue(propertyId);
  return (
    <FoldCard
      id="dashboard.proofs"
      data-testid="proof-queue"
      title={t("payments.proofsTitle")}
      icon={<FileCheck aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      count={queue.data?.total ?? 0}
      tone="amber"
      defaultOpen={queue.isSuccess ? queue.data.total > 0 : undefined}
    >
      <ProofQueueBody propertyId={propertyId} />
    </FoldCard>
  );
}

const useProofQueue = (propertyId: number) => useApiQuery("payments.proofQueue", { query: { propertyId } });

/** What the queue says under its title: each proof to decide, or why there is none. */
function ProofQueueBody({ propertyId }: { propertyId: number }) {
  const queue = useProofQueue(propertyId);
  const items = queue.data?.items ?? [];
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t("payments.proofsSubtitle")}</p>
      {queue.isLoading ? (
        <ListSkeleton rows={1} label={t("payments.proofsLoading")} />
      ) : queue.isError ? (
        <ErrorState
          title={t("payments.proofsLoadFailed")}
          error={queue.error}
          onRetry={() => queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t("payments.proofsEmpty")}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((p) => (
            <ProofCard key={p.paymentId} p={p} />
          ))}
        </ul>
      )}
    </>
  );
}

function ProofCard({ p }: { p: Proof }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ status, reason }: { status: Decision; reason?: string }) =>
      status === "approved"
        ? call("payments.confirmProof", { params: { id: p.paymentId } })
        : call("payments.rejectProof", { params: { id: p.paymentId }, body: { reason: reason ?? "" } }),
    onSettled: () => invalidateDomains(queryClient, ["payments", "rent", "dashboard"]),
  });
  const amount = formatMoney(p.amount, p.currency);
  const fileUrl = href("payments.proofFile", { params: { id: p.paymentId } });
  const matchesLease =
    p.leaseReference !== null &&
    p.reference.toUpperCase().replace(/[\s-]/g, "").includes(p.leaseReference.toUpperCase());
  const rows: [string, string][] = [
    [
      t("payments.method"),
      p.bank ? `${t(PAYMENT_METHOD_LABELS[p.method])} · ${p.bank}` : t(PAYMENT_METHOD_LABELS[p.method]),
    ],
    [t("payments.proofPaidOn"), formatDay(p.paidOn)],
    [t("payments.proofTenantReference"), p.reference],
    [t("payments.proofLeaseReference"), p.leaseReference ?? "—"],
  ];
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4" data-testid="proof-card">
        <div className="flex gap-3">
          <a
            href={fileUrl}
            target="_blank"
            rel="noopener"
            className="grid h-24 w-20 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`${t("payments.proofViewFile")}: ${p.tenantName}`}
          >
            {p.file === "image" ? (
              <img
                src={href("payments.proofThumb", { params: { id: p.paymentId } })}
                alt={t("payments.proofImageAlt", { tenant: p.tenantName })}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-slate-600">
                <FileText aria-hidden className="h-6 w-6" />
                {t("payments.proofPdfLabel")}
              </span>
            )}
          </a>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{p.tenantName}</p>
            <p className="text-sm text-slate-600">
              {p.unitNumber} · {p.propertyName}
            </p>
            <p className="mt-1 text-lg font-bold text-slate-900">{amount}</p>
            <p className="text-xs text-slate-500">
              {t("payments.proofSubmittedOn", { when: formatWhen(p.submittedAt) })}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd
                className={`min-w-0 break-words ${value === p.reference && matchesLease ? "font-semibold text-green-800" : "text-slate-900"}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {p.possibleDuplicate && (
          <p className="flex gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900" role="note">
            <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t("payments.proofPossibleDuplicate")}
          </p>
        )}
        <div className="mt-auto">
          <DecideWithToast
            name={`${p.tenantName} · ${amount}`}
            pending={decide.isPending}
            approveLabel={t("payments.proofConfirm")}
            reasonRequired={t("payments.proofReasonRequired")}
            decide={(status, reason) => decide.mutateAsync({ status, reason })}
            titles={{
              approved: t("payments.proofConfirmedTitle"),
              rejected: t("payments.proofRejectedTitle"),
            }}
          />
        </div>
      </Card>
    </li>
  );
}
