import { and, desc, eq, or, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { chatBlocks, chatConversations, chatMessages, chatReads } from "../../../db/schema";
import { notBlockedBy } from "./conversations";

/**
 * Conversations as one member sees them: how far they read, how many messages after that are unread (not their
 * own, not removed, not from someone they blocked) and the id of the last message they see. Each figure is a
 * probe of chat_messages_seq_key, not a scan.
 */
function selectViews(db: DbOrTx, viewerId: SQLWrapper) {
  const lastRead = sql<number>`coalesce(${chatReads.lastReadSeq}, 0)`;
  return db
    .select({
      c: chatConversations,
      lastReadSeq: lastRead.mapWith(Number),
      unread: sql<number>`(select count(*) from ${chatMessages}
        where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.seq} > ${lastRead}
          and ${chatMessages.senderId} <> ${viewerId} and ${chatMessages.removedAt} is null
          and ${notBlockedBy(viewerId)})`.mapWith(Number),
      lastId: sql<string | null>`(select ${chatMessages.id} from ${chatMessages}
        where ${chatMessages.conversationId} = ${chatConversations.id} and ${notBlockedBy(viewerId)}
        order by ${chatMessages.seq} desc limit 1)`,
    })
    .from(chatConversations)
    .leftJoin(
      chatReads,
      and(eq(chatReads.conversationId, chatConversations.id), eq(chatReads.userId, viewerId)),
    );
}
export type ConversationView = Awaited<ReturnType<ReturnType<typeof selectViews>["where"]>>[number];

const viewById = preparedPerDb((db) =>
  selectViews(db, sql.placeholder("viewerId"))
    .where(eq(chatConversations.id, sql.placeholder("id")))
    .prepare("chat_conversation_view"),
);

/** One conversation as the viewer sees it; null when there is none by that id. */
export async function conversationView(db: DbOrTx, viewerId: string, id: string) {
  const [row] = await viewById(db).execute({ viewerId, id });
  return row ?? null;
}

/**
 * The property's community room first, then the member's direct conversations there, most recent first,
 * without those with someone the member blocked; `limit` counts the community room.
 */
const memberViews = preparedPerDb((db) => {
  const viewerId = sql.placeholder("viewerId");
  const isCommunity = eq(chatConversations.kind, "community");
  return selectViews(db, viewerId)
    .where(
      and(
        eq(chatConversations.propertyId, sql.placeholder("propertyId")),
        or(
          isCommunity,
          and(
            eq(chatConversations.kind, "direct"),
            or(eq(chatConversations.memberA, viewerId), eq(chatConversations.memberB, viewerId)),
            sql`not exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${viewerId}
              and ${chatBlocks.blockedId} in (${chatConversations.memberA}, ${chatConversations.memberB}))`,
          ),
        ),
      ),
    )
    .orderBy(
      desc(isCommunity),
      sql`${chatConversations.lastMessageAt} desc nulls last`,
      desc(chatConversations.createdAt),
    )
    .limit(sql.placeholder("limit"))
    .prepare("chat_member_conversations");
});

export async function conversationViewsOf(db: DbOrTx, viewerId: string, propertyId: number, limit: number) {
  return memberViews(db).execute({ viewerId, propertyId, limit });
}
