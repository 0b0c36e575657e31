import { useApiQuery } from "@/lib/query";

/** GET /api/landlord/dashboard for one property: unit counts, rent this month, activity. */
export function useLandlordDashboard(propertyId: number | undefined) {
  return useApiQuery("dashboard.landlord", { query: { propertyId } }, { enabled: propertyId !== undefined });
}
