import { lastSeqOf, markRemoved, mergeBySeq } from "@common/chat/merge";
import { newClientId, type PendingMessage, sendable, undelivered } from "@common/chat/pending";
import type { ChatMessage } from "@common/schemas/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, call } from "@/lib/api";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { useApiQuery } from "@/lib/query";
import { sendFrame, useReconnected, useServerEvent } from "@/lib/realtime";

/** Which conversation: a direct one by id, else the community room (of the landlord's named property). */
export interface ConversationTarget {
  conversationId?: string;
  propertyId?: number;
}

/** At most this many pages of catch-up after a reconnect (100 messages each) before waiting for the next one. */
const MAX_CATCH_UP_PAGES = 10;

/** Prefix of every `chat.conversations` answer in the cache (unread counts). */
export const CONVERSATIONS_PREFIX = ["chat", "chat.conversations"] as const;

/**
 * Messages a conversation opens with, and each older page brings: a few screens of the chat's fixed-height
 * list; fewer to draw on a cheap phone than the fifty it opened with before (issue 15's chat screen).
 */
export const CHAT_PAGE_MESSAGES = 20;

/**
 * One conversation as the screen holds it: the first page (GET /api/chat), older pages as the person scrolls
 * up (`before`), live `new_chat_message` / `chat_message_removed` events, and the catch-up after a reconnect
 * (`after`), all merged by seq (common/chat/merge.ts) so nothing shows twice and nothing is lost. A message
 * sent shows at once as pending (its clientId) and goes over the socket, or over HTTP when the socket is not
 * open; the server's copy replaces it. Mount it under a `key` of the conversation: its state is that one's.
 */
