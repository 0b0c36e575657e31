import { UNIT_READINESS, UNIT_READINESS_LABEL_KEYS, type UnitReadiness } from "@common/constants";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useEndLease } from "./queries";

export interface LeaseToEnd {
  leaseId: string;
  tenantName: string;
  unitNumber: string;
  pending: boolean;
}

/** Confirm the end of a lease (the tenant moves out, or a pending invitation is withdrawn). */
export function EndLeaseDialog({ lease, onClose }: { lease: LeaseToEnd | null; onClose: () => void }) {
  return (
    <Dialog
      open={lease !== null}
      onClose={onClose}
      title={t("leases.endTitle")}
      description={
        lease &&
        t(lease.pending ? "leases.endPendingBody" : "leases.endActiveBody", {
          name: lease.tenantName,
          unit: lease.unitNumber,
        })
      }
    >
      {lease && <EndLeaseForm lease={lease} onClose={onClose} />}
    </Dialog>
  );
}

function EndLeaseForm({ lease, onClose }: { lease: LeaseToEnd; onClose: () => void }) {
  const id = useId();
  const [readiness, setReadiness] = useState<UnitReadiness>("needs_work");
  const end = useEndLease();
  const confirm = () =>
    end.mutate(
      { leaseId: lease.leaseId, readiness },
      {
        onSuccess: () => {
          toast({
            title: t("leases.toastEnded"),
            description: t("leases.toastEndedBody", { name: lease.tenantName, unit: lease.unitNumber }),
          });
          onClose();
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: t("leases.toastEndFailed"),
            description: apiErrorMessage(e, t("leases.endFailed")),
          }),
      },
    );
  return (
    <div className="space-y-5">
      <Field label={t("leases.readinessAfter")} htmlFor={id}>
        <Select id={id} value={readiness} onChange={(e) => setReadiness(e.target.value as UnitReadiness)}>
          {UNIT_READINESS.map((r) => (
            <option key={r} value={r}>
              {t(UNIT_READINESS_LABEL_KEYS[r])}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={end.isPending}>
          {t("leases.keepLease")}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={end.isPending}>
          {end.isPending ? t("leases.ending") : t("leases.endLease")}
        </Button>
      </div>
    </div>
  );
}
