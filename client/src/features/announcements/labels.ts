import {
  type AnnouncementPriority,
  type AnnouncementType,
  PRIORITY_LABEL_KEYS,
  TYPE_LABEL_KEYS,
} from "@common/announcements/values";
import { KAMPALA_TZ } from "@common/kampala-calendar";
import { lazyDateFormat } from "@/lib/format";
import { t } from "@/lib/i18n";

export const typeLabel = (type: AnnouncementType) => t(TYPE_LABEL_KEYS[type]);
export const priorityLabel = (p: AnnouncementPriority) => t(PRIORITY_LABEL_KEYS[p]);

const timeFormat = lazyDateFormat("en-UG", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: KAMPALA_TZ,
});

/** The time of day in Kampala ("14:05"). */
export const formatTime = (value: string) => timeFormat(new Date(value));
