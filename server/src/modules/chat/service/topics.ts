import type { RouteId } from "../../../../../common/contract/route-table";
import type { ServerEvent } from "../../../../../common/realtime/events";
import type { AppDeps } from "../../../deps";
import { publishAfterCommit, signalAfterCommit } from "../../../platform/realtime/after-commit";
import { userTopic } from "../../../platform/realtime/local";
import type { ConversationRow } from "../queries/conversations";

/**
 * Where chat events go. A property's room: `chat:property:<id>`, followed by the sockets of its residents and
 * its landlord (its messages and its residents' presence). A direct conversation: its two members' own topics
 * (`user:<id>`), so a conversation opened while they are connected reaches them with no new subscription.
 */
export const propertyTopic = (propertyId: number) => `chat:property:${propertyId}`;

/** The signal to a user's sockets that their blocks changed: each socket reloads its `muted` set. */
export const MUTES_SIGNAL = "chat.mutes";
/** The signal that the properties a socket's user belongs to changed: each socket rejoins the rooms it may follow. */
export const ROOMS_SIGNAL = "chat.rooms";

/**
 * After a lease starts or ends, or a landlord adds or removes a property: the users' open sockets follow the
 * rooms they may follow now (a tenant who moved out stops receiving their old building's room at once).
 */
export async function refreshChatRooms(deps: AppDeps, userIds: readonly (string | null)[]): Promise<void> {
  for (const id of userIds) if (id) await signalAfterCommit(deps.realtime, userTopic(id), ROOMS_SIGNAL);
}

/** Every socket following a property's room rejoins the rooms it may follow (the property went away). */
export async function refreshRoomOf(deps: AppDeps, propertyId: number): Promise<void> {
  await signalAfterCommit(deps.realtime, propertyTopic(propertyId), ROOMS_SIGNAL);
}

export function conversationTopics(c: ConversationRow): string[] {
  if (c.kind === "community") return [propertyTopic(c.propertyId)];
  return [c.memberA, c.memberB].flatMap((id) => (id ? [userTopic(id)] : []));
}

/** Publishes to everyone in the conversation; sockets that muted `from` skip it. */
export async function publishToConversation(
  deps: AppDeps,
  c: ConversationRow,
  event: ServerEvent,
  from?: string,
): Promise<void> {
  await Promise.all(conversationTopics(c).map((t) => publishAfterCommit(deps.realtime, t, event, { from })));
}

/**
 * Tells the user's other screens to refetch the chat (blocks changed: every list), or only some of its routes
 * (a read position moved: the unread counts of `chat.conversations`, not the messages the screen holds).
 */
export async function invalidateChatOf(deps: AppDeps, userId: string, routes?: RouteId[]): Promise<void> {
  await publishAfterCommit(deps.realtime, userTopic(userId), {
    type: "invalidate",
    domains: ["chat"],
    ...(routes && { routes }),
  });
}
