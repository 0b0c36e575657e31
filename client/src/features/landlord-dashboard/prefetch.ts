import type { RouteId } from "@common/contract/route-table";
import { type LandlordDashboardCall, landlordDashboardCalls } from "@common/dashboard/landlord-calls";
import type { LandlordDashboard } from "@common/schemas/dashboard";
import type { QueryClient } from "@tanstack/react-query";
import { ALL_PAGES, apiKey, call } from "@/lib/api";

// The list mixes routes, so its keys are made untyped here; each card types its own query.
const keyOf = apiKey as (id: RouteId, input: unknown) => readonly unknown[];

/** Files a card's answer where its query looks for it. */
function fill(client: QueryClient, { id, input }: LandlordDashboardCall, body: unknown) {
  if (id !== "maintenance.list") return client.setQueryData(keyOf(id, input), body);
  // The maintenance card keeps every page's requests: the first answers for all when it is the only one.
  const page = body as { items: unknown[]; nextCursor: string | null };
  if (!page.nextCursor) client.setQueryData([...keyOf(id, input), ALL_PAGES], page.items);
}

/**
 * Asks for the landlord dashboard of the selected property and its cards' reads in one request (GET
 * /api/landlord/dashboard/all) as soon as the app starts, in parallel with the page's chunks, instead of asking
 * which property is selected, then its dashboard, then each card's data. Its answers name the property, which
 * fills the queries the page reads, and each card's query is filled before the page renders with the property;
 * a card whose read failed there asks on its own (and shows that route's own error). If the dashboard failed
 * (nothing selected, the property gone), the page asks for the selected property itself, as before.
 */
export function prefetchLandlordDashboard(client: QueryClient) {
  const all = call("dashboard.landlordAll").catch(() => null);
  void client.prefetchQuery({
    queryKey: apiKey("properties.selected"),
    queryFn: async ({ signal }) => {
      const [first, ...cards] = (await all)?.answers ?? [];
      if (first?.status !== 200) return call("properties.selected", { signal });
      const dashboard = first.body as LandlordDashboard;
      const { property } = dashboard;
      client.setQueryData(apiKey("dashboard.landlord", { query: { propertyId: property.id } }), dashboard);
      const calls = landlordDashboardCalls(property.id, {
        proofsWaiting: dashboard.rent.paymentsToVerify > 0,
      });
      for (const c of calls) {
        const answer = cards.find((a) => a.id === c.id);
        if (answer?.status === 200) fill(client, c, answer.body);
      }
      return { property };
    },
  });
}
