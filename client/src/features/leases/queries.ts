import type { UnitReadiness } from "@common/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiOutput, call } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import type { AddTenantPayload } from "./lease-form";

export type LeaseCreateResponse = ApiOutput<"leases.create">;

/** POST /api/landlord/leases: a lease on a vacant unit plus the tenant's invitation (or link to their account). */
export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTenantPayload) => call("leases.create", { body }),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}

/** POST /api/landlord/leases/{id}/end: the tenant moves out; the unit becomes vacant with the given readiness. */
export function useEndLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, readiness }: { leaseId: string; readiness: UnitReadiness }) =>
      call("leases.end", { params: { id: leaseId }, body: { readiness } }),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}
