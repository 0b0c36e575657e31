import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiInput, call } from "@/lib/api";
import { type ApiQueryOptions, invalidateDomains, useApiQuery } from "@/lib/query";

/** GET /api/amenities: the tenant's building's amenities, or the landlord's of a property. */
export function useAmenities(propertyId?: number, options?: ApiQueryOptions<"amenities.list">) {
  return useApiQuery("amenities.list", { query: propertyId === undefined ? {} : { propertyId } }, options);
}

/** GET /api/amenities/{id}/availability: the coming days' slots with free places and my own. */
export function useAvailability(id: string | undefined) {
  return useApiQuery(
    "amenities.availability",
    { params: { id: id ?? "" }, query: { days: 7 } },
    { enabled: id !== undefined },
  );
}

export function useMyBookings() {
  return useApiQuery("amenities.mine");
}

/** GET /api/amenities/{id}/bookings?date=: the landlord's view of one day. */
export function useDayBookings(id: string | undefined, date: string) {
  return useApiQuery(
    "amenities.dayBookings",
    { params: { id: id ?? "" }, query: { date } },
    { enabled: id !== undefined },
  );
}

/** Every change refreshes the amenities' queries (slots, my bookings, the day's list). */
function useAmenityMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateDomains(queryClient, ["amenities"]) });
}

export const useBook = () =>
  useAmenityMutation(({ id, startsAt, slots = 1 }: { id: string; startsAt: string; slots?: number }) =>
    call("amenities.book", { params: { id }, body: { startsAt, slots } }),
  );
export const useJoinWaitlist = () =>
  useAmenityMutation(({ id, startsAt }: { id: string; startsAt: string }) =>
    call("amenities.joinWaitlist", { params: { id }, body: { startsAt } }),
  );
export const useCancelMine = () =>
  useAmenityMutation((id: string) => call("amenities.cancelMine", { params: { id } }));
export const useLandlordCancel = () =>
  useAmenityMutation(({ id, reason }: { id: string; reason: string }) =>
    call("amenities.landlordCancel", { params: { id }, body: { reason } }),
  );
export const useCreateAmenity = () =>
  useAmenityMutation((body: ApiInput<"amenities.create">["body"]) => call("amenities.create", { body }));
export const useUpdateAmenity = () =>
  useAmenityMutation(({ id, body }: { id: string; body: ApiInput<"amenities.update">["body"] }) =>
    call("amenities.update", { params: { id }, body }),
  );
export const useAddClosedDate = () =>
  useAmenityMutation(({ id, date, note }: { id: string; date: string; note: string }) =>
    call("amenities.addClosedDate", { params: { id }, body: { date, note } }),
  );
export const useRemoveClosedDate = () =>
  useAmenityMutation(({ id, date }: { id: string; date: string }) =>
    call("amenities.removeClosedDate", { params: { id, date } }),
  );
