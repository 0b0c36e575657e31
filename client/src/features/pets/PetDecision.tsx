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
      // mutateAsync, not mutate's callbacks: the decided row leaves the list (and unmounts) before they would run.
      onDecide={(status, reason) =>
        decide.mutateAsync({ id: pet.id, status, reason }).then(
          () =>
            toast({
              title: t(status === "approved" ? "pets.approvedTitle" : "pets.rejectedTitle"),
              description: pet.name,
            }),
          (e: unknown) =>
            toast({
              variant: "destructive",
              title: t("common.genericError"),
              description: apiErrorMessage(e, t("common.genericError"), t("common.networkError")),
            }),
        )
      }
    />
  );
}
