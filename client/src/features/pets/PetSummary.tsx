import { PET_TYPE_LABEL_KEYS, type PetView, petFeeMessages } from "@common/schemas/pets";
import { PawPrint } from "lucide-react";
import { ApprovalBadge } from "@/components/approval/ApprovalBadge";
import { t, translateMessage } from "@/lib/i18n";
import { VaccinationBadge } from "./VaccinationBadge";

/** One pet as a row: photo, name, type and breed, fees, status and vaccination badges; `actions` below. */
export function PetSummary({ pet, children }: { pet: PetView; children?: React.ReactNode }) {
  return (
    <div className="flex gap-3" data-testid="pet-row" data-pet={pet.name}>
      {pet.photoThumbUrl ? (
        <img
          src={pet.photoThumbUrl}
          alt={t("pets.photoAlt", { name: pet.name })}
          className="h-16 w-16 shrink-0 rounded-lg object-cover"
          loading="lazy"
        />
      ) : (
        <span
          aria-hidden
          className="grid h-16 w-16 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700"
        >
          <PawPrint className="h-6 w-6" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium text-slate-900">
          {pet.name}{" "}
          <span className="font-normal text-slate-600">
            · {t(PET_TYPE_LABEL_KEYS[pet.type])}
            {pet.breed ? ` · ${pet.breed}` : ""}
            {pet.age !== null ? ` · ${t("pets.yearsOld", { age: pet.age })}` : ""}
          </span>
        </p>
        <div className="flex flex-wrap gap-1.5">
          <ApprovalBadge status={pet.status} />
          <VaccinationBadge pet={pet} />
        </div>
        <p className="text-sm text-slate-600" data-testid="pet-fees">
          {petFeeMessages(pet)
            .map((fee) => translateMessage(fee))
            .join(" · ")}
        </p>
        {pet.status === "rejected" && pet.decisionReason && (
          <p className="text-sm text-red-700">{t("approval.reasonShown", { reason: pet.decisionReason })}</p>
        )}
        {children}
      </div>
    </div>
  );
}
