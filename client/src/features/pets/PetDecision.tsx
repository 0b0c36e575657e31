import type { PetView } from "@common/schemas/pets";
import { DecideWithToast } from "@/components/approval/DecideWithToast";
import { t } from "@/lib/i18n";
import { useDecidePet } from "./queries";

/** The landlord's Approve / Reject of a pending registration, with a toast of the outcome. */
export function PetDecision({ pet }: { pet: PetView }) {
  const decide = useDecidePet();
  return (
    <DecideWithToast
      name={pet.name}
      pending={decide.isPending}
      decide={(status, reason) => decide.mutateAsync({ id: pet.id, status, reason })}
      titles={{ approved: t("pets.approvedTitle"), rejected: t("pets.rejectedTitle") }}
    />
  );
}
