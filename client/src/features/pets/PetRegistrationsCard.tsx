import { PawPrint } from "lucide-react";
import { CardError, CardSkeleton } from "@/components/page-states";
import { FoldCard } from "@/components/ui/fold-card";
import { t } from "@/lib/i18n";
import { PetDecision } from "./PetDecision";
import { PetSummary } from "./PetSummary";
import { usePendingPets } from "./queries";

/** The landlord dashboard's 'Pet registrations': the pending count and each registration to decide. */
export function PetRegistrationsCard({ propertyId }: { propertyId: number }) {
  const pending = usePendingPets(propertyId);
  return (
    <FoldCard
      id="dashboard.pets"
      data-testid="pet-registrations-card"
      title={t("pets.landlordCardTitle")}
      icon={<PawPrint aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      count={pending.data?.total ?? 0}
      defaultOpen={pending.isSuccess ? pending.data.total > 0 : undefined}
    >
      {pending.isPending ? (
        <CardSkeleton />
      ) : pending.isError ? (
        <CardError error={pending.error} onRetry={() => pending.refetch()} retrying={pending.isFetching} />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600" data-testid="pet-pending-count">
            {t("pets.landlordCardPending", { count: pending.data.total })}
          </p>
          <ul className="mt-2 divide-y divide-slate-100">
            {pending.data.items.map((pet) => (
              <li key={pet.id} className="space-y-2 py-3">
                <p className="text-sm text-slate-600">
                  {t("pets.landlordCardOwner", { tenant: pet.tenantName, unit: pet.unitNumber })}
                </p>
                <PetSummary pet={pet}>
                  <PetDecision pet={pet} />
                </PetSummary>
              </li>
            ))}
          </ul>
        </>
      )}
    </FoldCard>
  );
}
