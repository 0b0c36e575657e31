import type { RouteId } from "@common/contract/route-table";
import { TENANT_DASHBOARD_CALLS } from "@common/dashboard/tenant-calls";
import type { QueryClient } from "@tanstack/react-query";
import { apiKey, type CallOptions, call } from "@/lib/api";

// The list mixes routes, so its reads are called untyped here; each card types its own query.
const callOne = call as (id: RouteId, input: unknown, options?: CallOptions) => Promise<unknown>;
const keyOf = apiKey as (id: RouteId, input: unknown) => readonly unknown[];

/**
 * Asks for the tenant dashboard's data in one request (GET /api/tenant/dashboard) as soon as the app starts, in
 * parallel with the page's chunks. Each card's query is filled from its answer (react-query shares one in-flight
 * fetch per key, so a card that mounts first waits for it); a read that failed there is asked on its own, so the
 * card shows that route's own error.
 */
export function prefetchTenantDashboard(client: QueryClient) {
  const all = call("dashboard.tenant").catch(() => null);
  prefetched = Promise.all(
    TENANT_DASHBOARD_CALLS.map(({ id, input }) =>
      client.prefetchQuery({
        queryKey: keyOf(id, input),
        queryFn: async ({ signal }) => {
          const answer = (await all)?.answers.find((a) => a.id === id);
          return answer?.status === 200 ? answer.body : callOne(id, input, { signal });
        },
      }),
    ),
  );
}

let prefetched: Promise<unknown> | undefined;

/** The prefetch's end (every card's query answered or failed); undefined when the app did not start one. */
export const tenantDashboardPrefetched = () => prefetched;
