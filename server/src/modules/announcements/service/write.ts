import { msg } from "../../../../../common/i18n/message";
import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementCreateInput,
  type AnnouncementUpdateInput,
  isEmergency,
} from "../../../../../common/schemas/announcements";
import type { DbOrTx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, conflict, notFound } from "../../../platform/errors";
import {
  audienceOf,
  deleteOwn,
  hasReads,
  insertAnnouncement,
  landlordPropertyIds,
  lockOwn,
  propertiesOf,
  selectOwn,
  setAudience,
  updateAnnouncement,
} from "../queries";
import { notifyAudience, refreshScreens } from "./deliver";
import { withExtras } from "./list";

const notFoundError = () => notFound(msg("announcements.notFound"));

/**
 * The properties an audience names: the one property (an active one of the landlord's, else a 400 on the field,
 * the same for another landlord's property and one that does not exist) or every active one of theirs.
 */
async function resolveAudience(
  db: DbOrTx,
  landlordId: string,
  audience: AnnouncementAudience,
  propertyId: number | null | undefined,
): Promise<number[]> {
  if (audience === "property") {
    const ids = await landlordPropertyIds(db, landlordId, [propertyId ?? 0]);
    if (!ids.length) {
      const message = msg("announcements.propertyNotYours");
      throw badRequest("VALIDATION_ERROR", message, { propertyId: message });
    }
    return ids;
  }
  const ids = await landlordPropertyIds(db, landlordId);
  if (!ids.length) {
    const message = msg("announcements.noProperties");
    throw badRequest("VALIDATION_ERROR", message, { audience: message });
  }
  return ids;
}

/** One of the landlord's announcements as the landlord's list shows it. */
export async function ownAnnouncement(db: DbOrTx, landlordId: string, id: string): Promise<Announcement> {
  const row = await selectOwn(db, landlordId, id);
  if (!row) throw notFoundError();
  const { items } = await withExtras(db, [row], 1, new Date());
  return items[0]!;
}

/**
 * A landlord publishes: the announcement, its properties, and a notification for every resident with a current
 * lease in them, in one transaction; after the commit each is emailed and told over `/ws`.
 */
export async function createAnnouncement(
  deps: AppDeps,
  landlord: SessionUser,
  input: AnnouncementCreateInput,
): Promise<Announcement> {
  const id = crypto.randomUUID();
  const afterCommit = await deps.db.transaction(async (tx) => {
    const propertyIds = await resolveAudience(tx, landlord.id, input.audience, input.propertyId);
    const now = new Date();
    await insertAnnouncement(tx, {
      id,
      landlordId: landlord.id,
      title: input.title,
      content: input.content,
      type: input.type,
      priority: input.priority,
      pinned: input.pinned,
      requiresAck: input.requiresAck,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      audience: input.audience,
      tags: input.tags,
      createdAt: now,
      updatedAt: now,
    });
    await setAudience(tx, id, propertyIds);
    const row = await selectOwn(tx, landlord.id, id);
    return notifyAudience(
      tx,
      deps,
      {
        id,
        title: input.title,
        content: input.content,
        priority: input.priority,
        emergency: isEmergency(input),
        author: row!.author,
      },
      await audienceOf(tx, propertyIds),
    );
  });
  await afterCommit(deps);
  return ownAnnouncement(deps.db, landlord.id, id);
}

/**
 * An edit, while no resident has read it (409 once one has: they would have read something else). The row is
 * locked first; a read takes it FOR SHARE, so an edit and a first read never both succeed. Residents the edit
 * adds to the audience are notified; open screens of the rest refresh.
 */
export async function updateOwnAnnouncement(
  deps: AppDeps,
  landlord: SessionUser,
  id: string,
  input: AnnouncementUpdateInput,
): Promise<Announcement> {
  const { afterCommit, refresh } = await deps.db.transaction(async (tx) => {
    const locked = await lockOwn(tx, landlord.id, id);
    if (!locked) throw notFoundError();
    if (await hasReads(tx, id)) throw conflict("ANNOUNCEMENT_ALREADY_READ", msg("announcements.alreadyRead"));

    const before = (await propertiesOf(tx, [id])).map((p) => p.id);
    const audienceChanged = input.audience !== undefined || input.propertyId != null;
    const audience: AnnouncementAudience =
      input.audience ?? (input.propertyId != null ? "property" : locked.audience);
    const after = audienceChanged
      ? await resolveAudience(tx, landlord.id, audience, input.propertyId ?? before[0])
      : before;

    const { propertyId: _p, expiresAt, ...rest } = input;
    await updateAnnouncement(tx, id, {
      ...rest,
      audience,
      ...(expiresAt !== undefined ? { expiresAt: expiresAt ? new Date(expiresAt) : null } : {}),
    });
    const oldAudience = await audienceOf(tx, before);
    let afterCommit: ((d: AppDeps) => Promise<void>) | null = null;
    if (audienceChanged) {
      await setAudience(tx, id, after);
      const added = (await audienceOf(tx, after)).filter((u) => !oldAudience.includes(u));
      const row = (await selectOwn(tx, landlord.id, id))!;
      const expires = row.expiresAt?.toISOString() ?? null;
      afterCommit = await notifyAudience(
        tx,
        deps,
        {
          id,
          title: row.title,
          content: row.content,
          priority: row.priority,
          emergency: isEmergency({ priority: row.priority, expiresAt: expires }),
          author: row.author,
        },
        added,
      );
    }
    return { afterCommit, refresh: oldAudience };
  });
  await afterCommit?.(deps);
  await refreshScreens(deps, refresh);
  return ownAnnouncement(deps.db, landlord.id, id);
}

/** Deletes one of the landlord's announcements (its properties and reads go with it); open screens refresh. */
export async function deleteOwnAnnouncement(deps: AppDeps, landlord: SessionUser, id: string) {
  const audience = await deps.db.transaction(async (tx) => {
    const locked = await lockOwn(tx, landlord.id, id);
    if (!locked) throw notFoundError();
    const residents = await audienceOf(
      tx,
      (await propertiesOf(tx, [id])).map((p) => p.id),
    );
    await deleteOwn(tx, landlord.id, id);
    return residents;
  });
  await refreshScreens(deps, audience);
  return { deleted: true as const };
}
