import { msg } from "../../../../../common/i18n/message";
import type { ChatConversation } from "../../../../../common/schemas/chat";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import { advanceRead, directOf } from "../queries/conversations";
import { hasBlocked, livesIn } from "../queries/people";
import { conversationView, conversationViewsOf } from "../queries/views";
import { communityOfRoom, requireConversation, requireRoom } from "./access";
import { describeConversations, viewOf } from "./dto";
import { invalidateChatOf } from "./topics";

/** How many direct conversations the list shows (the most recent). */
const MAX_DIRECT = 100;

/** The caller's conversations in their property: its community room first, then their direct ones. */
export async function listConversations(deps: AppDeps, viewer: SessionUser, propertyId?: number) {
  const room = await requireRoom(deps.db, viewer, propertyId);
  await communityOfRoom(deps.db, room);
  // A landlord is in no direct conversation: theirs is the community room alone.
  const limit = viewer.role === "tenant" ? 1 + MAX_DIRECT : 1;
  const views = await conversationViewsOf(deps.db, viewer.id, room.propertyId, limit);
  const items = describeConversations(room, views);
  return { items, unreadCount: items.reduce((n, c) => n + c.unreadCount, 0) };
}

export const unknownResident = () => notFound(msg("chat.unknownResident"));

/** The direct conversation with another resident of the caller's property, made on first use. */
export async function openDirect(
  deps: AppDeps,
  viewer: SessionUser,
  userId: string,
): Promise<ChatConversation> {
  const room = await requireRoom(deps.db, viewer);
  if (userId === viewer.id) {
    const m = msg("chat.unknownResident");
    throw badRequest("VALIDATION_ERROR", m, { userId: m });
  }
  if (!(await livesIn(deps.db, userId, room.propertyId))) throw unknownResident();
  if (await hasBlocked(deps.db, viewer.id, userId)) throw conflict("CHAT_BLOCKED", msg("chat.errorBlocked"));
  const c = await directOf(deps.db, room.propertyId, viewer.id, userId);
  const view = await viewOf(deps.db, viewer.id, c);
  const [conversation] = describeConversations(room, [view]);
  return conversation!;
}

/**
 * Marks the conversation read up to `seq` (never backwards, never past its last message). Answers the unread
 * count left in this conversation; the caller's other screens are told to refetch.
 */
export async function markRead(deps: AppDeps, viewer: SessionUser, conversationId: string, seq: number) {
  const { c } = await requireConversation(deps.db, viewer, conversationId);
  await advanceRead(deps.db, c.id, viewer.id, Math.min(seq, c.lastSeq));
  const view = await conversationView(deps.db, viewer.id, c.id);
  await invalidateChatOf(deps, viewer.id, ["chat.conversations"]);
  return { unreadCount: view?.unread ?? 0 };
}
