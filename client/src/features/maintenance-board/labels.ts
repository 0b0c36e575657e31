import {
  MAINTENANCE_TRANSITIONS,
  type MaintenancePriority,
  type MaintenanceRequestDto,
  type MaintenanceStatus,
} from "@common/schemas/maintenance";

export const PRIORITY_LABELS: Record<MaintenancePriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Emergency",
};

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

/** Today in Kampala as YYYY-MM-DD (the earliest planned fix date the server accepts). */
export function kampalaToday(): string {
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "Africa/Kampala",
  }).format(new Date());
}
