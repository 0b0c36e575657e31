import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { badRequest, notFound } from "../../../platform/errors";
import { lockVisible, tenantPropertyId, upsertRead } from "../queries";
import { refreshScreens } from "./deliver";

/**
 * A resident marks an announcement of their property read, or acknowledges it ('I have read this notice', which
 * reads it too). Another property's announcement, an expired one or an unknown id is a 404 alike. The landlord's
 * open list refreshes its counts.
 */
export async function markAnnouncement(deps: AppDeps, tenant: SessionUser, id: string, acknowledge: boolean) {
  const { row, landlordId } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const propertyId = await tenantPropertyId(tx, tenant.id);
    const visible = propertyId === null ? null : await lockVisible(tx, id, propertyId, now);
    if (!visible) throw notFound(msg("announcements.notFound"));
    if (acknowledge && !visible.requiresAck)
      throw badRequest("BAD_REQUEST", msg("announcements.noAckRequested"));
    return { row: await upsertRead(tx, id, tenant.id, now, acknowledge), landlordId: visible.landlordId };
  });
  await refreshScreens(deps, [landlordId]);
  return { readAt: row.readAt.toISOString(), acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null };
}
