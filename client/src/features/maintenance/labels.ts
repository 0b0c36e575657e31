import {
  MAINTENANCE_TRANSITIONS,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
} from "@common/schemas/maintenance";

/** The statuses a landlord may pick for a request: the current one, then the allowed next ones. */
export function landlordStatusOptions(current: MaintenanceStatus): MaintenanceStatus[] {
  const next = Object.entries(MAINTENANCE_TRANSITIONS[current])
    .filter(([, actors]) => actors?.includes("landlord"))
    .map(([s]) => s as MaintenanceStatus);
  return [current, ...next];
}

export const unitOf = (r: MaintenanceRequestDto) => r.tenant.unitNumber;
export const tenantNameOf = (r: MaintenanceRequestDto) => `${r.tenant.firstName} ${r.tenant.lastName}`.trim();
export const issueOf = (r: MaintenanceRequestDto) => r.issue ?? r.title;
