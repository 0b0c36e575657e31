import { DASHBOARD_NOTIFICATIONS } from "@common/dashboard/tenant-calls";
import type { NotificationSettings } from "@common/schemas/notifications";
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { type ApiOutput, apiKey, call } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { invalidateDomains, useApiQuery } from "@/lib/query";

export type NotificationItem = ApiOutput<"notifications.list">["items"][number];
type ListPage = ApiOutput<"notifications.list">;
export type NotificationFilter = "all" | "unread";

const PAGE_SIZE = 20;

/** GET /api/notifications?limit=3: the latest notifications and the unread count (dashboard card, header badge). */
export function useLatestNotifications() {
  return useApiQuery("notifications.list", { query: { limit: DASHBOARD_NOTIFICATIONS } });
}

/** The Recent (unread) or All tab, page by page along the keyset cursor ("Load more"). */
export function useNotificationPages(filter: NotificationFilter) {
  const query = { filter, limit: PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [...apiKey("notifications.list", { query }), "pages"],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call("notifications.list", { query: { ...query, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const listKey = apiKey("notifications.list").slice(0, 2);

/** Every cached page of every notifications list (card, tabs), changed in place. */
function updateLists(qc: QueryClient, change: (page: ListPage, first: boolean) => ListPage) {
  qc.setQueriesData<ListPage | InfiniteData<ListPage>>({ queryKey: listKey }, (data) => {
    if (!data) return data;
    if ("pages" in data) return { ...data, pages: data.pages.map((p, i) => change(p, i === 0)) };
    return change(data, true);
  });
}

/** A notification that just arrived over the socket: at the top of every list, and the new unread count. */
export function addLiveNotification(qc: QueryClient, n: NotificationItem, unreadCount: number) {
  updateLists(qc, (page, first) => ({
    ...page,
    unreadCount,
    items: first && !page.items.some((x) => x.id === n.id) ? [n, ...page.items] : page.items,
  }));
}

type Action = { kind: "read"; id: string } | { kind: "delete"; id: string } | { kind: "readAll" };

/** What the action does to a cached page, before the server says so. */
function applyAction(page: ListPage, action: Action): ListPage {
  if (action.kind === "readAll") {
    return { ...page, unreadCount: 0, items: page.items.map((n) => ({ ...n, read: true })) };
  }
  const target = page.items.find((n) => n.id === action.id);
  const wasUnread = target ? !target.read : false;
  return {
    ...page,
    unreadCount: Math.max(0, page.unreadCount - (wasUnread ? 1 : 0)),
    items:
      action.kind === "delete"
        ? page.items.filter((n) => n.id !== action.id)
        : page.items.map((n) => (n.id === action.id ? { ...n, read: true } : n)),
  };
}

function send(action: Action) {
  if (action.kind === "readAll") return call("notifications.markAllRead");
  const input = { params: { id: action.id } };
  return action.kind === "read" ? call("notifications.markRead", input) : call("notifications.delete", input);
}

/**
 * Mark read, mark all read and delete: shown at once in every list, undone with a message if the server refuses
 * or cannot be reached, then refreshed from the server either way.
 */
export function useNotificationAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (action: Action) => {
      await qc.cancelQueries({ queryKey: listKey });
      const before = qc.getQueriesData<ListPage | InfiniteData<ListPage>>({ queryKey: listKey });
      updateLists(qc, (page) => applyAction(page, action));
      return { before };
    },
    onError: (error, _action, context) => {
      for (const [key, data] of context?.before ?? []) qc.setQueryData(key, data);
      toast({
        variant: "destructive",
        title: t("notifications.actionFailedTitle"),
        description: apiErrorMessage(error, t("common.genericError"), t("common.networkError")),
      });
    },
    onSettled: () => invalidateDomains(qc, ["notifications"]),
  });
}

export function useNotificationSettings() {
  return useApiQuery("notifications.settings");
}

/** Saves the settings as a whole; the switch moves at once and moves back if the save fails. */
export function useSaveSettings() {
  const qc = useQueryClient();
  const key = apiKey("notifications.settings");
  return useMutation({
    mutationFn: (settings: NotificationSettings) => call("notifications.updateSettings", { body: settings }),
    onMutate: async (settings) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<NotificationSettings>(key);
      qc.setQueryData(key, settings);
      return { before };
    },
    onError: (error, _settings, context) => {
      if (context?.before) qc.setQueryData(key, context.before);
      toast({
        variant: "destructive",
        title: t("notifications.settingsFailed"),
        description: apiErrorMessage(error, t("common.genericError"), t("common.networkError")),
      });
    },
    onSuccess: (saved) => qc.setQueryData(key, saved),
  });
}
