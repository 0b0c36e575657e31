import { DASHBOARD_ANNOUNCEMENTS } from "@common/announcements/values";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiInput, type ApiOutput, apiKey, call } from "@/lib/api";
import { invalidateDomains, useApiQuery } from "@/lib/query";

export type AnnouncementList = ApiOutput<"announcements.list">;
export type CreateBody = ApiInput<"announcements.create">["body"];
export type UpdateBody = ApiInput<"announcements.update">["body"];

const PAGE_SIZE = 20;

/** GET /api/announcements page by page: a tenant's property's, or the landlord's own (pinned first, newest). */
export function useAnnouncements(propertyId?: number) {
  const query = { limit: PAGE_SIZE, ...(propertyId ? { propertyId } : {}) };
  return useInfiniteQuery({
    queryKey: apiKey("announcements.list", { query }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("announcements.list", { query: { ...query, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The tenant dashboard's first 3 and the count. */
export function useDashboardAnnouncements() {
  return useApiQuery("announcements.list", { query: { limit: DASHBOARD_ANNOUNCEMENTS } });
}

function useAnnouncementMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateDomains(queryClient, ["announcements", "notifications"]),
  });
}

export const useCreateAnnouncement = () =>
  useAnnouncementMutation((body: CreateBody) => call("announcements.create", { body }));

export const useUpdateAnnouncement = () =>
  useAnnouncementMutation(({ id, body }: { id: string; body: UpdateBody }) =>
    call("announcements.update", { params: { id }, body }),
  );

export const useDeleteAnnouncement = () =>
  useAnnouncementMutation((id: string) => call("announcements.delete", { params: { id } }));

/** 'Mark as read', or 'I have read this notice' (which reads it too). */
export const useMarkAnnouncement = () =>
  useAnnouncementMutation(({ id, acknowledge }: { id: string; acknowledge: boolean }) =>
    call(acknowledge ? "announcements.acknowledge" : "announcements.read", { params: { id } }),
  );