export function useConversation(
  target: ConversationTarget,
  { limit = CHAT_PAGE_MESSAGES, markRead = true } = {},
) {
  const queryClient = useQueryClient();
  const first = useApiQuery("chat.list", { query: { ...target, limit } });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [olderExists, setOlderExists] = useState<boolean | null>(null);
  const [older, setOlder] = useState<"idle" | "loading" | "failed">("idle");
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);

  const conversation = first.data?.conversation;
  const conversationId = conversation?.id;
  const idRef = useRef<string | undefined>(undefined);
  idRef.current = conversationId;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const firstPageRef = useRef(first.data);
  firstPageRef.current = first.data;

  // The first page (and every refetch of it, e.g. after an `invalidate` of the chat domain) merges in.
  useEffect(() => {
    const page = first.data;
    if (!page) return;
    setMessages((prev) => mergeBySeq(prev, page.messages));
    setOlderExists((prev) => prev ?? page.hasMore);
  }, [first.data]);

  useServerEvent("new_chat_message", (e) => {
    if (e.message.conversationId !== idRef.current) return;
    setMessages((prev) => mergeBySeq(prev, [e.message]));
  });
  useServerEvent("chat_message_removed", (e) => {
    if (e.conversationId !== idRef.current) return;
    setMessages((prev) => markRemoved(prev, e.messageId));
  });
  useServerEvent("chat_error", (e) => {
    const ours = e.clientId !== null && pendingRef.current.some((p) => p.clientId === e.clientId);
    if (e.clientId !== null && !ours) return;
    // The message says 'Not sent.'; the composer says why.
    if (ours) {
      setPending((prev) =>
        prev.map((p) => (p.clientId === e.clientId ? { ...p, error: e.message, retryable: false } : p)),
      );
    }
    setSendError(e.message);
  });

  const sendOverHttp = useCallback(async (p: PendingMessage) => {
    const id = idRef.current;
    if (!id) return;
    try {
      const sent = await call("chat.send", {
        body: { conversationId: id, content: p.content, clientId: p.clientId },
      });
      setMessages((prev) => mergeBySeq(prev, [sent]));
    } catch (e) {
      const message = apiErrorMessage(e, t("common.genericError"), t("common.networkError"));
      const retryable = e instanceof ApiError && e.status === 0;
      setPending((prev) =>
        prev.map((x) => (x.clientId === p.clientId ? { ...x, error: message, retryable } : x)),
      );
      setSendError(message);
    }
  }, []);

  /** Sends the text (trimmed; blank is ignored): true when it was taken (the composer empties). */
  const send = useCallback(
    (text: string): boolean => {
      const content = sendable(text);
      const id = idRef.current;
      if (!content || !id) return false;
      const p: PendingMessage = {
        clientId: newClientId(),
        content,
        createdAt: new Date().toISOString(),
        error: null,
        retryable: false,
      };
      setPending((prev) => [...prev, p]);
      setSendError(null);
      if (!sendFrame({ type: "chat_message", content, conversationId: id, clientId: p.clientId })) {
        void sendOverHttp(p);
      }
      return true;
    },
    [sendOverHttp],
  );

  /** 'Send again' on a message that was not sent: over HTTP, same clientId (the server keeps one copy). */
  const resend = useCallback(
    (clientId: string) => {
      const p = pendingRef.current.find((x) => x.clientId === clientId);
      if (!p) return;
      setPending((prev) => prev.map((x) => (x.clientId === clientId ? { ...x, error: null } : x)));
      setSendError(null);
      void sendOverHttp({ ...p, error: null });
    },
    [sendOverHttp],
  );

  // After a reconnect: fetch what came while the socket was closed, then send again what never arrived.
  useReconnected(() => {
    const id = idRef.current;
    if (!id) return;
    void (async () => {
      // The first page may be in hand but not merged yet: catching up from nothing would load the whole room.
      let held = mergeBySeq(messagesRef.current, firstPageRef.current?.messages ?? []);
      let after = lastSeqOf(held);
      try {
        for (let i = 0; i < MAX_CATCH_UP_PAGES; i++) {
          const page = await call("chat.list", { query: { conversationId: id, after, limit: 100 } });
          held = mergeBySeq(held, page.messages);
          setMessages((prev) => mergeBySeq(prev, page.messages));
          if (!page.hasMore || !page.messages.length) break;
          after = lastSeqOf(page.messages);
        }
      } catch {
        return; // the next reconnect tries again
      }
      for (const p of undelivered(pendingRef.current, held)) {
        if (p.error === null || p.retryable) void sendOverHttp(p);
      }
    })();
  });

  /** Older messages before the first one held (scrolling up). */
  const loadOlder = useCallback(async () => {
    const id = idRef.current;
    const firstSeq = messagesRef.current[0]?.seq;
    if (!id || firstSeq === undefined || older === "loading") return;
    setOlder("loading");
    try {
      const page = await call("chat.list", { query: { conversationId: id, before: firstSeq, limit } });
      setMessages((prev) => mergeBySeq(prev, page.messages));
      setOlderExists(page.hasMore);
      setOlder("idle");
    } catch {
      setOlder("failed");
    }
  }, [limit, older]);

  // Mark read up to the last message shown, while the page is visible.
  const lastSeq = lastSeqOf(messages);
  const readUpTo = useRef<number | null>(null);
  const visible = usePageVisible();
  useEffect(() => {
    if (!markRead || !conversationId || !conversation || !visible) return;
    readUpTo.current ??= conversation.lastReadSeq;
    if (lastSeq <= readUpTo.current) return;
    const before = readUpTo.current;
    readUpTo.current = lastSeq;
    call("chat.markRead", { params: { id: conversationId }, body: { seq: lastSeq } })
      .then(() => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_PREFIX }))
      .catch(() => {
        if (readUpTo.current === lastSeq) readUpTo.current = before;
      });
  }, [markRead, conversationId, conversation, lastSeq, visible, queryClient]);

  return {
    query: first,
    conversation,
    messages,
    pending: undelivered(pending, messages),
    olderExists: olderExists === true,
    older,
    loadOlder,
    send,
    resend,
    sendError,
    clearSendError: () => setSendError(null),
  };
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}
