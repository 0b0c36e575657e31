import type { AppDeps } from "../../deps";
import { signalAfterCommit } from "../../platform/realtime/after-commit";
import { userTopic } from "../../platform/realtime/local";

/*
 * The chat rooms' membership signals, below every module whose writes change who may follow which room (a lease
 * starts or ends, a property is added or removed, an application is approved); the chat module follows them
 * (chat/socket.ts) and its sockets rejoin. Kept apart from chat so that leases and properties need not import it.
 */

/**
 * Where chat events go. A property's room: `chat:property:<id>`, followed by the sockets of its residents and
 * its landlord (its messages and its residents' presence). A direct conversation: its two members' own topics
 * (`user:<id>`), so a conversation opened while they are connected reaches them with no new subscription.
 */
export const propertyTopic = (propertyId: number) => `chat:property:${propertyId}`;

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
