import type { Application } from "@common/schemas/applications";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { showLeaseFailure } from "@/features/leases/errors";
import { LeaseForm } from "@/features/leases/LeaseForm";
import { type AcceptApplicationPayload, acceptApplicationFormSchema } from "@/features/leases/lease-form";
import { useLeaseForm } from "@/features/leases/use-lease-form";
import { useUnits } from "@/features/units/queries";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate, todayInKampala } from "@/lib/format";
import { t } from "@/lib/i18n";
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
      title={t("applications.acceptTitle")}
      description={
        application &&
        t("applications.acceptDescription", {
          name: application.tenantName,
          unitType: unitTypeLabel(application.unitType),
          date: formatDate(application.moveInDate),
        })
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
  const units = useUnits(propertyId, "available");
  const today = todayInKampala();
  const start = [application.moveInDate, today].sort()[1] ?? today; // the later of the two days
  const leaseForm = useLeaseForm(zodResolver(acceptApplicationFormSchema), start, {
    tenantName: application.tenantName,
    email: application.email ?? "",
    phone: application.phone ?? "",
  });
  const accept = useAcceptApplication();

  const onValid = (body: AcceptApplicationPayload) =>
    accept.mutate(
      { id: application.id, body },
      {
        onSuccess: (lease) => {
          toast({
            title: t("applications.toastAccepted"),
            description: t("leases.addedToUnit", { name: lease.tenantName, unit: lease.unitNumber }),
          });
          onClose();
        },
        onError: (e) =>
          showLeaseFailure(
            e,
            leaseForm.form.setError,
            { UNIT_OCCUPIED: "unitId" },
            {
              title: t("applications.toastAcceptFailed"),
              description: apiErrorMessage(e, t("applications.acceptFailed")),
            },
          ),
      },
    );

  return (
    <LeaseForm
      lease={leaseForm}
      onValid={onValid}
      units={units.data}
      unitsLoading={units.isLoading}
      unitsFailed={units.isError}
      onCancel={onClose}
      pending={accept.isPending}
      submitLabel={t("applications.acceptTitle")}
      pendingLabel={t("applications.accepting")}
    />
  );
}
