import type { z } from "zod";
import { msg } from "../../../../../common/i18n/message";
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  chatContent,
  type chatListQuery,
  type chatListResponse,
} from "../../../../../common/schemas/chat";
import { isUniqueViolation } from "../../../db/errors";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, conflict, tooMany } from "../../../platform/errors";
import { idempotencyKeyReused } from "../../../platform/http/idempotency";
import {
  insertMessage,
  type MessageRow,
  messageByClientId,
  messagesByIds,
  pageOfMessages,
} from "../queries/messages";
import { hasBlocked, livesIn } from "../queries/people";
import { conversationViewWithLatest } from "../queries/views";
import { otherMemberOf, resolveConversation } from "./access";
import { describeConversations, toMessage, viewOf } from "./dto";
import { publishToConversation } from "./topics";

type ListQuery = z.output<typeof chatListQuery>;
type ListResponse = z.output<typeof chatListResponse>;

/**
 * GET /api/chat: a page of one conversation, newest last. Without `before` or `after`, the latest messages;
 * `before` pages back through history; `after` catches up after a reconnect (oldest first from there, so
 * repeating with the last seq returned reaches the present with nothing skipped).
 */
export async function listMessages(deps: AppDeps, viewer: SessionUser, q: ListQuery): Promise<ListResponse> {
  if (q.before !== undefined && q.after !== undefined) {
    const m = msg("chat.errorBeforeAndAfter");
    throw badRequest("VALIDATION_ERROR", m, { before: m });
  }
  const { c, room } = await resolveConversation(deps.db, viewer, q);
  const of = { propertyId: room.propertyId, conversationId: c.id, viewerId: viewer.id };
  const limit = q.limit + 1;
  // The latest page (every dashboard's chat card) comes with the view in one statement.
  const latest =
    q.before === undefined && q.after === undefined
      ? await conversationViewWithLatest(deps.db, viewer.id, c.id, limit)
      : null;
  const [rows, view] = latest
    ? [latest.messages, latest.view]
    : await Promise.all([
        pageOfMessages(deps.db, of, { before: q.before, after: q.after, limit }),
        viewOf(deps.db, viewer.id, c),
      ]);
  const hasMore = rows.length > q.limit;
  // One row more than asked tells whether there are more: the newest beyond a catch-up, the oldest before a page.
  const page = q.after !== undefined ? rows.slice(0, q.limit) : rows.slice(-q.limit);
  const [conversation] = describeConversations(room, [view]);
  return { conversation: conversation!, messages: page.map((r) => toMessage(r, room.propertyId)), hasMore };
}

export interface SendInput {
  conversationId?: string;
  propertyId?: number;
  content: string;
  clientId?: string;
}

/**
 * Sends a message from the caller (HTTP and the socket's chat_message): into the conversation named, else their
 * property's community room. The sender is the session's user, never a field. A clientId sent before returns
 * that message (`created` false) and sends nothing again.
 */
export async function sendMessage(
  deps: AppDeps,
  viewer: SessionUser,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const content = chatContent.safeParse(input.content);
  if (!content.success) {
    // Over the socket there is no form field to name: a too-long message says so in the chat's own words.
    const tooLong = content.error.issues.some((i) => i.code === "too_big");
    const m = tooLong ? msg("chat.errorTooLong", { max: CHAT_MESSAGE_MAX }) : msg("chat.messageRequired");
    throw badRequest("VALIDATION_ERROR", m, { content: m });
  }
  const { c, room } = await resolveConversation(deps.db, viewer, input);
  const other = otherMemberOf(c, viewer.id);
  if (other && (await hasBlocked(deps.db, viewer.id, other)))
    throw conflict("CHAT_BLOCKED", msg("chat.errorBlocked"));
  // A direct conversation outlives a lease: a neighbour who moved out is not written to any more.
  if (other && !(await livesIn(deps.db, other, room.propertyId)))
    throw conflict("RESIDENT_MOVED_OUT", msg("chat.errorMovedOut"));

  const clientId = input.clientId ?? null;
  const again = async (): Promise<MessageRow | null> => {
    if (!clientId) return null;
    const row = await messageByClientId(deps.db, room.propertyId, viewer.id, clientId);
    // The clientId is the send's idempotency key: another conversation or other words are another message.
    if (row && (row.m.conversationId !== c.id || row.m.content !== content.data))
      throw idempotencyKeyReused(msg("chat.errorClientIdReused"));
    return row;
  };
  const sent = await again();
  if (sent) return { message: toMessage(sent, room.propertyId), created: false };

  const limit = await deps.realtime.hit(`chat:send:${viewer.id}`, CHAT_MESSAGES_PER_MINUTE, 60_000);
  if (!limit.allowed) throw tooMany("RATE_LIMITED", msg("chat.errorRateLimited"), limit.retryAfterMs / 1000);

  let id: string;
  try {
    id = await deps.db.transaction((tx) =>
      insertMessage(tx, { conversationId: c.id, senderId: viewer.id, content: content.data, clientId }),
    );
  } catch (err) {
    // The same clientId sent twice at once: the second waited for the first and finds its message.
    const first = isUniqueViolation(err, "chat_messages_client_key") ? await again() : null;
    if (!first) throw err;
    return { message: toMessage(first, room.propertyId), created: false };
  }
  const [row] = await messagesByIds(deps.db, room.propertyId, [id]);
  const message = toMessage(row!, room.propertyId);
  await publishToConversation(deps, c, { type: "new_chat_message", message }, viewer.id);
  return { message, created: true };
}
