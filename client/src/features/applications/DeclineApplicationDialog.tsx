import type { Application } from "@common/schemas/applications";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useDeclineApplication } from "./queries";
import { unitTypeLabel } from "./unit-type";

export function DeclineApplicationDialog({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  const decline = useDeclineApplication();
  const confirm = () => {
    if (!application) return;
    decline.mutate(application.id, {
      onSuccess: () => {
        toast({
          title: t("applications.toastDeclined"),
          description: t("applications.toastDeclinedBody", { name: application.tenantName }),
        });
        onClose();
      },
      onError: (e) =>
        toast({
          variant: "destructive",
          title: t("applications.toastDeclineFailed"),
          description: apiErrorMessage(e, t("applications.declineFailed")),
        }),
    });
  };
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      title={t("applications.declineTitle")}
      description={
        application &&
        t("applications.declineBody", {
          name: application.tenantName,
          unitType: unitTypeLabel(application.unitType),
          date: formatDate(application.moveInDate),
        })
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decline.isPending}>
            {t("applications.keepApplication")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={decline.isPending}>
            {decline.isPending ? t("applications.declining") : t("applications.decline")}
          </Button>
        </>
      }
    />
  );
}
