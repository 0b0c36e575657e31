import type { Application } from "@common/schemas/applications";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/format";
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
          title: "Application Declined",
          description: `${application.tenantName}'s application has been declined.`,
        });
        onClose();
      },
      onError: (e) =>
        toast({
          variant: "destructive",
          title: "Could Not Decline Application",
          description: apiErrorMessage(e, "Failed to decline the application. Please try again."),
        }),
    });
  };
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      title="Decline Application?"
      description={
        application &&
        `${application.tenantName}'s application (${unitTypeLabel(application.unitType)}, move-in ${formatDate(application.moveInDate)}) will be declined.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decline.isPending}>
            Keep Application
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={decline.isPending}>
            {decline.isPending ? "Declining..." : "Decline"}
          </Button>
        </>
      }
    />
  );
}
