import type { Domain, RouteId } from "@common/contract/route-table";
import { type QueryClient, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import {
  type ApiError,
  type ApiInput,
  type ApiOutput,
  apiKey,
  type CallOptions,
  call,
  domainKey,
  type InputArgs,
} from "./api";

export type ApiQueryOptions<Id extends RouteId> = Omit<
  UseQueryOptions<ApiOutput<Id>, ApiError, ApiOutput<Id>, ReturnType<typeof apiKey<Id>>>,
  "queryKey" | "queryFn"
>;

/** The key and fetcher of one route's answer, for useQuery, prefetchQuery or ensureQueryData. */
export function apiQuery<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>) {
  const fetchAnswer = call as (id: Id, input?: ApiInput<Id>, o?: CallOptions) => Promise<ApiOutput<Id>>;
  return {
    queryKey: apiKey(id, ...([input] as InputArgs<Id>)),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchAnswer(id, input, { signal }),
  };
}

/** useQuery on one route of the contract: key, fetcher, input and answer all typed from it. */
export function useApiQuery<Id extends RouteId>(
  id: Id,
  ...[input, options]: InputArgs<Id, [options?: ApiQueryOptions<Id>]>
) {
  return useQuery({ ...apiQuery(id, ...([input] as InputArgs<Id>)), ...options });
}

/** After a write: every cached answer of these domains is out of date (mounted ones refetch). */
export async function invalidateDomains(queryClient: QueryClient, domains: readonly Domain[]): Promise<void> {
  await Promise.all(domains.map((d) => queryClient.invalidateQueries({ queryKey: domainKey(d) })));
}
