import type { ChatConversation, ChatMessage } from "@common/schemas/chat";
import type { fakeApi } from "./fake-api";

/**
 * One conversation as the chat API keeps it, answering `chat.list` (the last page, `before`, `after`),
 * `chat.send` (a repeated clientId sends nothing new) and `chat.markRead`, as docs/API-chat.md describes them.
 */
export const CONVERSATION_ID = "5b0e6a4c-2f51-4b8e-9d0a-3c7f1e2d4a61";
export const ME = "tenant-me";

const neighbour = {
  id: "tenant-2",
  firstName: "Sarah",
  lastName: "Nakato",
  profileImageUrl: null,
  unit: "A2",
  role: "tenant" as const,
};

export function chatMessage(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${seq}`,
    conversationId: CONVERSATION_ID,
    seq,
    senderId: neighbour.id,
    propertyId: 1,
    content: `Message ${seq}`,
    removed: false,
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, seq)).toISOString(),
    sender: neighbour,
    clientId: null,
    ...over,
  };
}

export function fakeChat(api: ReturnType<typeof fakeApi>, { messages = 0, lastReadSeq = 0 } = {}) {
  const held: ChatMessage[] = Array.from({ length: messages }, (_, i) => chatMessage(i + 1));
  const conversation = (): ChatConversation => ({
    id: CONVERSATION_ID,
    kind: "community",
    propertyId: 1,
    propertyName: "Kampala Heights",
    otherMember: null,
    lastSeq: held.at(-1)?.seq ?? 0,
    lastReadSeq,
    unreadCount: 0,
    lastMessage: held.at(-1) ?? null,
  });

  api.on("chat.list", ({ query }) => {
    const limit = Number(query.limit ?? 50);
    if (query.after !== undefined) {
      const newer = held.filter((m) => m.seq > Number(query.after));
      return { conversation: conversation(), messages: newer.slice(0, limit), hasMore: newer.length > limit };
    }
    const older = query.before === undefined ? held : held.filter((m) => m.seq < Number(query.before));
    return { conversation: conversation(), messages: older.slice(-limit), hasMore: older.length > limit };
  });
  api.on("chat.send", ({ body }) => {
    const { content, clientId } = body as { content: string; clientId: string };
    return held.find((m) => m.clientId === clientId) ?? post(content, { senderId: ME, clientId });
  });
  api.on("chat.markRead", () => ({ unreadCount: 0 }));

  /** A message someone posts: kept, and returned for the test to publish (or not). */
  function post(content?: string, over: Partial<ChatMessage> = {}): ChatMessage {
    const m = chatMessage((held.at(-1)?.seq ?? 0) + 1, { ...over, ...(content ? { content } : {}) });
    held.push(m);
    return m;
  }
  return { post, held };
}
