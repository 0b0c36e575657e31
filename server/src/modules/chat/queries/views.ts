import { and, desc, eq, getTableColumns, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { chatBlocks, chatConversations, chatMessages, chatReads, users } from "../../../db/schema";
import { notBlockedBy } from "./conversations";
import type { MessageRow } from "./messages";
import { type Person, personColumns } from "./people";

/** A JSON object of these columns under their names here (our own constants, so written into the text). */
const jsonOf = (fields: Record<string, SQLWrapper>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

type MessageJson = Omit<MessageRow["m"], "createdAt" | "removedAt"> & {
  createdAt: string;
  removedAt: string | null;
  sender: Person;
};

/** A message row as selectMessages reads it, from its JSON (timestamps arrive as text). */
const messageFromJson = (json: MessageJson | null): MessageRow | null => {
  if (!json) return null;
  const { sender, createdAt, removedAt, ...m } = json;
  return {
    m: { ...m, createdAt: new Date(createdAt), removedAt: removedAt ? new Date(removedAt) : null },
    sender,
  };
};

/** A message of the conversation with its sender as a JSON object (messageFromJson reads it back). */
const messageJson = (db: DbOrTx) =>
  jsonOf({
    ...getTableColumns(chatMessages),
    sender: jsonOf(personColumns(db, chatConversations.propertyId)),
  });

/**
 * Conversations as one member sees them: how far they read, how many messages after that are unread (not their
 * own, not removed, not from someone they blocked), the last message they see with its sender, and the other
 * member of a direct conversation, each with their unit in the conversation's property. Each figure is a probe of
 * chat_messages_seq_key, not a scan; the whole view is one statement.
 */
function viewFields(db: DbOrTx, viewerId: SQLWrapper) {
  const lastRead = sql<number>`coalesce(${chatReads.lastReadSeq}, 0)`;
  const person = jsonOf(personColumns(db, chatConversations.propertyId));
  return {
    c: chatConversations,
    lastReadSeq: lastRead.mapWith(Number),
    unread: sql<number>`(select count(*) from ${chatMessages}
        where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.seq} > ${lastRead}
          and ${chatMessages.senderId} <> ${viewerId} and ${chatMessages.removedAt} is null
          and ${notBlockedBy(viewerId)})`.mapWith(Number),
    last: sql<MessageJson | null>`(select ${messageJson(db)}
        from ${chatMessages} inner join ${users} on ${users.id} = ${chatMessages.senderId}
        where ${chatMessages.conversationId} = ${chatConversations.id} and ${notBlockedBy(viewerId)}
        order by ${chatMessages.seq} desc limit 1)`.mapWith(messageFromJson),
    other: sql<Person | null>`(select ${person} from ${users} where ${users.id} = case
        when ${chatConversations.memberA} = ${viewerId} then ${chatConversations.memberB}
        else ${chatConversations.memberA} end)`,
  };
}

const readsOf = (viewerId: SQLWrapper) =>
  and(eq(chatReads.conversationId, chatConversations.id), eq(chatReads.userId, viewerId));

function selectViews(db: DbOrTx, viewerId: SQLWrapper) {
  return db.select(viewFields(db, viewerId)).from(chatConversations).leftJoin(chatReads, readsOf(viewerId));
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
 * The chat card's read (`GET /api/chat` without before or after) in one statement: the conversation's view and
 * its latest `limit` messages the viewer sees, newest last, as pageOfMessages reads them.
 */
const viewWithLatest = preparedPerDb((db) => {
  const viewerId = sql.placeholder("viewerId");
  const latest = sql<
    MessageJson[]
  >`(select coalesce(json_agg(latest.j order by latest.seq), '[]'::json) from (
      select ${messageJson(db)} as j, ${chatMessages.seq} as seq
      from ${chatMessages} inner join ${users} on ${users.id} = ${chatMessages.senderId}
      where ${chatMessages.conversationId} = ${chatConversations.id} and ${notBlockedBy(viewerId)}
      order by ${chatMessages.seq} desc limit ${sql.placeholder("limit")}) as latest)`;
  return db
    .select({
      ...viewFields(db, viewerId),
      latest: latest.mapWith((rows: MessageJson[]) => rows.map(messageFromJson)),
    })
    .from(chatConversations)
    .leftJoin(chatReads, readsOf(viewerId))
    .where(eq(chatConversations.id, sql.placeholder("id")))
    .prepare("chat_conversation_view_latest");
});

/** One conversation as the viewer sees it with its latest messages; null when there is none by that id. */
export async function conversationViewWithLatest(db: DbOrTx, viewerId: string, id: string, limit: number) {
  const [row] = await viewWithLatest(db).execute({ viewerId, id, limit });
  if (!row) return null;
  const { latest, ...view } = row;
  return { view, messages: latest as MessageRow[] };
}

/**
 * The property's community room first, then the member's direct conversations there, most recent first,
 * without those with someone the member blocked; `limit` counts the community room.
 */
const memberViews = preparedPerDb((db) => {
  const viewerId = sql.placeholder("viewerId");
  // The kinds as literals, not parameters: the plan PostgreSQL keeps for the statement can then use the partial
  // indexes `where kind = 'community'` and `where kind = 'direct'`; with parameters it planned again at every run.
  const isCommunity = sql`${chatConversations.kind} = 'community'`;
  return selectViews(db, viewerId)
    .where(
      and(
        eq(chatConversations.propertyId, sql.placeholder("propertyId")),
        or(
          isCommunity,
          and(
            sql`${chatConversations.kind} = 'direct'`,
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
