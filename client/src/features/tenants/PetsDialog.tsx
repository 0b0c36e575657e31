import type { TenantDetail } from "@common/schemas/tenants";
import { PawPrint } from "lucide-react";
import { Dialog } from "@/components/ui/dialog";

type Pet = TenantDetail["pets"][number];

const PET_TYPE_LABELS: Record<string, string> = {
  dog: "Dog",
  cat: "Cat",
  bird: "Bird",
  fish: "Fish",
  reptile: "Reptile",
  small_mammal: "Small Mammal",
  other: "Other",
};

const STATUS: Record<string, { label: string; style: string }> = {
  approved: { label: "Approved", style: "bg-green-100 text-green-800" },
  rejected: { label: "Rejected", style: "bg-red-100 text-red-800" },
  pending: { label: "Pending Review", style: "bg-amber-100 text-amber-800" },
};

function PetStatus({ status }: { status: string }) {
  const s = STATUS[status] ?? { label: status.replace(/_/g, " "), style: "bg-slate-100 text-slate-700" };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${s.style}`}>{s.label}</span>;
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
    <Dialog open={open} onClose={onClose} title="Pets" description={`Pets registered by ${tenantName}`}>
      {pets.length === 0 ? (
        <p className="py-4 text-center text-slate-600">No pets registered</p>
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
                <span className="block text-sm text-slate-500">{PET_TYPE_LABELS[p.type] ?? p.type}</span>
              </span>
              <PetStatus status={p.status} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
