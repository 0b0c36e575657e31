import type { UnitReadiness } from "@common/constants";
import type { Lease, leaseCreateResponse } from "@common/schemas/leases";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPost } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import type { AddTenantPayload } from "./lease-form";

export type LeaseCreateResponse = z.infer<typeof leaseCreateResponse>;

/** POST /api/landlord/leases: a lease on a vacant unit plus the tenant's invitation (or link to their account). */
export function useCreateLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTenantPayload) => apiPost<LeaseCreateResponse>("/api/landlord/leases", body),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}

/** POST /api/landlord/leases/{id}/end: the tenant moves out; the unit becomes vacant with the given readiness. */
export function useEndLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaseId, readiness }: { leaseId: string; readiness: UnitReadiness }) =>
      apiPost<Lease>(`/api/landlord/leases/${encodeURIComponent(leaseId)}/end`, { readiness }),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}
