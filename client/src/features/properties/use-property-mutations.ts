import type { PropertyCreateInput, PropertySummary, PropertyUpdateInput } from "@common/schemas/properties";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import { SELECTED_PROPERTY_KEY } from "@/shells/use-selected-property";
import { uploadPropertyPhotos } from "./property-photos";
import { propertyKey } from "./use-properties";

/** PUT /api/landlord/selected-property: the property the dashboard shows. */
export function useSelectProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: Pick<PropertySummary, "id" | "name">) =>
      call("properties.select", { body: { propertyId: property.id } }),
    onSuccess: (data) => {
      queryClient.setQueryData(SELECTED_PROPERTY_KEY, data);
      // Not awaited: the dashboard we navigate to fetches its (now stale) data itself.
      void invalidateLandlordQueries(queryClient);
    },
  });
}

/**
 * POST /api/landlord/properties, then its photos. The property stays saved when the photos fail: the answer
 * carries that failure, for the page to say so (one pending state covers both, so a second click cannot add
 * the property twice).
 */
export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photos }: { body: PropertyCreateInput; photos: File[] }) => {
      const property = await call("properties.create", { body });
      let photosFailed: unknown = null;
      if (photos.length > 0)
        await uploadPropertyPhotos(property.id, photos).catch((e: unknown) => {
          photosFailed = e;
        });
      return { property, photosFailed };
    },
    onSuccess: () => {
      void invalidateLandlordQueries(queryClient);
    },
  });
}

export function useUpdateProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyUpdateInput) => call("properties.update", { params: { id }, body }),
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
      call("properties.delete", { params: { id: property.id } }),
    // Awaited: the dialog keeps saying "Deleting..." until the list no longer shows the property.
    onSuccess: async (_data, property) => {
      queryClient.removeQueries({ queryKey: propertyKey(property.id), exact: true });
      await invalidateLandlordQueries(queryClient);
    },
  });
}
