import type {
  MaintenanceRequestDetail,
  MaintenanceRequestDto,
} from "../../../../../common/schemas/maintenance";
import type { Translator } from "../../../platform/i18n";
import type { PhotoRow, Selected, selectHistory } from "../queries";

export const photoUrl = (requestId: string, photoId: string) =>
  `/api/maintenance-requests/${requestId}/photos/${photoId}`;

/**
 * A request as the API answers it, in the reader's language: a preset issue is stored as its catalogue key and
 * the default description as a message (see common/schemas/maintenance.ts); free text stays as typed.
 */
export function toDto(s: Selected, tr: Translator): MaintenanceRequestDto {
  const r = s.r;
  return {
    id: r.id,
    propertyId: r.propertyId,
    propertyName: s.propertyName,
    unitId: r.unitId,
    title: tr.text(r.title),
    description: tr.text(r.description),
    category: r.category,
    issue: r.issue === null ? null : tr.text(r.issue),
    priority: r.priority,
    status: r.status,
    contact: r.contact,
    plannedFixDate: r.plannedFixDate,
    notes: r.notes,
    assigneeName: r.assigneeName,
    assigneePhone: r.assigneePhone,
    imageUrl: s.firstPhotoId ? `${photoUrl(r.id, s.firstPhotoId)}/thumb` : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    tenant: { id: r.tenantId, firstName: s.firstName, lastName: s.lastName, unitNumber: s.unitNumber },
  };
}

type HistoryRow = Awaited<ReturnType<typeof selectHistory>>[number];

export function toDetail(
  s: Selected,
  history: HistoryRow[],
  photos: PhotoRow[],
  cost: MaintenanceRequestDetail["cost"],
  tr: Translator,
): MaintenanceRequestDetail {
  const id = s.r.id;
  return {
    ...toDto(s, tr),
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actorName: h.firstName === null ? null : `${h.firstName} ${h.lastName ?? ""}`.trim(),
      note: h.note,
      createdAt: h.createdAt.toISOString(),
    })),
    photos: photos.map((p) => ({
      id: p.id,
      url: photoUrl(id, p.id),
      thumbUrl: `${photoUrl(id, p.id)}/thumb`,
      width: p.width,
      height: p.height,
    })),
    cost,
  };
}
