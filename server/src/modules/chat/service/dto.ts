import type { ChatConversation, ChatMessage } from "../../../../../common/schemas/chat";
import type { DbOrTx } from "../../../db/client";
import type { ConversationRow } from "../queries/conversations";
import type { MessageRow } from "../queries/messages";
import type { Person } from "../queries/people";
import { type ConversationView, conversationView } from "../queries/views";
import type { Room } from "./access";

const sender = (p: Person) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  profileImageUrl: p.profileImageUrl,
  unit: p.role === "tenant" ? p.unit : null,
  role: p.role,
});

/** Spec section 3's chat message with its seq; a removed one has no text ('Message removed'). */
export function toMessage(row: MessageRow, propertyId: number): ChatMessage {
  const removed = row.m.removedAt !== null;
  return {
    id: row.m.id,
    conversationId: row.m.conversationId,
    seq: row.m.seq,
    senderId: row.m.senderId,
    propertyId,
    content: removed ? "" : row.m.content,
    removed,
    createdAt: row.m.createdAt.toISOString(),
    sender: sender(row.sender),
    clientId: row.m.clientId,
  };
}

/** The conversation as the viewer sees it; nothing read and nothing to read if it has gone meanwhile. */
export async function viewOf(db: DbOrTx, viewerId: string, c: ConversationRow): Promise<ConversationView> {
  return (
    (await conversationView(db, viewerId, c.id)) ?? { c, lastReadSeq: 0, unread: 0, last: null, other: null }
  );
}

/** The conversations of one property as the viewer sees them: unread counts, last message, the other member. */
export function describeConversations(room: Room, views: ConversationView[]): ChatConversation[] {
  return views.map(({ c, lastReadSeq, unread, last, other }) => ({
    id: c.id,
    kind: c.kind,
    propertyId: c.propertyId,
    propertyName: room.propertyName,
    otherMember: other ? sender(other) : null,
    lastSeq: c.lastSeq,
    lastReadSeq,
    unreadCount: unread,
    lastMessage: last ? toMessage(last, room.propertyId) : null,
  }));
}
