import type { Application } from "@common/schemas/applications";
import type { Lease } from "@common/schemas/leases";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AcceptApplicationPayload } from "@/features/leases/lease-form";
import { apiPost } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";

export const applicationsKey = (propertyId: number) =>
  [`/api/landlord/applications?propertyId=${propertyId}`] as const;

/** The rental applications for a property, pending first. */
export function useApplications(propertyId: number) {
  return useQuery<Application[]>({ queryKey: applicationsKey(propertyId) });
}

export function useAcceptApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AcceptApplicationPayload }) =>
      apiPost<Lease>(`/api/landlord/applications/${encodeURIComponent(id)}/accept`, body),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}

export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<Application>(`/api/landlord/applications/${encodeURIComponent(id)}/decline`),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}
