import { DASHBOARD_PENDING } from "@common/dashboard/landlord-calls";
import type { Decision } from "@common/schemas/approval";
import { DASHBOARD_LISTINGS, type ListingCategory, type ListingView } from "@common/schemas/marketplace";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type ApiOutput, apiKey, call, domainKey } from "@/lib/api";
import { type ApiQueryOptions, invalidateDomains, useApiQuery } from "@/lib/query";
import { upload } from "@/lib/upload";

export type ListingList = ApiOutput<"marketplace.list">;
const PAGE_SIZE = 12;

/** GET /api/marketplace page by page: the approved listings of the resident's building. */
export function useListings(filter: { category?: ListingCategory; q?: string }) {
  const query = {
    limit: PAGE_SIZE,
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.q ? { q: filter.q } : {}),
  };
  return useInfiniteQuery({
    queryKey: apiKey("marketplace.list", { query }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call("marketplace.list", { query: { ...query, offset: pageParam } }, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/** The tenant dashboard's first 4. */
export function useDashboardListings(options?: ApiQueryOptions<"marketplace.list">) {
  return useApiQuery("marketplace.list", { query: { limit: DASHBOARD_LISTINGS } }, options);
}

/** GET /api/marketplace/mine: the seller's own, in every state. */
export function useMyListings() {
  return useApiQuery("marketplace.mine", { query: { limit: 50 } });
}

/** GET /api/marketplace/pending: the landlord's queue of one property. */
export function usePendingListings(propertyId: number | undefined) {
  return useApiQuery(
    "marketplace.pending",
    { query: { propertyId, limit: DASHBOARD_PENDING } },
    { enabled: propertyId !== undefined },
  );
}

function useMarketplaceMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateDomains(queryClient, ["marketplace", "notifications"]),
  });
}

/** POST /api/marketplace as multipart (the fields as text, and the photos). */
export const useCreateListing = () =>
  useMarketplaceMutation((form: FormData) => upload("marketplace.create", form));

export const useMoveListing = () =>
  useMarketplaceMutation(({ id, to }: { id: string; to: "sold" | "withdrawn" }) =>
    call(to === "sold" ? "marketplace.markSold" : "marketplace.withdraw", { params: { id } }),
  );

export const useReportListing = () =>
  useMarketplaceMutation(({ id, reason }: { id: string; reason: string }) =>
    call("marketplace.report", { params: { id }, body: { reason } }),
  );

export const useDecideListing = () =>
  useMarketplaceMutation(({ id, status, reason }: { id: string; status: Decision; reason?: string }) =>
    call("marketplace.decide", { params: { id }, body: { status, reason } }),
  );

/** Opens the direct conversation with the seller; the chat's lists change. */
export function useContactSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, sellerId }: { id: string; sellerId?: string }) =>
      call("marketplace.contact", { params: { id }, body: { sellerId } }),
    onSuccess: () => invalidateDomains(queryClient, ["chat"]),
  });
}

/** Puts the listing's like and count into every cached list that holds it. */
function patchCachedListing(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  patch: Partial<Pick<ListingView, "isLiked" | "likes" | "views">>,
) {
  const apply = (items: ListingView[]) => items.map((l) => (l.id === id ? { ...l, ...patch } : l));
  queryClient.setQueriesData({ queryKey: domainKey("marketplace") }, (old: unknown) => {
    if (!old || typeof old !== "object") return old;
    if ("pages" in old) {
      const data = old as InfiniteData<ListingList>;
      return { ...data, pages: data.pages.map((p) => ({ ...p, items: apply(p.items) })) };
    }
    if ("items" in old) return { ...(old as ListingList), items: apply((old as ListingList).items) };
    if ("id" in old && (old as ListingView).id === id) return { ...(old as ListingView), ...patch };
    return old;
  });
}

/** The like toggle (spec: toggles isLiked and changes likes by 1): shown at once, the server's count after. */
export function useLikeToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean; likes: number }) =>
      call(like ? "marketplace.like" : "marketplace.unlike", { params: { id } }),
    onMutate: ({ id, like, likes }) =>
      patchCachedListing(queryClient, id, { isLiked: like, likes: Math.max(0, likes + (like ? 1 : -1)) }),
    onSuccess: (result, { id }) => patchCachedListing(queryClient, id, result),
    onError: (_e, { id, like, likes }) => patchCachedListing(queryClient, id, { isLiked: !like, likes }),
  });
}

/**
 * GET /api/marketplace/{id}: opening a listing counts the resident's view once; the lists that show it take its
 * counts, so the grid behind the details says the same.
 */
export function useListing(id: string | undefined) {
  const queryClient = useQueryClient();
  const query = useApiQuery("marketplace.get", { params: { id: id ?? "" } }, { enabled: Boolean(id) });
  const { data } = query;
  useEffect(() => {
    if (data)
      patchCachedListing(queryClient, data.id, {
        views: data.views,
        likes: data.likes,
        isLiked: data.isLiked,
      });
  }, [data, queryClient]);
  return query;
}

export function useBlockedWords(enabled: boolean) {
  return useApiQuery("marketplace.blockedWords", undefined, { enabled });
}

export const useSaveBlockedWords = () =>
  useMarketplaceMutation((words: string[]) => call("marketplace.saveBlockedWords", { body: { words } }));
