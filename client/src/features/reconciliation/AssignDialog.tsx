import type { Message } from "@common/i18n/message";
import { formatMoney } from "@common/money";
import type { StatementLineView } from "@common/schemas/reconciliation";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useAssignLine, useLeaseChoices } from "./queries";

/** 'Assign': which tenancy a line pays; it is confirmed (credited once) at once. */
export function AssignDialog({ line, onClose }: { line: StatementLineView; onClose: () => void }) {
  const id = useId();
  const leases = useLeaseChoices();
  const [leaseId, setLeaseId] = useState(line.lease?.id ?? "");
  const [error, setError] = useState<Message | undefined>();
  const assign = useAssignLine();
  const submitting = useRef(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!leaseId) return setError(t("reconcile.leaseRequired"));
    setError(undefined);
    if (submitting.current) return;
    submitting.current = true;
    assign.mutate(
      { lineId: line.id, leaseId },
      {
        onSettled: () => {
          submitting.current = false;
        },
        onSuccess: (r) => {
          toast({
            title: t("reconcile.assignedTitle"),
            description: r.credited
              ? t("reconcile.assignedCredited", { number: r.receiptNumber ?? "" })
              : t("reconcile.assignedLinked", { number: r.receiptNumber ?? "" }),
          });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields?.leaseId) setError(err.fields.leaseId);
          toast({
            variant: "destructive",
            title: t("reconcile.assignFailedTitle"),
            description: apiErrorMessage(err, t("common.genericError"), t("common.networkError")),
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("reconcile.assignTitle")}
      description={t("reconcile.assignText", {
        amount: formatMoney(line.amount, "UGX"),
        date: formatDate(line.valueDate),
      })}
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="assign-line">
        <p className="rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-700">
          {line.description || "—"}
        </p>
        <Field label={t("reconcile.assignLease")} htmlFor={`${id}-lease`} error={error}>
          <Select
            id={`${id}-lease`}
            value={leaseId}
            onChange={(e) => setLeaseId(e.target.value)}
            disabled={leases.isLoading}
            aria-invalid={Boolean(error)}
          >
            <option value="">{leases.isLoading ? t("common.loading") : t("reconcile.chooseLease")}</option>
            {(leases.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {t("reconcile.leaseOption", {
                  name: l.tenantName,
                  unit: l.unitNumber,
                  property: l.propertyName,
                })}
              </option>
            ))}
          </Select>
        </Field>
        {leases.isError && (
          <p role="alert" className="text-sm text-red-700">
            {apiErrorMessage(leases.error, t("reconcile.leasesLoadFailed"), t("common.networkError"))}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={assign.isPending}>
            {assign.isPending ? t("reconcile.confirming") : t("reconcile.assignButton")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
