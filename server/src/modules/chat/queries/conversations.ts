import { and, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { preparedPerDb } from "../../../db/prepared";
import { memoisedRead } from "../../../db/read-memo";
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  chatReads,
  leases,
  properties,
} from "../../../db/schema";
import { isCurrentLease } from "../../leases";

export type ConversationRow = typeof chatConversations.$inferSelect;

/**
 * The property a tenant lives in (their current lease's, the newest) with its community room (null until first
 * used): every chat request of a tenant asks for it first, so it is prepared.
 */
const home = preparedPerDb((db) =>
  db
    .select({
      propertyId: properties.id,
      propertyName: properties.name,
      landlordId: properties.landlordId,
      community: chatConversations,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(
      chatConversations,
      and(eq(chatConversations.propertyId, properties.id), eq(chatConversations.kind, "community")),
    )
    .where(
      and(eq(leases.tenantId, sql.placeholder("tenantId")), isCurrentLease, eq(properties.status, "active")),
    )
    .orderBy(desc(leases.createdAt))
    .limit(1)
    .prepare("chat_tenant_home"),
);

/**
 * The tenant's home (pending or active lease) with its community room if made yet; null without a home. Read once
 * per composite read (the dashboard's two chat cards): when one of them makes the room meanwhile, the other is
 * told null and finds it through communityOf.
 */
export function tenantHome(db: DbOrTx, tenantId: string) {
  return memoisedRead(db, `chat-home:${tenantId}`, async () => {
    const [row] = await home(db).execute({ tenantId });
    return row ?? null;
  });
}

/** The ids of the landlord's active properties (their sockets follow each one's room). */
export async function ownedPropertyIds(db: DbOrTx, landlordId: string): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.landlordId, landlordId), eq(properties.status, "active")))
    .limit(1000);
  return rows.map((r) => r.id);
}

const findCommunity = async (db: DbOrTx, propertyId: number) => {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.propertyId, propertyId), eq(chatConversations.kind, "community")))
    .limit(1);
  return row;
};

/** The property's community room, made on first use (reads stay reads once it exists). */
export async function communityOf(db: DbOrTx, propertyId: number): Promise<ConversationRow> {
  const found = await findCommunity(db, propertyId);
  if (found) return found;
  await db
    .insert(chatConversations)
    .values({ propertyId, kind: "community" })
    .onConflictDoNothing({
      target: chatConversations.propertyId,
      where: sql`${chatConversations.kind} = 'community'`,
    });
  return (await findCommunity(db, propertyId))!;
}

/** The direct conversation of two residents of the property, made on first use. */
export async function directOf(
  db: DbOrTx,
  propertyId: number,
  a: string,
  b: string,
): Promise<ConversationRow> {
  const [memberA, memberB] = a < b ? [a, b] : [b, a];
  await db
    .insert(chatConversations)
    .values({ propertyId, kind: "direct", memberA, memberB })
    .onConflictDoNothing({
      target: [chatConversations.propertyId, chatConversations.memberA, chatConversations.memberB],
      where: sql`${chatConversations.kind} = 'direct'`,
    });
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.propertyId, propertyId),
        eq(chatConversations.kind, "direct"),
        eq(chatConversations.memberA, memberA),
        eq(chatConversations.memberB, memberB),
      ),
    )
    .limit(1);
  return row!;
}

/** A conversation by id with its property's name and landlord; null when there is none. */
export async function findConversation(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ c: chatConversations, propertyName: properties.name, landlordId: properties.landlordId })
    .from(chatConversations)
    .innerJoin(properties, eq(properties.id, chatConversations.propertyId))
    .where(eq(chatConversations.id, id))
    .limit(1);
  return row ?? null;
}

/** Not sent by someone the viewer blocked: for chat_messages rows. */
export const notBlockedBy = (viewerId: string | SQLWrapper) =>
  sql`not exists (select 1 from ${chatBlocks} where ${chatBlocks.blockerId} = ${viewerId}
    and ${chatBlocks.blockedId} = ${chatMessages.senderId})`;

/** Moves the member's read position forward to `seq` (never back). */
export async function advanceRead(db: DbOrTx, conversationId: string, userId: string, seq: number) {
  await db
    .insert(chatReads)
    .values({ conversationId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.conversationId, chatReads.userId],
      set: { lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)` },
    });
}
