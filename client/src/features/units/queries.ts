import type { UnitStatusFilter } from "@common/schemas/units";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiInput, call } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";
import { useApiQuery } from "@/lib/query";

export type UnitUpdateBody = ApiInput<"units.update">["body"];

/** The units of a property, ordered by unit number (occupied = a pending or active lease). */
export function useUnits(propertyId: number | undefined, status: UnitStatusFilter) {
  return useApiQuery(
    "units.list",
    { params: { id: propertyId ?? 0 }, query: { status } },
    { enabled: propertyId !== undefined },
  );
}

export function useUnitDetails(unitId: number | null) {
  return useApiQuery("units.get", { params: { id: unitId ?? 0 } }, { enabled: unitId !== null });
}

/** PATCH /api/landlord/units/{id}; refreshes every landlord list and count on success. */
export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UnitUpdateBody }) =>
      call("units.update", { params: { id }, body }),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}
