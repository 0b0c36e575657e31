import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";

export const chatConversationKindEnum = pgEnum("chat_conversation_kind", ["community", "direct"]);

/**
 * A conversation: the one community room of a property (its residents and its landlord), or a direct
 * conversation between two residents of the same property. `lastSeq` is the room's message counter: a message
 * takes `lastSeq + 1` in its inserting transaction (the row lock orders the writers, so a reader paging by seq
 * never skips a message that commits late).
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: chatConversationKindEnum("kind").notNull(),
    /** The two members of a direct conversation, the smaller id first; null for the community room. */
    memberA: uuid("member_a").references(() => users.id, { onDelete: "cascade" }),
    memberB: uuid("member_b").references(() => users.id, { onDelete: "cascade" }),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_conversations_community_key").on(t.propertyId).where(sql`${t.kind} = 'community'`),
    uniqueIndex("chat_conversations_direct_key")
      .on(t.propertyId, t.memberA, t.memberB)
      .where(sql`${t.kind} = 'direct'`),
    index("chat_conversations_member_a_idx").on(t.memberA),
    index("chat_conversations_member_b_idx").on(t.memberB),
    // A property's deletion cascades here (the keys above are partial and cannot serve it).
    index("chat_conversations_property_idx").on(t.propertyId),
  ],
);

/** A message of a conversation, numbered by `seq` within it. A removed message keeps its place, not its text. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** The sender's own id for this message (a retry after a lost answer sends the same one): sent once. */
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("chat_messages_seq_key").on(t.conversationId, t.seq),
    uniqueIndex("chat_messages_client_key").on(t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
    index("chat_messages_sender_idx").on(t.senderId),
    // A user's deletion sets removed_by to null on the messages they removed.
    index("chat_messages_removed_by_idx").on(t.removedBy).where(sql`${t.removedBy} is not null`),
  ],
);

/** How far each member has read a conversation (its unread count is lastSeq minus this, less their own). */
export const chatReads = pgTable(
  "chat_reads",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // A user's deletion cascades here.
    index("chat_reads_user_idx").on(t.userId),
  ],
);

/** A resident's block of another: the blocker stops seeing the blocked person; the blocked person is not told. */
export const chatBlocks = pgTable(
  "chat_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("chat_blocks_blocked_idx").on(t.blockedId),
  ],
);

/** A resident's report of a message, for the property's landlord to decide. */
export const chatReports = pgTable(
  "chat_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the landlord removed the message or dismissed the report. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("chat_reports_once_key").on(t.messageId, t.reporterId),
    index("chat_reports_open_idx").on(t.propertyId, t.createdAt).where(sql`${t.resolvedAt} is null`),
    index("chat_reports_reporter_idx").on(t.reporterId),
    // A property's deletion cascades here (the open reports' index is partial).
    index("chat_reports_property_idx").on(t.propertyId),
  ],
);

/** When each user was last connected (presence while connected is live, across instances, not stored). */
export const chatPresence = pgTable("chat_presence", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
});
