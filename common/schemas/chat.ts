import { msg } from "../i18n/message";
import { dbId, INT4_MAX, text } from "./shared";
import { z } from "./zod";

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages a resident may send per minute before the rate limit answers. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

const seq = () => z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** What a resident types: trimmed, not blank, at most CHAT_MESSAGE_MAX characters. */
export const chatContent = text(CHAT_MESSAGE_MAX, msg("chat.messageRequired"));

export const chatSender = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The sender's unit in the property; null for the landlord. */
  unit: z.string().nullable(),
  role: z.enum(["tenant", "landlord"]),
});

/** Spec section 3, Chat message (senderId, propertyId, content, createdAt, sender), with its place in the room. */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number(),
  senderId: z.string(),
  propertyId: z.number(),
  /** Empty when the landlord removed the message ('Message removed'). */
  content: z.string(),
  removed: z.boolean(),
  createdAt: z.string(),
  sender: chatSender,
  /** The sender's own id for the message, echoed so their screen can replace its pending copy. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.string(),
  kind: z.enum(["community", "direct"]),
  propertyId: z.number(),
  propertyName: z.string(),
  /** The other member of a direct conversation (no phone, no email). */
  otherMember: chatSender.nullable(),
  lastSeq: z.number(),
  lastReadSeq: z.number(),
  unreadCount: z.number(),
  lastMessage: chatMessageSchema.nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/**
 * GET /api/chat: one conversation's messages, newest last. Without `conversationId`, the community room of the
 * caller's property (a landlord names the property). `before` pages back through history; `after` catches up
 * after a reconnect.
 */
export const chatListQuery = z.object({
  conversationId: z.uuid().optional(),
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  before: seq().optional(),
  after: seq().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const chatListResponse = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
  /** Older messages exist before the first one returned (or newer after the last, when catching up). */
  hasMore: z.boolean(),
});

export const chatConversationsQuery = z.object({
  propertyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export const chatConversationsResponse = z.object({
  items: z.array(chatConversationSchema),
  unreadCount: z.number(),
});

export const chatOpenDirectBody = z.object({ userId: z.uuid(msg("chat.unknownResident")) });

export const chatSendBody = z.object({
  conversationId: z.uuid().optional(),
  propertyId: dbId().optional(),
  content: chatContent,
  clientId: z.string().max(64).optional(),
});

export const chatReadBody = z.object({ seq: seq() });
export const chatReadResponse = z.object({ unreadCount: z.number() });

export const chatResidentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  unit: z.string().nullable(),
  initials: z.string(),
  role: z.enum(["tenant", "landlord"]),
  isOnline: z.boolean(),
  lastSeen: z.string().nullable(),
  isBlocked: z.boolean(),
});
export type ChatResident = z.infer<typeof chatResidentSchema>;
export const chatResidentsResponse = z.object({ items: z.array(chatResidentSchema) });

export const chatUserParam = z.object({ userId: z.uuid() });
export const chatBlockResponse = z.object({ blocked: z.boolean() });

export const chatReportBody = z.object({ reason: text(500).default("") });
export const chatReportResponse = z.object({ reported: z.literal(true) });

export const chatReportSchema = z.object({
  id: z.string(),
  message: chatMessageSchema,
  reason: z.string(),
  reporter: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
});
export const chatReportsResponse = z.object({ items: z.array(chatReportSchema) });
export const chatRemoveResponse = z.object({ removed: z.literal(true) });
export const chatDismissResponse = z.object({ dismissed: z.literal(true) });
