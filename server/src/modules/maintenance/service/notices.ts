import { msg } from "../../../../../common/i18n/message";
import {
  type MaintenancePriority,
  type MaintenanceStatus,
  PRIORITY_LABEL_KEYS,
  STATUS_LABEL_KEYS,
} from "../../../../../common/schemas/maintenance";
import { pagePath } from "../../../platform/pages";
import type { NewNotification } from "../../notifications";

/**
 * What a request's changes tell people: in-app notifications (emailed too) and the landlord's activity entries,
 * stored as msg() text and put into words when read. A request's title may be a preset issue's key.
 */

interface Filed {
  landlordId: string;
  tenantName: string;
  unitNumber: string;
  propertyName: string;
  title: string;
  priority: MaintenancePriority;
}

export const filedNotice = (r: Filed): NewNotification => ({
  userId: r.landlordId,
  type: "maintenance",
  title: msg("maintenance.noticeFiledTitle"),
  message: msg("maintenance.noticeFiledMessage", {
    tenant: r.tenantName,
    unit: r.unitNumber,
    property: r.propertyName,
    title: r.title,
    priority: msg(PRIORITY_LABEL_KEYS[r.priority]),
  }),
  link: pagePath("/maintenance-pending"),
  // An urgent or high request is told with a toast the moment it arrives.
  priority: r.priority === "urgent" || r.priority === "high" ? "high" : "medium",
});

export const cancelledNotice = (r: {
  landlordId: string;
  tenantName: string;
  unitNumber: string;
  title: string;
}): NewNotification => ({
  userId: r.landlordId,
  type: "maintenance",
  title: msg("maintenance.noticeCancelledTitle"),
  message: msg("maintenance.noticeCancelledMessage", {
    tenant: r.tenantName,
    unit: r.unitNumber,
    title: r.title,
  }),
  link: pagePath("/maintenance-overview"),
});

export const updatedNotice = (r: {
  tenantId: string;
  title: string;
  status: MaintenanceStatus;
  note: string | null;
}): NewNotification => {
  const values = { title: r.title, status: msg(STATUS_LABEL_KEYS[r.status]) };
  return {
    userId: r.tenantId,
    type: "maintenance",
    title: msg("maintenance.noticeUpdatedTitle"),
    message: r.note
      ? msg("maintenance.noticeUpdatedWithNote", { ...values, note: r.note })
      : msg("maintenance.noticeUpdatedMessage", values),
    link: pagePath("/dashboard"),
    sms: msg("maintenance.statusSms", values),
  };
};

/** The title (a preset issue's key, or free text) and the status label are put into words when the activity is read. */
export const filedActivity = (unitNumber: string, title: string) =>
  msg("maintenance.activityFiled", { unit: unitNumber, title });

export const statusActivity = (unitNumber: string, title: string, status: MaintenanceStatus) =>
  msg("maintenance.activityStatusChanged", {
    unit: unitNumber,
    title,
    status: msg(STATUS_LABEL_KEYS[status]),
  });
