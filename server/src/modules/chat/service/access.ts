import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import type { SessionUser } from "../../../platform/auth/session";
import { forbidden, notFound } from "../../../platform/errors";
import { requireManagedProperty } from "../../properties";
import { type ConversationRow, communityOf, findConversation, tenantHome } from "../queries/conversations";

/** The property whose chat is being used, with its name and landlord. */
export interface Room {
  propertyId: number;
  propertyName: string;
  landlordId: string;
  /** Its community room when the access check read it too (a tenant's home; null until first used). */
  community?: ConversationRow | null;
}

export const conversationNotFound = () => notFound(msg("chat.errorConversationNotFound"));
const propertyNotFound = () => notFound(msg("chat.errorPropertyNotFound"));

/**
 * The property whose chat the caller may use: a tenant the one they live in (naming another is refused); a
 * landlord the one they name, else the one they chose, their own only. The access check of every chat route.
 */
export async function requireRoom(db: DbOrTx, viewer: SessionUser, propertyId?: number): Promise<Room> {
  if (viewer.role === "landlord") {
    const p = await requireManagedProperty(db, viewer.id, propertyId).catch((err) => {
      throw propertyId !== undefined ? propertyNotFound() : err;
    });
    return { propertyId: p.id, propertyName: p.name, landlordId: p.landlordId };
  }
  const home = await tenantHome(db, viewer.id);
  if (!home) throw forbidden(msg("chat.errorNoHome"), "NO_LEASE");
  if (propertyId !== undefined && propertyId !== home.propertyId) throw propertyNotFound();
  return home;
}

/** The property's community room, made on first use; not read again when the access check read it. */
export const communityOfRoom = async (db: DbOrTx, room: Room): Promise<ConversationRow> =>
  room.community ?? communityOf(db, room.propertyId);

/**
 * A conversation the caller may read and write: the community room of their property (a tenant's home, a
 * landlord's own property) or a direct conversation of their property they are a member of. Anything else is
 * 404, whether it exists or not.
 */
export async function requireConversation(
  db: DbOrTx,
  viewer: SessionUser,
  id: string,
): Promise<{ c: ConversationRow; room: Room }> {
  const row = await findConversation(db, id);
  if (!row) throw conversationNotFound();
  const room = { propertyId: row.c.propertyId, propertyName: row.propertyName, landlordId: row.landlordId };
  if (viewer.role === "landlord") {
    if (row.landlordId !== viewer.id || row.c.kind !== "community") throw conversationNotFound();
    await requireRoom(db, viewer, row.c.propertyId).catch(() => {
      throw conversationNotFound();
    });
    return { c: row.c, room };
  }
  const home = await tenantHome(db, viewer.id);
  if (!home || home.propertyId !== row.c.propertyId) throw conversationNotFound();
  if (row.c.kind === "direct" && row.c.memberA !== viewer.id && row.c.memberB !== viewer.id)
    throw conversationNotFound();
  return { c: row.c, room };
}

/** The conversation named, else the community room of the caller's property (a landlord names the property). */
export async function resolveConversation(
  db: DbOrTx,
  viewer: SessionUser,
  target: { conversationId?: string; propertyId?: number },
): Promise<{ c: ConversationRow; room: Room }> {
  if (target.conversationId) {
    const found = await requireConversation(db, viewer, target.conversationId);
    if (target.propertyId !== undefined && target.propertyId !== found.room.propertyId)
      throw conversationNotFound();
    return found;
  }
  const room = await requireRoom(db, viewer, target.propertyId);
  return { c: await communityOfRoom(db, room), room };
}

/** The other member of a direct conversation; null for the community room. */
export const otherMemberOf = (c: ConversationRow, viewerId: string): string | null =>
  c.kind === "direct" ? (c.memberA === viewerId ? c.memberB : c.memberA) : null;
