import type { PetView, VaccinationStatus } from "@common/schemas/pets";
import { VACCINATION_LABEL_KEYS } from "@common/schemas/pets";
import { pill } from "@/components/ui/pill";
import { t } from "@/lib/i18n";

/** Spec section 4: Up to Date green, Pending yellow, Overdue red, Unknown grey. */
const STYLE: Record<VaccinationStatus, string> = {
  up_to_date: "bg-green-100 text-green-800",
  pending: "bg-yellow-100 text-yellow-800",
  overdue: "bg-red-100 text-red-800",
  unknown: "bg-slate-100 text-slate-700",
};

export function VaccinationBadge({ pet }: { pet: Pick<PetView, "vaccinationBadge"> }) {
  const status = pet.vaccinationBadge;
  return (
    <span className={`${pill} ${STYLE[status]}`} data-testid="vaccination-badge" data-status={status}>
      {t("pets.vaccinationBadge", { status: t(VACCINATION_LABEL_KEYS[status]) })}
    </span>
  );
}
