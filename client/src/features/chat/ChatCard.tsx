import { mergeBySeq } from "@common/chat/merge";
import { CHAT_CARD_MESSAGES } from "@common/dashboard/tenant-calls";
import type { ChatMessage } from "@common/schemas/chat";
import { ChevronRight, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SkeletonBlock } from "@/components/page-states";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCurrentUser, useMayAsk } from "@/lib/auth";
import { apiErrorMessage } from "@/lib/errors";
import { t } from "@/lib/i18n";
import { Link } from "@/lib/navigation";
import { pagePath } from "@/lib/pages";
import { useApiQuery } from "@/lib/query";
import { useServerEvent } from "@/lib/realtime";
import { isNotResident } from "./ConversationView";
import { MessageList } from "./MessageList";
import { useConversations } from "./queries";

/** The card's messages with more of the room's merged in: the latest few. */
const latestOf = (held: readonly ChatMessage[], incoming: readonly ChatMessage[]) =>
  mergeBySeq(held, incoming).slice(-CHAT_CARD_MESSAGES);

/**
 * The tenant dashboard's chat card: the room's latest messages (h-64, live) and the unread count, linking to
 * /neighbors-chat. It does not mark anything read: only the chat screen does.
 */
export function ChatCard() {
  const { user } = useCurrentUser();
  const mayAsk = useMayAsk("chat.list");
  const latest = useApiQuery("chat.list", { query: { limit: CHAT_CARD_MESSAGES } }, { enabled: mayAsk });
  const conversations = useConversations(undefined, { enabled: mayAsk });
  // The dashboard's data is usually there at the first render: the card starts with it, not with an empty
  // list filled an effect later (a second render of the card, and a second layout of the page, on a phone).
  const merged = useRef(latest.data);
  const [messages, setMessages] = useState<ChatMessage[]>(() => latestOf([], latest.data?.messages ?? []));
  const roomId = latest.data?.conversation.id;

  useEffect(() => {
    if (!latest.data || latest.data === merged.current) return;
    merged.current = latest.data;
    setMessages((prev) => latestOf(prev, latest.data.messages));
  }, [latest.data]);
  useServerEvent("new_chat_message", (e) => {
    if (e.message.conversationId === roomId) setMessages((prev) => latestOf(prev, [e.message]));
    if (mayAsk) void conversations.refetch();
  });
  useServerEvent("chat_message_removed", (e) => {
    if (e.conversationId === roomId) {
      setMessages((prev) =>
        prev.map((m) => (m.id === e.messageId ? { ...m, content: "", removed: true } : m)),
      );
    }
  });

  const unread = conversations.data?.unreadCount ?? 0;
  return (
    <Card className="p-5">
      <section aria-labelledby="chat-card-title" className="space-y-4" data-testid="chat-card">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden
              className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700"
            >
              <MessageCircle className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h2 id="chat-card-title" className="text-lg font-semibold text-slate-900">
                {t("chat.cardTitle")}
              </h2>
              {unread > 0 && (
                <p className="text-sm font-medium text-brand-700" data-testid="chat-card-unread">
                  {t("chat.unreadBadge", { count: unread })}
                </p>
              )}
            </div>
          </div>
          <Link href={pagePath("/neighbors-chat")} className={buttonClass("primary", "shrink-0 px-3")}>
            {t("chat.cardOpen")}
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Link>
        </div>
        {!mayAsk ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{t("chat.errorNoHome")}</p>
        ) : latest.isLoading ? (
          <div role="status" aria-label={t("chat.cardLoading")}>
            <SkeletonBlock className="h-64" />
          </div>
        ) : isNotResident(latest.error) ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{latest.error.message}</p>
        ) : latest.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-sm text-slate-600">
              {apiErrorMessage(latest.error, t("common.genericError"), t("common.networkError"))}
            </p>
            <Button variant="outline" onClick={() => latest.refetch()} disabled={latest.isFetching}>
              {t(latest.isFetching ? "common.retrying" : "common.retry")}
            </Button>
          </div>
        ) : (
          <MessageList
            label={t("chat.roomLabel", { name: latest.data?.conversation.propertyName ?? "" })}
            heightClass="h-64"
            me={user ?? undefined}
            messages={messages}
            pending={[]}
            olderExists={false}
            older="idle"
            empty={t("chat.cardEmpty")}
          />
        )}
      </section>
    </Card>
  );
}
