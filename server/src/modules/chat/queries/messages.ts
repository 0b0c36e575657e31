import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { chatConversations, chatMessages, chatReports, users } from "../../../db/schema";
import { notBlockedBy } from "./conversations";

/** A message with its sender's public facts (no phone, no email). */
function selectMessages(db: DbOrTx) {
  return db
    .select({
      m: chatMessages,
      sender: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        role: users.role,
      },
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId));
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>["where"]>>[number];

export interface PageOptions {
  before?: number;
  after?: number;
  limit: number;
}

/**
 * Up to `limit` messages of the conversation the viewer sees (none from someone they blocked), newest last:
 * the latest ones, those before a seq (history), or those after one (catch-up, oldest first from there).
 * A probe of chat_messages_seq_key.
 */
export async function pageOfMessages(
  db: DbOrTx,
  conversationId: string,
  viewerId: string,
  { before, after, limit }: PageOptions,
): Promise<MessageRow[]> {
  const where = and(
    eq(chatMessages.conversationId, conversationId),
    before !== undefined ? lt(chatMessages.seq, before) : undefined,
    after !== undefined ? gt(chatMessages.seq, after) : undefined,
    notBlockedBy(viewerId),
  );
  const rows = await selectMessages(db)
    .where(where)
    .orderBy(after !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(limit);
  return after !== undefined ? rows : rows.reverse();
}

export async function messagesByIds(db: DbOrTx, ids: string[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return selectMessages(db).where(inArray(chatMessages.id, ids));
}

/** The sender's message with this clientId (a retried send), if any. */
export async function messageByClientId(db: DbOrTx, senderId: string, clientId: string) {
  const [row] = await selectMessages(db)
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
