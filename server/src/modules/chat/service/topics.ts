import type { RouteId } from "../../../../../common/contract/route-table";
import type { ServerEvent } from "../../../../../common/realtime/events";
import type { AppDeps } from "../../../deps";
import { publishAfterCommit } from "../../../platform/realtime/after-commit";
import { userTopic } from "../../../platform/realtime/local";
import { propertyTopic } from "../../rooms";
import type { ConversationRow } from "../queries/conversations";

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
