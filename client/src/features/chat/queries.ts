import type { ChatResident } from "@common/schemas/chat";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiKey, call } from "@/lib/api";
import { type ApiQueryOptions, invalidateDomains, useApiQuery } from "@/lib/query";
import { useReconnected, useServerEvent } from "@/lib/realtime";

/** GET /api/chat/conversations: the room and the direct conversations with their unread counts. */
export function useConversations(propertyId?: number, options?: ApiQueryOptions<"chat.conversations">) {
  return useApiQuery("chat.conversations", { query: { propertyId } }, options);
}

const residentsKey = (propertyId?: number) => apiKey("chat.residents", { query: { propertyId } });

/**
 * GET /api/chat/residents, kept current by `presence` events (online now / last seen). A block or unblock
 * elsewhere arrives as an `invalidate` of the chat domain and refetches it.
 */
export function useResidents(propertyId?: number) {
  const queryClient = useQueryClient();
  useServerEvent("presence", (e) => {
    queryClient.setQueryData(residentsKey(propertyId), (old: { items: ChatResident[] } | undefined) =>
      old
        ? {
            items: old.items.map((r) =>
              r.id === e.userId ? { ...r, isOnline: e.isOnline, lastSeen: e.lastSeen ?? r.lastSeen } : r,
            ),
          }
        : old,
    );
  });
  // Presence changes missed while the socket was closed: ask again who is online.
  useReconnected(() => void queryClient.invalidateQueries({ queryKey: residentsKey(propertyId) }), {
    presence: true,
  });
  return useApiQuery("chat.residents", { query: { propertyId } });
}

/** GET /api/chat/reports: the open reports of the landlord's property. */
export function useReports(propertyId: number) {
  return useApiQuery("chat.reports", { query: { propertyId } });
}

/** Block or unblock a resident; the chat's lists refetch (their messages go or come back). */
export function useBlockToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      call(block ? "chat.block" : "chat.unblock", { params: { userId } }),
    onSuccess: () => invalidateDomains(queryClient, ["chat"]),
  });
}

/** Opens (or finds) the direct conversation with a resident. */
export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call("chat.openDirect", { body: { userId } }),
    onSuccess: () => invalidateDomains(queryClient, ["chat"]),
  });
}

/** Reports a message to the landlord, with an optional reason. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call("chat.report", { params: { id }, body: { reason } }),
  });
}

/** Landlord: removes a message ('Message removed') and refetches the reports. */
export function useRemoveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("chat.removeMessage", { params: { id } }),
    onSuccess: () => invalidateDomains(queryClient, ["chat"]),
  });
}

/** Landlord: dismisses a report, keeping the message. */
export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call("chat.dismissReport", { params: { id } }),
    onSuccess: () => invalidateDomains(queryClient, ["chat"]),
  });
}
