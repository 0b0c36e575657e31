import { and, asc, desc, eq, gt, isNull, lt, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { chatConversations, chatMessages, chatReports, users } from "../../../db/schema";
import { notBlockedBy } from "./conversations";
import { personColumns } from "./people";

/** A message of the property with its sender's public facts (no phone, no email) and unit there. */
function selectMessages(db: DbOrTx, propertyId: number | SQLWrapper) {
  return db
    .select({ m: chatMessages, sender: personColumns(db, propertyId) })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId));
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>["where"]>>[number];

/** Which page of a conversation, for whom: values, or the placeholders of the prepared latest page. */
interface PageOf {
  propertyId: number | Placeholder;
  conversationId: string | Placeholder;
  viewerId: string | Placeholder;
  limit: number | Placeholder;
}

export interface PageOptions {
  before?: number;
  after?: number;
  limit: number;
}

function selectPage(db: DbOrTx, of: PageOf, before?: number, after?: number) {
  return selectMessages(db, of.propertyId)
    .where(
      and(
        eq(chatMessages.conversationId, of.conversationId),
        before !== undefined ? lt(chatMessages.seq, before) : undefined,
        after !== undefined ? gt(chatMessages.seq, after) : undefined,
        notBlockedBy(of.viewerId),
      ),
    )
    .orderBy(after !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(of.limit);
}

/** The latest messages (the chat card of every tenant's dashboard asks for them): prepared. */
const latestPage = preparedPerDb((db) =>
  selectPage(db, {
    propertyId: sql.placeholder("propertyId"),
    conversationId: sql.placeholder("conversationId"),
    viewerId: sql.placeholder("viewerId"),
    limit: sql.placeholder("limit"),
  }).prepare("chat_latest_messages"),
);

/**
 * Up to `limit` messages of the conversation (of the property) the viewer sees (none from someone they
 * blocked), newest last: the latest ones, those before a seq (history), or those after one (catch-up, oldest
 * first from there). A probe of chat_messages_seq_key.
 */
export async function pageOfMessages(
  db: DbOrTx,
  of: { propertyId: number; conversationId: string; viewerId: string },
  { before, after, limit }: PageOptions,
): Promise<MessageRow[]> {
  const rows =
    before === undefined && after === undefined
      ? await latestPage(db).execute({ ...of, limit })
      : await selectPage(db, { ...of, limit }, before, after);
  return after !== undefined ? rows : rows.reverse();
}

/** The ids travel as one array parameter (`= any($1)`): one statement for any number of messages. */
const messageRows = preparedPerDb((db) =>
  selectMessages(db, sql.placeholder("propertyId"))
    .where(sql`${chatMessages.id} = any(${sql.placeholder("ids")})`)
    .prepare("chat_messages_by_id"),
);

/** Messages by id (the caller's own, already checked), each sender with their unit in `propertyId`. */
export async function messagesByIds(db: DbOrTx, propertyId: number, ids: string[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return messageRows(db).execute({ propertyId, ids });
}

/** The sender's message with this clientId (a retried send), if any. */
export async function messageByClientId(db: DbOrTx, propertyId: number, senderId: string, clientId: string) {
  const [row] = await selectMessages(db, propertyId)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the conversation's next seq and stores the message with it, in the caller's transaction. The UPDATE
 * locks the conversation's row until the transaction ends: writers of one conversation queue there, so seqs
 * commit in order and a reader paging by seq never skips one (docs/decisions/0015).
 */
export async function insertMessage(
  tx: DbOrTx,
  values: { conversationId: string; senderId: string; content: string; clientId: string | null },
): Promise<string> {
  const [counter] = await tx
    .update(chatConversations)
    .set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, lastMessageAt: sql`now()` })
    .where(eq(chatConversations.id, values.conversationId))
    .returning({ seq: chatConversations.lastSeq });
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, seq: counter!.seq })
    .returning({ id: chatMessages.id });
  return row!.id;
}

/** A message with its conversation (for reports and removal: the caller's access is checked on these). */
export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ m: chatMessages, c: chatConversations })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatMessages.id, id))
    .limit(1);
  return row ?? null;
}

/** 'Message removed': the text is gone, the place (seq) stays. Its open reports are resolved. */
export async function markMessageRemoved(tx: DbOrTx, id: string, by: string): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ content: "", removedAt: sql`now()`, removedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.removedAt)));
  await tx
    .update(chatReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(chatReports.messageId, id), isNull(chatReports.resolvedAt)));
}
