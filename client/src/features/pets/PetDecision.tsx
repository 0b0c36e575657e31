import type { PetView } from "@common/schemas/pets";
import { DecisionButtons } from "@/components/approval/DecisionButtons";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useDecidePet } from "./queries";

/** The landlord's Approve / Reject of a pending registration, with a toast of the outcome. */
export function PetDecision({ pet }: { pet: PetView }) {
  const decide = useDecidePet();
  return (
    <DecisionButtons
      name={pet.name}
      pending={decide.isPending}
      onDecide={(status, reason) =>
        decide.mutate(
          { id: pet.id, status, reason },
          {
            onSuccess: () =>
              toast({
                title: t(status === "approved" ? "pets.approvedTitle" : "pets.rejectedTitle"),
                description: pet.name,
              }),
            onError: (e) =>
              toast({
                variant: "destructive",
                title: t("common.genericError"),
                description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
              }),
          },
        )
      }
    />
  );
}
