import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import { upload } from "@/lib/upload";
import { propertyKey } from "./use-properties";

/** The most photos a property has (server: MAX_PROPERTY_PHOTOS). */
export const MAX_PROPERTY_PHOTOS = 10;

/** POST /api/landlord/properties/{id}/photos with the chosen files. */
export function uploadPropertyPhotos(propertyId: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("photos", f, f.name);
  return upload("properties.addPhotos", form, { params: { id: propertyId } });
}

/** Adding and removing photos on the edit page: the property's cached answers follow. */
export function usePropertyPhotos(propertyId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: propertyKey(propertyId) });
    void invalidateLandlordQueries(queryClient);
  };
  const add = useMutation({
    mutationFn: (files: File[]) => uploadPropertyPhotos(propertyId, files),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (photoId: number) => call("properties.deletePhoto", { params: { id: propertyId, photoId } }),
    onSuccess: refresh,
  });
  return { add, remove };
}
