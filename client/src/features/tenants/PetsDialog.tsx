import type { MessageKey } from "@common/i18n/keys";
import type { TenantDetail } from "@common/schemas/tenants";
import { PawPrint } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";
import { t } from "@/lib/i18n";

type Pet = TenantDetail["pets"][number];

const PET_TYPE_LABEL_KEYS: Record<string, MessageKey> = {
  dog: "tenants.petDog",
  cat: "tenants.petCat",
  bird: "tenants.petBird",
  fish: "tenants.petFish",
  reptile: "tenants.petReptile",
  small_mammal: "tenants.petSmallMammal",
  other: "tenants.petOther",
};

const STATUS: Record<string, { key: MessageKey; style: string }> = {
  approved: { key: "tenants.petApproved", style: "bg-green-100 text-green-800" },
  rejected: { key: "tenants.petRejected", style: "bg-red-100 text-red-800" },
  pending: { key: "tenants.petPending", style: "bg-amber-100 text-amber-800" },
};

function PetStatus({ status }: { status: string }) {
  const s = STATUS[status];
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${s?.style ?? "bg-slate-100 text-slate-700"}`}
    >
      {s ? t(s.key) : status.replace(/_/g, " ")}
    </span>
  );
}

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
        <ul className="divide-y divide-slate-100">
          {pets.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-3">
              <span
                aria-hidden
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
              >
                <PawPrint className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{p.name}</span>
                <span className="block text-sm text-slate-500">
                  {PET_TYPE_LABEL_KEYS[p.type] ? t(PET_TYPE_LABEL_KEYS[p.type]!) : p.type}
                </span>
              </span>
              <PetStatus status={p.status} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
