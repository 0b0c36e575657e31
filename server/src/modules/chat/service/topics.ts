import type { ServerEvent } from "../../../../../common/realtime/events";
import type { AppDeps } from "../../../deps";
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
  await Promise.all(conversationTopics(c).map((t) => deps.realtime.publish(t, event, { from })));
}

/** Tells the user's other screens to refetch the chat (their read positions or blocks changed). */
export async function invalidateChatOf(deps: AppDeps, userId: string): Promise<void> {
  await deps.realtime.publish(userTopic(userId), { type: "invalidate", domains: ["chat"] });
}
