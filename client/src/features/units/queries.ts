import type { UnitDetails, UnitRow, unitUpdateInput } from "@common/schemas/units";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { invalidateLandlordQueries } from "@/lib/landlord-cache";

export type UnitStatusFilter = "occupied" | "available" | "all";
export type UnitUpdateBody = z.input<typeof unitUpdateInput>;

export const unitsKey = (propertyId: number, status: UnitStatusFilter) =>
  [`/api/landlord/properties/${propertyId}/units?status=${status}`] as const;

export const unitDetailsKey = (unitId: number) => [`/api/landlord/units/${unitId}`] as const;

/** The units of a property, ordered by unit number (occupied = a pending or active lease). */
export function useUnits(propertyId: number | undefined, status: UnitStatusFilter) {
  return useQuery<UnitRow[]>({
    queryKey: unitsKey(propertyId ?? 0, status),
    enabled: propertyId !== undefined,
  });
}

export function useUnitDetails(unitId: number | null) {
  return useQuery<UnitDetails>({ queryKey: unitDetailsKey(unitId ?? 0), enabled: unitId !== null });
}

/** PATCH /api/landlord/units/{id}; refreshes every landlord list and count on success. */
export function useUpdateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UnitUpdateBody }) =>
      api<UnitRow>("PATCH", `/api/landlord/units/${id}`, body),
    onSuccess: () => invalidateLandlordQueries(queryClient),
  });
}
