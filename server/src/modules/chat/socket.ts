import type { AppDeps } from "../../deps";
import type { SessionUser } from "../../platform/auth/session";
import { refuseNul } from "../../platform/http/nul-guard";
import type { RealtimeConnection } from "../../platform/realtime/types";
import { propertyTopic, ROOMS_SIGNAL } from "../rooms";
import { ownedPropertyIds, tenantHome } from "./queries/conversations";
import { blockedBy, touchPresence } from "./queries/people";
import { sendMessage } from "./service/messages";
import { MUTES_SIGNAL } from "./service/topics";

/** The properties whose rooms the user follows: a tenant's home, a landlord's active properties. */
async function roomsOf(deps: AppDeps, user: SessionUser): Promise<number[]> {
  if (user.role === "landlord") return ownedPropertyIds(deps.db, user.id);
  const home = await tenantHome(deps.db, user.id);
  return home ? [home.propertyId] : [];
}

/** The rooms each socket follows, to leave the ones its user may no longer follow. */
const joined = new WeakMap<RealtimeConnection, Set<number>>();

/** Follows exactly the rooms the socket's user may follow now. */
async function followRooms(deps: AppDeps, conn: RealtimeConnection): Promise<void> {
  const now = new Set(await roomsOf(deps, conn.user));
  const before = joined.get(conn) ?? new Set<number>();
  for (const id of before) if (!now.has(id)) conn.unsubscribe(propertyTopic(id));
  for (const id of now) if (!before.has(id)) conn.subscribe(propertyTopic(id));
  joined.set(conn, now);
}

/** Reloads whom the socket's user blocked: events from them are not delivered to this socket. */
async function reloadMutes(deps: AppDeps, conn: RealtimeConnection): Promise<void> {
  const blocked = conn.user.role === "tenant" ? await blockedBy(deps.db, conn.user.id) : new Set<string>();
  conn.muted.clear();
  for (const id of blocked) conn.muted.add(id);
}

/**
 * The chat's part of the `/ws` socket (docs/decisions/0015). On connect: follow the rooms of the user's
 * properties (direct conversations arrive on their own `user:` topic) and load their mutes. `chat_message`
 * frames are sent like POST /api/chat/messages, as the session's user (the frame's senderId is ignored, and
 * so is a tenant's propertyId: a tenant writes into their own property only). Presence goes to the rooms.
 */
export function registerChatSocket(deps: AppDeps): void {
  const realtime = deps.realtime;

  realtime.onConnect(async (conn) => {
    await followRooms(deps, conn);
    await reloadMutes(deps, conn);
  });

  realtime.onSignal(MUTES_SIGNAL, (conn) => reloadMutes(deps, conn));
  realtime.onSignal(ROOMS_SIGNAL, (conn) => followRooms(deps, conn));

  realtime.onFrame("chat_message", async (conn, frame) => {
    // The HTTP routes refuse NUL in one hook (docs/decisions/0010); a socket frame does not pass through it.
    refuseNul(frame);
    const { message, created } = await sendMessage(deps, conn.user, {
      conversationId: frame.conversationId,
      propertyId: conn.user.role === "landlord" ? frame.propertyId : undefined,
      content: frame.content,
      clientId: frame.clientId,
    });
    // A retried frame: the room has it already; this socket learns its message is stored.
    if (!created) conn.send({ type: "new_chat_message", message });
  });

  realtime.onPresence(async (user, isOnline) => {
    const at = new Date();
    await touchPresence(deps.db, user.id, at);
    const event = {
      type: "presence" as const,
      userId: user.id,
      isOnline,
      lastSeen: isOnline ? null : at.toISOString(),
    };
    for (const id of await roomsOf(deps, user))
      await realtime.publish(propertyTopic(id), event, { from: user.id });
  });
}
