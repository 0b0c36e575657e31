import { Info } from "lucide-react";
import { t } from "@/lib/i18n";
import { usePageTitle } from "@/lib/page-title";
import { DASHBOARD_PATH } from "@/lib/pages";

import { TenantLeaseGate } from "@/shells/TenantLeaseGate";
import { TenantPageShell } from "@/shells/TenantPageShell";
import { MyPets } from "./MyPets";
import { PetForm } from "./PetForm";

/** /pet-registration: the pet policy, the tenant's registrations, and the form (spec section 2). */
export default function PetRegistrationPage() {
  usePageTitle(t("pets.title"));
  return (
    <TenantLeaseGate needs="pets.create" title={t("pets.title")} refusal={t("pets.noLease")}>
      <PetRegistrationScreen />
    </TenantLeaseGate>
  );
}

function PetRegistrationScreen() {
  return (
    <TenantPageShell
      title={t("pets.title")}
      subtitle={t("pets.subtitle")}
      back={{ href: DASHBOARD_PATH, label: t("common.backToDashboard") }}
    >
      <div className="space-y-4">
        <div className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <span className="font-semibold">{t("pets.policyTitle")}: </span>
            {t("pets.policyText")}
          </p>
        </div>
        <MyPets />
        <PetForm />
      </div>
    </TenantPageShell>
  );
}
