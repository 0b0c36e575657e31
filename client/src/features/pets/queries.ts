import { DASHBOARD_PENDING } from "@common/dashboard/landlord-calls";
import type { Decision } from "@common/schemas/approval";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";
import { upload } from "@/lib/upload";

/** GET /api/pets: the tenant's own registrations, newest first. */
export function useMyPets() {
  return useApiQuery("pets.list", { query: { limit: 20, offset: 0 } });
}

/** GET /api/pets/pending: the landlord's queue of one property. */
export function usePendingPets(propertyId: number | undefined) {
  return useApiQuery(
    "pets.pending",
    { query: { propertyId, limit: DASHBOARD_PENDING, offset: 0 } },
    { enabled: propertyId !== undefined },
  );
}

/** POST /api/pets as multipart (the spec's fields as text, and the photo). */
export function useRegisterPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => upload("pets.create", form),
    onSuccess: () => invalidateDomains(queryClient, ["pets"]),
  });
}

/** PATCH /api/pets/{id}/status: approve (the fees become charges) or reject with a reason. */
export function useDecidePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: Decision; reason?: string }) =>
      call("pets.decide", { params: { id }, body: { status, reason } }),
    // The tenant details page (tenants) shows pets; the rent figures change with an approval's fees.
    onSuccess: () => invalidateDomains(queryClient, ["pets", "tenants", "dashboard", "rent"]),
  });
}
