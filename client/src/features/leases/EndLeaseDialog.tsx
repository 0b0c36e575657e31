import { UNIT_READINESS, UNIT_READINESS_LABELS, type UnitReadiness } from "@common/constants";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Select } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
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
      title="End Lease?"
      description={
        lease &&
        (lease.pending
          ? `${lease.tenantName} has not accepted the invitation yet. Ending the lease withdraws it and frees unit ${lease.unitNumber}.`
          : `${lease.tenantName} moves out of unit ${lease.unitNumber}. The lease history is kept.`)
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
            title: "Lease Ended",
            description: `The lease of ${lease.tenantName} for unit ${lease.unitNumber} has ended. The unit is now available.`,
          });
          onClose();
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: "Could Not End Lease",
            description: apiErrorMessage(e, "Failed to end the lease. Please try again."),
          }),
      },
    );
  return (
    <div className="space-y-5">
      <Field label="Unit readiness after move-out" htmlFor={id}>
        <Select id={id} value={readiness} onChange={(e) => setReadiness(e.target.value as UnitReadiness)}>
          {UNIT_READINESS.map((r) => (
            <option key={r} value={r}>
              {UNIT_READINESS_LABELS[r]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={end.isPending}>
          Keep Lease
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={end.isPending}>
          {end.isPending ? "Ending..." : "End Lease"}
        </Button>
      </div>
    </div>
  );
}
