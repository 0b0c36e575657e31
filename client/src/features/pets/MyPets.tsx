import { CardError, CardSkeleton } from "@/components/page-states";
import { Card } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { PetSummary } from "./PetSummary";
import { useMyPets } from "./queries";

/** The tenant's registrations with their status, vaccination badge and, when rejected, the landlord's reason. */
export function MyPets() {
  const pets = useMyPets();
  return (
    <Card className="p-4 sm:p-5" data-testid="my-pets">
      <h2 className="text-base font-semibold text-slate-900">{t("pets.myPets")}</h2>
      {pets.isPending ? (
        <CardSkeleton />
      ) : pets.isError ? (
        <CardError error={pets.error} onRetry={() => pets.refetch()} retrying={pets.isFetching} />
      ) : pets.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("pets.noPets")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {pets.data.items.map((pet) => (
            <li key={pet.id} className="py-3">
              <PetSummary pet={pet}>
                {pet.status === "pending" && (
                  <p className="text-xs text-slate-500">{t("pets.pendingNote")}</p>
                )}
              </PetSummary>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
