import { msg } from "../../../../../common/i18n/message";
import type { AppDeps } from "../../../deps";
import type { SessionUser } from "../../../platform/auth/session";
import { AppError, badRequest, notFound } from "../../../platform/errors";
import { findOwnedProperty } from "../../properties";
import { findMessage, markMessageRemoved, messagesByIds } from "../queries/messages";
import { findLandlordReport, insertReport, openReports, resolveReport } from "../queries/people";
import { requireConversation, requireRoom } from "./access";
import { toMessage } from "./dto";
import { invalidateChatOf, publishToConversation } from "./topics";

/** How many open reports the landlord's list shows (the newest). */
const MAX_REPORTS = 100;

const messageNotFound = () => notFound(msg("chat.errorMessageNotFound"));

/** A resident reports a message of a conversation they are in; its property's landlord is told to look. */
export async function reportMessage(deps: AppDeps, viewer: SessionUser, messageId: string, reason: string) {
  const found = await findMessage(deps.db, messageId);
  if (!found) throw messageNotFound();
  const { room } = await requireConversation(deps.db, viewer, found.c.id).catch((err) => {
    throw err instanceof AppError ? messageNotFound() : err;
  });
  if (found.m.senderId === viewer.id) throw badRequest("BAD_REQUEST", msg("chat.errorOwnMessage"));
  await insertReport(deps.db, {
    messageId,
    propertyId: room.propertyId,
    reporterId: viewer.id,
    reason,
  });
  await invalidateChatOf(deps, room.landlordId);
  return { reported: true as const };
}

/**
 * The landlord removes a message of one of their properties: its text goes, its place stays ('Message
 * removed'), its reports are resolved, and everyone in the conversation is told.
 */
export async function removeMessage(deps: AppDeps, viewer: SessionUser, messageId: string) {
  const found = await findMessage(deps.db, messageId);
  if (!found || !(await findOwnedProperty(deps.db, viewer.id, found.c.propertyId))) throw messageNotFound();
  await deps.db.transaction((tx) => markMessageRemoved(tx, messageId, viewer.id));
  if (!found.m.removedAt)
    await publishToConversation(deps, found.c, {
      type: "chat_message_removed",
      conversationId: found.c.id,
      messageId,
      seq: found.m.seq,
    });
  return { removed: true as const };
}

/** The open reports of one of the landlord's properties, newest first, with the messages reported. */
export async function listReports(deps: AppDeps, viewer: SessionUser, propertyId?: number) {
  const room = await requireRoom(deps.db, viewer, propertyId);
  const rows = await openReports(deps.db, room.propertyId, MAX_REPORTS);
  const reported = await messagesByIds(deps.db, room.propertyId, [...new Set(rows.map((r) => r.messageId))]);
  const byId = new Map(reported.map((r) => [r.m.id, toMessage(r, room.propertyId)]));
  return {
    items: rows.flatMap((r) => {
      const message = byId.get(r.messageId);
      return message
        ? [
            {
              id: r.id,
              message,
              reason: r.reason,
              reporter: { firstName: r.reporterFirstName, lastName: r.reporterLastName },
              createdAt: r.createdAt.toISOString(),
            },
          ]
        : [];
    }),
  };
}

/** The landlord keeps the message: the report is closed. */
export async function dismissReport(deps: AppDeps, viewer: SessionUser, reportId: string) {
  const report = await findLandlordReport(deps.db, viewer.id, reportId);
  if (!report) throw notFound(msg("chat.errorReportNotFound"));
  await resolveReport(deps.db, reportId);
  return { dismissed: true as const };
}
