import type { LandlordDashboard } from "@common/schemas/dashboard";
import { useQuery } from "@tanstack/react-query";

export const dashboardKey = (propertyId: number) =>
  [`/api/landlord/dashboard?propertyId=${propertyId}`] as const;

/** GET /api/landlord/dashboard for one property: unit counts, rent this month, activity. */
export function useLandlordDashboard(propertyId: number | undefined) {
  return useQuery<LandlordDashboard>({
    queryKey: dashboardKey(propertyId ?? 0),
    enabled: propertyId !== undefined,
  });
}
