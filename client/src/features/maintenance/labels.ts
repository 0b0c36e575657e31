import {
  CATEGORY_LABEL_KEYS,
  MAINTENANCE_TRANSITIONS,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
  PRIORITY_LABEL_KEYS,
  STATUS_LABEL_KEYS,
} from "@common/schemas/maintenance";
import { t } from "@/lib/i18n";

/** The words of the maintenance enums, the same on every screen (the keys are in common/schemas/maintenance). */
export const statusLabel = (s: MaintenanceStatus) => t(STATUS_LABEL_KEYS[s]);
export const priorityLabel = (p: MaintenancePriority) => t(PRIORITY_LABEL_KEYS[p]);
export const categoryLabel = (c: MaintenanceCategory) => t(CATEGORY_LABEL_KEYS[c]);

/** The statuses a landlord may pick for a request: the current one, then the allowed next ones. */
export function landlordStatusOptions(current: MaintenanceStatus): MaintenanceStatus[] {
  const next = Object.entries(MAINTENANCE_TRANSITIONS[current])
    .filter(([, actors]) => actors?.includes("landlord"))
    .map(([s]) => s as MaintenanceStatus);
  return [current, ...next];
}

export const unitOf = (r: MaintenanceRequestDto) => r.tenant.unitNumber;
export const tenantNameOf = (r: MaintenanceRequestDto) => `${r.tenant.firstName} ${r.tenant.lastName}`.trim();
/** The server answers a preset issue in the reader's words. */
export const issueOf = (r: MaintenanceRequestDto) => r.issue ?? r.title;
