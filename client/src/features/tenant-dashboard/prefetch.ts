import type { RouteId } from "@common/contract/route-table";
import { tenantMayAsk } from "@common/dashboard/lease-needs";
import { TENANT_DASHBOARD_CALLS } from "@common/dashboard/tenant-calls";
import type { QueryClient } from "@tanstack/react-query";
import { type ApiOutput, apiKey, type CallOptions, call } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth";

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
  const lease = client.getQueryData<ApiOutput<"auth.user"> | null>(CURRENT_USER_KEY)?.lease ?? null;
  // Only what this tenant may have: a card their lease does not give says so without asking (lease-needs.ts).
  const calls = TENANT_DASHBOARD_CALLS.filter(({ id }) => tenantMayAsk(id, lease));
  const all = call("dashboard.tenant").catch(() => null);
  // The cards wait for their data so that none grows under the reader, but not for ever: when the one request
  // stalls, each card asks its own route after CARDS_WAIT_MS, and the cards show then with their own states.
  const waited = new Promise<null>((done) => setTimeout(() => done(null), CARDS_WAIT_MS));
  const inTime = Promise.race([all, waited]);
  const answered = Promise.all(
    calls.map(({ id, input }) =>
      client.prefetchQuery({
        queryKey: keyOf(id, input),
        queryFn: async ({ signal }) => {
          const answer = (await inTime)?.answers.find((a) => a.id === id);
          return answer?.status === 200 ? answer.body : callOne(id, input, { signal });
        },
      }),
    ),
  );
  prefetched = Promise.race([answered, waited]);
  return prefetched;
}

/** The longest the dashboard's cards wait for its one request. */
const CARDS_WAIT_MS = 4000;

let prefetched: Promise<unknown> | undefined;

/** The prefetch's end (every card's query answered or failed, or CARDS_WAIT_MS gone); undefined without one. */
export const tenantDashboardPrefetched = () => prefetched;
