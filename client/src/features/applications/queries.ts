import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcceptApplicationPayload } from "@/features/leases/lease-form";
import { call } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import { useApiQuery } from "@/lib/query";

/** The rental applications for a property, pending first. */
export function useApplications(propertyId: number) {
  return useApiQuery("applications.list", { query: { propertyId } });
}

export function useAcceptApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AcceptApplicationPayload }) =>
      call("applications.accept", { params: { id }, body }),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}

export function useDeclineApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("applications.decline", { params: { id } }),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}
