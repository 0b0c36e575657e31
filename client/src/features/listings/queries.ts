import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiInput, call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";
import type { SearchFilters } from "./search-params";

/** GET /api/listings for the filters in the address: the page on screen stays while the next one loads. */
export function useListingSearch(filters: SearchFilters, enabled: boolean) {
  const query = {
    page: filters.page,
    bedrooms: filters.bedrooms,
    type: filters.type,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.location !== "all" ? { location: filters.location } : {}),
    ...(filters.minPrice ? { minPrice: Number(filters.minPrice) } : {}),
    ...(filters.maxPrice ? { maxPrice: Number(filters.maxPrice) } : {}),
    ...(filters.amenities.length ? { amenities: filters.amenities.join(",") } : {}),
  };
  return useApiQuery("listings.search", { query }, { enabled, placeholderData: keepPreviousData });
}

export function useSearchLocations() {
  return useApiQuery("listings.locations", {}, { staleTime: 5 * 60_000 });
}

export function useListing(id: number) {
  return useApiQuery("listings.get", { params: { id } }, { enabled: id > 0, retry: false });
}

/** POST /api/listings/{id}/applications; the listing then shows the application. */
export function useApply(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiInput<"listings.apply">["body"]) =>
      call("listings.apply", { params: { id: propertyId }, body }),
    onSuccess: () => invalidateDomains(queryClient, ["listings"]),
  });
}
