import type { Application } from "@common/schemas/portfolio";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { formatDate, oneYearLeaseEnd, todayInKampala } from "@/features/landlord-dashboard/format";
import { showLeaseFieldErrors } from "@/features/leases/errors";
import { LeaseDatesFields, RentFields, UnitSelectField } from "@/features/leases/LeaseTermsFields";
import {
  type AcceptApplicationPayload,
  acceptApplicationFormSchema,
  LEASE_FIELDS,
  type LeaseFormValues,
} from "@/features/leases/lease-form";
import { apiErrorMessage } from "@/features/signup/errors";
import { useUnits } from "@/features/units/queries";
import { useAcceptApplication } from "./queries";
import { unitTypeLabel } from "./unit-type";

/** Accept an application: choose a vacant unit and the lease terms; the applicant gets the lease. */
export function AcceptApplicationDialog({
  application,
  propertyId,
  onClose,
}: {
  application: Application | null;
  propertyId: number;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      wide
      title="Accept Application"
      description={
        application &&
        `${application.tenantName} · ${unitTypeLabel(application.unitType)} · Move-in ${formatDate(application.moveInDate)}`
      }
    >
      {application && <AcceptForm application={application} propertyId={propertyId} onClose={onClose} />}
    </Dialog>
  );
}

function AcceptForm({
  application,
  propertyId,
  onClose,
}: {
  application: Application;
  propertyId: number;
  onClose: () => void;
}) {
  const idBase = useId();
  const units = useUnits(propertyId, "available");
  const today = todayInKampala();
  const start = [application.moveInDate, today].sort()[1] ?? today; // the later of the two days
  const form = useForm<LeaseFormValues, unknown, AcceptApplicationPayload>({
    resolver: zodResolver(acceptApplicationFormSchema),
    defaultValues: {
      unitId: "",
      tenantName: application.tenantName,
      email: application.email ?? "",
      phone: application.phone ?? "",
      startDate: start,
      endDate: oneYearLeaseEnd(start),
      monthlyRent: "",
      currency: "UGX",
      deposit: "",
    },
  });
  const { errors } = form.formState;
  const currency = form.watch("currency");
  const accept = useAcceptApplication();

  const onValid = (body: AcceptApplicationPayload) =>
    accept.mutate(
      { id: application.id, body },
      {
        onSuccess: (lease) => {
          toast({
            title: "Application Accepted",
            description: `${lease.tenantName} has been added to unit ${lease.unitNumber}.`,
          });
          onClose();
        },
        onError: (e) => {
          showLeaseFieldErrors(e, LEASE_FIELDS, form.setError, { UNIT_OCCUPIED: "unitId" });
          toast({
            variant: "destructive",
            title: "Could Not Accept Application",
            description: apiErrorMessage(e, "Failed to accept the application. Please try again."),
          });
        },
      },
    );

  const fieldProps = { idBase, register: form.register, errors };
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
      <UnitSelectField
        {...fieldProps}
        setValue={form.setValue}
        units={units.data}
        loading={units.isLoading}
        failed={units.isError}
      />
      <LeaseDatesFields {...fieldProps} />
      <RentFields {...fieldProps} currency={currency} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={accept.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? "Accepting..." : "Accept Application"}
        </Button>
      </div>
    </form>
  );
}
