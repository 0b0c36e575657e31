import type {
  MaintenancePriority,
  MaintenanceRequestDto,
  MaintenanceStatus,
  MaintenanceUpdateInput,
} from "@common/schemas/maintenance";

/** A row's fields while the landlord edits it inline. */
export interface Draft {
  status: MaintenanceStatus;
  priority: MaintenancePriority;
  plannedFixDate: string;
  notes: string;
  assigneeName: string;
  assigneePhone: string;
}

export const draftOf = (r: MaintenanceRequestDto): Draft => ({
  status: r.status,
  priority: r.priority,
  plannedFixDate: r.plannedFixDate ?? "",
  notes: r.notes,
  assigneeName: r.assigneeName ?? "",
  assigneePhone: r.assigneePhone ?? "",
});

/** The PATCH body of a full edit, with the updatedAt the editor saw (a newer one on the server is a 409). */
export const bodyOf = (d: Draft, r: MaintenanceRequestDto): MaintenanceUpdateInput => ({
  status: d.status,
  priority: d.priority,
  plannedFixDate: d.plannedFixDate || null,
  notes: d.notes,
  assigneeName: d.assigneeName.trim() || null,
  assigneePhone: d.assigneePhone.trim() || null,
  expectedUpdatedAt: r.updatedAt,
});
