import type { PropertyCreateInput, PropertySummary, PropertyUpdateInput } from "@common/schemas/properties";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiPost } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import { propertyKey } from "./use-properties";
import { SELECTED_PROPERTY_KEY, type SelectedPropertyResponse } from "./use-selected-property";

export type DeletePropertyResult = { outcome: "deleted" | "archived"; name: string };

/** PUT /api/landlord/selected-property: the property the dashboard shows. */
export function useSelectProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: Pick<PropertySummary, "id" | "name">) =>
      api<SelectedPropertyResponse>("PUT", "/api/landlord/selected-property", { propertyId: property.id }),
    onSuccess: (data) => {
      queryClient.setQueryData(SELECTED_PROPERTY_KEY, data);
      // Not awaited: the dashboard we navigate to fetches its (now stale) data itself.
      void invalidateLandlordQueries(queryClient);
    },
  });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyCreateInput) => apiPost<PropertySummary>("/api/landlord/properties", body),
    onSuccess: () => {
      void invalidateLandlordQueries(queryClient);
    },
  });
}

export function useUpdateProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyUpdateInput) =>
      api<PropertySummary>("PATCH", `/api/landlord/properties/${id}`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(propertyKey(id), data);
      void invalidateLandlordQueries(queryClient);
    },
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: Pick<PropertySummary, "id" | "name">) =>
      api<DeletePropertyResult>("DELETE", `/api/landlord/properties/${property.id}`),
    // Awaited: the dialog keeps saying "Deleting..." until the list no longer shows the property.
    onSuccess: async (_data, property) => {
      queryClient.removeQueries({ queryKey: propertyKey(property.id), exact: true });
      await invalidateLandlordQueries(queryClient);
    },
  });
}
