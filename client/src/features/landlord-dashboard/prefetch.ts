import type { QueryClient } from "@tanstack/react-query";
import { apiKey, call } from "@/lib/api";

/**
 * Asks for the landlord dashboard of the selected property (GET /api/landlord/dashboard without propertyId) as
 * soon as the app starts, in parallel with the page's chunks, instead of asking which property is selected and
 * only then for its dashboard. Its answer names the property, which fills both queries the page reads; if it
 * fails (nothing selected, the property gone), the page asks for the selected property itself, as before.
 */
export function prefetchLandlordDashboard(client: QueryClient) {
  const dashboard = call("dashboard.landlord", { query: {} }).catch(() => null);
  void client.prefetchQuery({
    queryKey: apiKey("properties.selected"),
    queryFn: async ({ signal }) => {
      const answer = await dashboard;
      if (!answer) return call("properties.selected", { signal });
      client.setQueryData(
        apiKey("dashboard.landlord", { query: { propertyId: answer.property.id } }),
        answer,
      );
      return { property: answer.property };
    },
  });
}
