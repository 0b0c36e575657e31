import { firstUnreadSeq } from "@common/chat/pending";
import type { ChatConversation, ChatMessage } from "@common/schemas/chat";
import { Home, MessageCircle } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { EmptyState, ErrorState, SkeletonBlock } from "@/components/page-states";
import { ApiError } from "@/lib/api";
import { t } from "@/lib/i18n";
import { Composer } from "./Composer";
import { type Me, type MessageActions, MessageList } from "./MessageList";
import { type ConversationTarget, useConversation } from "./use-conversation";

/**
 * One conversation on a screen: its messages (h-96), the composer, and its loading, empty and error states.
 * `hiddenSenders` are the people the viewer blocked: their messages go at once, before the server's lists
 * refetch without them.
 */
export function ConversationView({
  target,
  me,
  label,
  emptyText,
  hiddenSenders,
  actions,
  header,
  draft,
}: {
  target: ConversationTarget;
  me: Me | undefined;
  label: (conversation: ChatConversation) => string;
  emptyText: string;
  hiddenSenders?: ReadonlySet<string>;
  actions?: MessageActions;
  header?: (conversation: ChatConversation) => ReactNode;
  /** Text the composer starts with (a buyer's first question about a listing). */
  draft?: string;
}) {
  const chat = useConversation(target);
  const { conversation } = chat;
  const [unreadFrom, setUnreadFrom] = useState<number | null | undefined>(undefined);

  const shown = useMemo<ChatMessage[]>(
    () => (hiddenSenders?.size ? chat.messages.filter((m) => !hiddenSenders.has(m.senderId)) : chat.messages),
    [chat.messages, hiddenSenders],
  );
  // Where the unread part started when the conversation opened (the line stays while it is read).
  if (unreadFrom === undefined && conversation && chat.query.isSuccess && chat.messages.length) {
    setUnreadFrom(firstUnreadSeq(chat.messages, conversation.lastReadSeq, me?.id));
  }

  if (isNotResident(chat.query.error)) {
    // No current lease: the server's words say why (never a Retry that cannot help).
    return (
      <EmptyState
        icon={<Home className="h-6 w-6" />}
        title={t("chat.emptyTitle")}
        text={chat.query.error.message}
      />
    );
  }
  if (chat.query.isError) {
    return (
      <ErrorState
        title={t("chat.loadFailed")}
        error={chat.query.error}
        onRetry={() => chat.query.refetch()}
        retrying={chat.query.isFetching}
      />
    );
  }
  if (!conversation) {
    return (
      <div role="status" aria-label={t("chat.loading")} className="space-y-3">
        <SkeletonBlock className="h-96 w-full" />
        <SkeletonBlock className="h-11 w-full" />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {header?.(conversation)}
      <MessageList
        label={label(conversation)}
        heightClass="h-96"
        me={me}
        messages={shown}
        pending={chat.pending}
        olderExists={chat.olderExists}
        older={chat.older}
        onLoadOlder={chat.loadOlder}
        onResend={chat.resend}
        unreadFrom={unreadFrom ?? null}
        actions={actions}
        empty={
          <span className="flex flex-col items-center gap-2">
            <MessageCircle aria-hidden className="h-8 w-8 text-brand-600" />
            <span className="font-medium text-slate-900">{t("chat.emptyTitle")}</span>
            <span>{emptyText}</span>
          </span>
        }
      />
      <Composer onSend={chat.send} error={chat.sendError} onEdit={chat.clearSendError} initialText={draft} />
    </div>
  );
}

/** The caller has no current lease (403 NO_LEASE): chat is for residents. */
export function isNotResident(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "NO_LEASE";
}
