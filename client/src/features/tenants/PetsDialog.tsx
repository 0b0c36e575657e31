import type { TenantDetail } from "@common/schemas/tenants";
import { Dialog } from "@/components/ui/dialog";
import { PetDecision } from "@/features/pets/PetDecision";
import { PetSummary } from "@/features/pets/PetSummary";
import { t } from "@/lib/i18n";

type Pet = TenantDetail["pets"][number];

/** The tenant details page's pets: each registration with its badges and fees; pending ones to decide. */
export function PetsDialog({
  open,
  onClose,
  tenantName,
  pets,
}: {
  open: boolean;
  onClose: () => void;
  tenantName: string;
  pets: Pet[];
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("tenants.pets")}
      description={t("tenants.petsOf", { name: tenantName })}
    >
      {pets.length === 0 ? (
        <p className="py-4 text-center text-slate-600">{t("tenants.noPets")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="tenant-pets">
          {pets.map((pet) => (
            <li key={pet.id} className="py-3">
              <PetSummary pet={pet}>{pet.status === "pending" && <PetDecision pet={pet} />}</PetSummary>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
