import type { ChatConversation, ChatMessage } from "../../../../../common/schemas/chat";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import {
  type ConversationRow,
  conversationStats,
  type Person,
  peopleByIds,
  unitsInProperty,
} from "../queries/conversations";
import { type MessageRow, messagesByIds } from "../queries/messages";
import { otherMemberOf, type Room } from "./access";

const sender = (p: Person, units: Map<string, string>) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  profileImageUrl: p.profileImageUrl,
  unit: p.role === "tenant" ? (units.get(p.id) ?? null) : null,
  role: p.role,
});

/** Spec section 3's chat message with its seq; a removed one has no text ('Message removed'). */
export function toMessage(row: MessageRow, propertyId: number, units: Map<string, string>): ChatMessage {
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
    sender: sender(row.sender, units),
    clientId: row.m.clientId,
  };
}

/** Messages of one property's conversations, with each sender's unit there. */
export async function toMessages(db: DbOrTx, rows: MessageRow[], propertyId: number): Promise<ChatMessage[]> {
  const units = await unitsInProperty(db, propertyId, [...new Set(rows.map((r) => r.sender.id))]);
  return rows.map((r) => toMessage(r, propertyId, units));
}

/** The conversations of one property as the viewer sees them: unread counts, last message, the other member. */
export async function describeConversations(
  db: DbOrTx,
  viewer: SessionUser,
  room: Room,
  conversations: ConversationRow[],
): Promise<ChatConversation[]> {
  const stats = await conversationStats(
    db,
    viewer.id,
    conversations.map((c) => c.id),
  );
  const lastIds = [...stats.values()].flatMap((s) => (s.lastId ? [s.lastId] : []));
  const otherIds = conversations.flatMap((c) => otherMemberOf(c, viewer.id) ?? []);
  const [lastRows, others] = await Promise.all([messagesByIds(db, lastIds), peopleByIds(db, otherIds)]);
  const units = await unitsInProperty(db, room.propertyId, [
    ...new Set([...otherIds, ...lastRows.map((r) => r.sender.id)]),
  ]);
  const lastById = new Map(lastRows.map((r) => [r.m.id, toMessage(r, room.propertyId, units)]));
  return conversations.map((c) => {
    const s = stats.get(c.id) ?? { lastReadSeq: 0, unread: 0, lastId: null };
    const other = others.get(otherMemberOf(c, viewer.id) ?? "");
    return {
      id: c.id,
      kind: c.kind,
      propertyId: c.propertyId,
      propertyName: room.propertyName,
      otherMember: other ? sender(other, units) : null,
      lastSeq: c.lastSeq,
      lastReadSeq: s.lastReadSeq,
      unreadCount: s.unread,
      lastMessage: (s.lastId && lastById.get(s.lastId)) || null,
    };
  });
}
