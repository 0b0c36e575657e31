import { initialsOf, presenceFor } from "../../../../../common/chat/blocks";
import { msg } from "../../../../../common/i18n/message";
import type { ChatResident } from "../../../../../common/schemas/chat";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest } from "../../../platform/errors";
import { signalAfterCommit } from "../../../platform/realtime/after-commit";
import { userTopic } from "../../../platform/realtime/local";
import { blockedBy, deleteBlock, insertBlock, landlordOf, livesIn, residentsOf } from "../queries/people";
import { requireRoom } from "./access";
import { unknownResident } from "./conversations";
import { invalidateChatOf, MUTES_SIGNAL } from "./topics";

/** The most residents listed (a property's units bound it; this bounds the query all the same). */
const MAX_RESIDENTS = 500;

/**
 * Who lives in the property: its landlord, then its residents by unit (not the caller). Names, units and
 * presence only, never a phone number or an email. Someone the caller blocked is never online or seen.
 */
export async function listResidents(deps: AppDeps, viewer: SessionUser, propertyId?: number) {
  const room = await requireRoom(deps.db, viewer, propertyId);
  const [landlord, tenants, blocks] = await Promise.all([
    landlordOf(deps.db, room.propertyId),
    residentsOf(deps.db, room.propertyId, MAX_RESIDENTS),
    viewer.role === "tenant" ? blockedBy(deps.db, viewer.id) : Promise.resolve(new Set<string>()),
  ]);
  const people = [
    ...(landlord ? [{ ...landlord, unit: null, role: "landlord" as const }] : []),
    ...tenants.map((t) => ({ ...t, role: "tenant" as const })),
  ];
  const seen = new Set([viewer.id]);
  const unique = people.filter((p) => !seen.has(p.id) && seen.add(p.id));
  const online = await deps.realtime.onlineAmong(unique.map((p) => p.id));
  const items: ChatResident[] = unique.map((p) => {
    const isOnline = online.has(p.id);
    const presence = presenceFor(blocks, p.id, {
      isOnline,
      lastSeen: isOnline ? null : (p.lastSeenAt?.toISOString() ?? null),
    });
    return {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      unit: p.unit,
      initials: initialsOf(p.firstName, p.lastName),
      role: p.role,
      ...presence,
      isBlocked: blocks.has(p.id),
    };
  });
  return { items };
}

/** The caller's sockets, on every instance, reload whom they mute; their other screens refetch. */
async function blocksChanged(deps: AppDeps, viewer: SessionUser) {
  await signalAfterCommit(deps.realtime, userTopic(viewer.id), MUTES_SIGNAL);
  await invalidateChatOf(deps, viewer.id);
}

/**
 * Blocks a resident of the caller's property: the caller stops seeing their messages, direct messages and
 * presence. Nothing is sent to the blocked person.
 */
export async function blockResident(deps: AppDeps, viewer: SessionUser, userId: string) {
  const room = await requireRoom(deps.db, viewer);
  if (userId === viewer.id) {
    const m = msg("chat.errorBlockSelf");
    throw badRequest("VALIDATION_ERROR", m, { userId: m });
  }
  if (!(await livesIn(deps.db, userId, room.propertyId))) throw unknownResident();
  await insertBlock(deps.db, viewer.id, userId);
  await blocksChanged(deps, viewer);
  return { blocked: true };
}

/** Unblocks: the caller sees the person again (also one who has since moved out). */
export async function unblockResident(deps: AppDeps, viewer: SessionUser, userId: string) {
  await requireRoom(deps.db, viewer);
  await deleteBlock(deps.db, viewer.id, userId);
  await blocksChanged(deps, viewer);
  return { blocked: false };
}
