import { chatMessageSchema } from "../schemas/chat";
import { notificationSchema } from "../schemas/notifications";
import { z } from "../schemas/zod";

/**
 * The `/ws` protocol: JSON text frames, each an object with a `type`. The browser sends `ClientFrame`s; the server
 * sends `ServerEvent`s. A frame that does not parse is ignored and counted, never answered with a closed socket.
 */

/** The longest frame the server reads, in bytes (a chat message is at most 2,000 characters). */
export const MAX_FRAME_BYTES = 16 * 1024;

export { CLOSE_CODES } from "./close-codes";

/**
 * Spec section 7's `chat_message`, without its senderId: the server knows who sends (the session), and a frame
 * carrying any field it does not define is refused (ignored and counted), so a frame holds nothing to walk but
 * its few fields. Without `conversationId` the message goes to the community room of the sender's property.
 */
export const chatMessageFrame = z.strictObject({
  type: z.literal("chat_message"),
  content: z.string().max(20_000),
  conversationId: z.uuid().optional(),
  /** A landlord's property, for its community room (checked against the landlord's own properties). */
  propertyId: z.number().int().positive().max(2_147_483_647).optional(),
  clientId: z.string().max(64).optional(),
});

export const clientFrameSchema = z.discriminatedUnion("type", [chatMessageFrame]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  /**
   * Sent once the socket is in all its topics, those its connect handlers join too (events of the topics it
   * joined first may come before it): `lastEventAt`, the server time (ms) of the latest event published to any
   * of them, presence aside, or a later time when that is not known. The browser catches up on what it missed
   * unless every answer it holds began more than CLOCK_SKEW_MS after that (docs/realtime.md, "Catching up").
   */
  z.object({ type: z.literal("ready"), lastEventAt: z.number() }),
  z.object({ type: z.literal("new_chat_message"), message: chatMessageSchema }),
  z.object({
    type: z.literal("chat_message_removed"),
    conversationId: z.string(),
    messageId: z.string(),
    seq: z.number(),
  }),
  /** A resident came online or went offline (never sent about someone the receiver blocked). */
  z.object({
    type: z.literal("presence"),
    userId: z.string(),
    isOnline: z.boolean(),
    lastSeen: z.string().nullable(),
  }),
  /** A frame of this connection was refused (too long, blank, rate limited, not allowed). */
  z.object({
    type: z.literal("chat_error"),
    code: z.string(),
    message: z.string(),
    clientId: z.string().nullable(),
  }),
  /**
   * Something of the receiver's changed elsewhere (blocks, unread counts): refetch those domains, or only the
   * named routes of them.
   */
  z.object({
    type: z.literal("invalidate"),
    domains: z.array(z.string()),
    routes: z.array(z.string()).optional(),
  }),
  z.object({ type: z.literal("notification"), notification: notificationSchema, unreadCount: z.number() }),
  z.object({
    type: z.literal("announcement"),
    announcement: z.object({
      id: z.string(),
      title: z.string(),
      priority: z.enum(["high", "medium", "low"]),
    }),
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent["type"];
